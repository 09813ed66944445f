import type { Layer } from 'effect';
import { describe, expect, it } from 'vitest';
import { makeTestNetwork, type Network } from '../../adapters/system/network.ts';
import {
  FAKE_ORIGIN,
  cartAt,
  conflict,
  makeFakePos,
  member,
  okReply,
  saved,
  type Reply,
} from '../testing/fake-pos.fixture.ts';
import { lineOf, linesOf, makeTestCore, nothingStored, until } from '../testing/core.fixture.ts';

const peer = saved('11', '702');

/** A diner at table 501 of a POS in memory, cart loaded at version 5, live channel open. */
const dinerAt = async (
  writes: (Reply | Promise<Reply>)[],
  network?: Layer.Layer<Network>,
  routes: Parameters<typeof makeFakePos>[2] = {},
) => {
  const pos = makeFakePos(writes, cartAt(5), routes);
  const made = makeTestCore(FAKE_ORIGIN, {
    fingerprint: 'fp-ada',
    fetch: pos.fetch,
    connectTable: pos.connectTable,
    ...(network === undefined ? {} : { network }),
  });
  const { core } = made;
  await core.hydrate({
    ...nothingStored,
    merchantId: '1001',
    tableId: '501',
    tableName: 'A1',
    fingerprintId: 'fp-ada',
    // Past the chooser, as a diner on the order page is (its guard asks otherwise).
    orderType: 'dineIn',
  });
  await core.registerGuest('Ada');
  await core.refreshCart();
  await core.connectLive();
  return { ...made, pos };
};

describe('the cart write queue', () => {
  it('replays this diner’s edits on the cart a 66666 carries, and writes again', async () => {
    const mine = saved('12', '701', 2);
    const { core, pos, analytics } = await dinerAt([
      conflict(cartAt(6, { peer: [peer] })),
      okReply(cartAt(7, { peer: [peer], [member.id]: [mine] })),
    ]);
    const result = await core.addItem(lineOf('701', 2));
    expect(result).toEqual({ ok: true, value: 'added' });
    expect(pos.bodies.map((body) => body.cartRowVersion)).toEqual([5, 6]);
    for (const body of pos.bodies) {
      expect(body.orderItems.map((item) => [item.productId, item.quantity])).toEqual([['701', 2]]);
    }
    expect(core.snapshot('cart')).toMatchObject({
      version: 7,
      pendingEdits: 0,
      withLines: [member.id, 'peer'],
    });
    expect(linesOf(core)).toEqual(['701||2']);
    expect(analytics.events.map((event) => event.key)).toContain('test_cart_conflict_replayed');
    expect(core.snapshot('toasts').items).toEqual([]);
    expect(pos.hubUrls).toEqual([`${FAKE_ORIGIN}/live?access_token=t`]);
  });

  it('gives up after five replays: rolls back, toasts and reloads the table’s cart', async () => {
    const writes = [6, 7, 8, 9, 10, 11].map((v) => conflict(cartAt(v, { peer: [peer] })));
    const { core, pos } = await dinerAt(writes);
    const result = await core.addItem(lineOf('701', 1));
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 66666 } });
    expect(pos.bodies).toHaveLength(6);
    expect(core.snapshot('cart')).toMatchObject({ version: 11, pendingEdits: 0 });
    expect(linesOf(core)).toEqual([]);
    expect(core.snapshot('toasts').items.map((t) => t.message)).toEqual([
      { kind: 'key', key: 'order.shoppingCartUpdated' },
    ]);
  });

  it('says an Add the staff’s clear caught as such (4035), never “scan again”, and asks the order type again', async () => {
    const { core } = await dinerAt([{ status: 403, code: 4035, data: null }]);
    expect(core.snapshot('session').orderType).toBe('dineIn');
    const result = await core.addItem(lineOf('701', 1));
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 4035 } });
    expect(core.snapshot('toasts').items.map((t) => t.message)).toEqual([
      { kind: 'key', key: 'order.tableClearedAddAgain' },
    ]);
    // The party it was added for has gone: the next Add asks, and writes nothing until answered.
    await until(() => core.snapshot('session').orderType === null, 2_000, 'the party left');
    const asked = await core.addItem(lineOf('701', 1));
    expect(asked).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'order.chooseOrderTypeFirst' },
    });
    expect(core.snapshot('popups').open.orderType).toBe(true);
    expect(core.snapshot('cart').pendingEdits).toBe(0);
  });

  it('says an Add’s refusal once: the open product sheet says it beside Add, a toast only once it is closed', async () => {
    const soldOut = { status: 200, code: 2025, data: null };
    const cleared = { status: 403, code: 4035, data: null };
    const { core } = await dinerAt([soldOut, soldOut, cleared]);
    const soldOutSaid = { kind: 'key', key: 'order.itemOffShelfOrSoldOut' };
    await core.openPopup('product');
    // The sheet shows the refusal the command returns; a toast would say it a second time.
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({
      ok: false,
      error: { code: 2025, message: soldOutSaid },
    });
    expect(core.snapshot('toasts').items).toEqual([]);
    // Closed while its Add was on the way, the sheet says nothing: the toast does.
    await core.dismissPopup('product');
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: false });
    expect(core.snapshot('toasts').items.map((t) => t.message)).toEqual([soldOutSaid]);
    // The staff's clear caught the Add: said in the sheet alone too.
    await core.openPopup('product');
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({
      ok: false,
      error: { code: 4035, message: { kind: 'key', key: 'order.tableClearedAddAgain' } },
    });
    await until(() => core.snapshot('session').orderType === null, 2_000, 'the party left');
    expect(core.snapshot('toasts').items.map((t) => t.message)).toEqual([soldOutSaid]);
  });

  it('toasts a refusal of an Add made before the open product sheet opened (a cart line’s "+"): the sheet says only its own', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const refused = new Promise<Reply>((resolve) => (answer = resolve));
    const { core, pos } = await dinerAt([refused]);
    // "+" on a cart line, then the cart closed and a dish opened while the write is on its way.
    const adding = core.addItem(lineOf('701', 1));
    await until(() => pos.bodies.length === 1, 2_000, 'the write');
    await core.openPopup('product');
    answer({ status: 200, code: 2025, data: null });
    expect(await adding).toMatchObject({ ok: false, error: { code: 2025 } });
    expect(core.snapshot('toasts').items.map((t) => t.message)).toEqual([
      { kind: 'key', key: 'order.itemOffShelfOrSoldOut' },
    ]);
  });

  it('sends edits made during a write with the next one, on the version it confirmed', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const first = new Promise<Reply>((resolve) => (answer = resolve));
    const one = saved('12', '701');
    const { core, pos } = await dinerAt([
      first,
      okReply(cartAt(7, { [member.id]: [one, saved('13', '703')] })),
    ]);
    const adding = core.addItem(lineOf('701', 1));
    await until(() => pos.bodies.length === 1, 2_000, 'the first write');
    const second = core.addItem(lineOf('703', 1));
    expect(core.snapshot('cart').pendingEdits).toBe(2);
    answer(okReply(cartAt(6, { [member.id]: [one] })));
    expect(await adding).toEqual({ ok: true, value: 'added' });
    expect(await second).toEqual({ ok: true, value: 'added' });
    expect(pos.bodies.map((body) => body.cartRowVersion)).toEqual([5, 6]);
    expect(pos.bodies[1]?.orderItems.map((item) => [item.id, item.productId])).toEqual([
      ['12', '701'],
      ['0', '703'],
    ]);
    expect(core.snapshot('cart').version).toBe(7);
  });

  it('holds the edits while offline, then sends them in order once back (nothing lost)', async () => {
    const network = makeTestNetwork();
    const { core, pos } = await dinerAt(
      [okReply(cartAt(6, { [member.id]: [saved('12', '701', 2), saved('13', '703')] }))],
      network.layer,
    );
    network.set(false);
    await until(() => !core.snapshot('connection').online, 2_000, 'offline');
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    expect(await core.addItem(lineOf('703', 1))).toMatchObject({ ok: true });
    expect(pos.bodies).toEqual([]);
    expect(linesOf(core)).toEqual(['701||2', '703||1']);
    expect(core.snapshot('connection').waitingEdits).toBe(3);
    const placed = await core.placeOrder();
    expect(placed).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: null, refusedBy: 'worker' },
    });
    expect(pos.calls('POST /api/member/order')).toBe(0);
    network.set(true);
    await until(() => core.snapshot('cart').version === 6, 2_000, 'the held write');
    expect(pos.bodies).toHaveLength(1);
    expect(pos.bodies[0]?.orderItems.map((line) => `${line.productId}×${line.quantity}`)).toEqual([
      '701×2',
      '703×1',
    ]);
    expect(core.snapshot('connection').waitingEdits).toBe(0);
    expect(core.state().network.holding).toBe(false);
  });

  it('holds the edit when the POS cannot be reached, and rolls back what it refuses later', async () => {
    const { core } = await dinerAt(['network down', 'network down']);
    const result = await core.addItem(lineOf('701', 1));
    expect(result).toMatchObject({ ok: true });
    expect(linesOf(core)).toEqual(['701||1']);
    expect(core.snapshot('connection').waitingEdits).toBe(1);
    expect(core.state().cart.error).toBeNull();
  });

  it('does not place a cart whose dishes the server priced otherwise than the diner was shown', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const write = new Promise<Reply>((resolve) => (answer = resolve));
    const { core, pos } = await dinerAt([write]);
    const adding = core.addItem(lineOf('701', 1));
    await until(() => pos.bodies.length === 1, 2_000, 'the write');
    // The diner taps "Place order" on the cart as shown: 701 at the menu's 9.50.
    const placing = core.placeOrder();
    answer(okReply(cartAt(6, { [member.id]: [{ ...saved('12', '701'), price: 10.5 }] })));
    await adding;
    expect(await placing).toMatchObject({
      ok: false,
      error: {
        kind: 'refused',
        refusedBy: 'worker',
        message: { kind: 'key', key: 'order.pricesChanged' },
      },
    });
    expect(pos.calls('POST /api/member/order')).toBe(0);
    expect(core.snapshot('cart').diners[0]?.lines[0]?.item.price).toBe(10.5);
  });

  it('says a placement no server answered was refused by nobody: it may have gone', async () => {
    const { core, pos } = await dinerAt(
      [okReply(cartAt(6, { [member.id]: [saved('12', '701')] }))],
      undefined,
      { 'POST /api/member/order': () => 'network down' },
    );
    expect(await core.addItem(lineOf('701', 1))).toMatchObject({ ok: true });
    expect(await core.placeOrder()).toMatchObject({
      ok: false,
      error: { kind: 'refused', code: null, refusedBy: 'nobody' },
    });
    expect(pos.requests).toContain('POST /api/member/order');
  });

  it('logs the diner out on a 401 without waiting on the queue it came from', async () => {
    const { core } = await dinerAt([{ status: 401, code: 401, data: null }]);
    const result = await core.addItem(lineOf('701', 1));
    expect(result).toMatchObject({ ok: false, error: { code: 401 } });
    await expect.poll(() => core.state().session.token).toBeNull();
    expect(
      core.events().some((e) => e.type === 'LoggedOut' && e.payload.reason === 'unauthorized'),
    ).toBe(true);
  });
});
