import { describe, expect, it } from 'vitest';
import {
  filteredChannel,
  lineOf,
  linesOf,
  makeTestCore,
  seat,
  toastsOf,
  toldOvertaken,
  until,
} from '../testing/core.fixture.ts';
import { tableFor } from '../testing/server.fixture.ts';
import { useSharedServer } from '../testing/shared-server.fixture.ts';

const shared = useSharedServer();

/**
 * A diner on a slow link: while `hold` is set, their next cart write waits on the way until the
 * test lets it go, as a phone's write does while the table moves on.
 */
const slowDiner = (fingerprint: string) => {
  let gate: { readonly arrived: () => void; readonly wait: Promise<void> } | null = null;
  let release: () => void = () => undefined;
  let arrived = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (gate !== null && init?.method === 'POST' && url.pathname === '/api/shoppingCart') {
      const { wait } = gate;
      gate.arrived();
      gate = null;
      await wait;
    }
    return globalThis.fetch(input, init);
  };
  const made = makeTestCore(shared.server.origin, { fingerprint, fetch });
  shared.track(made.core);
  return {
    core: made.core,
    /** The next write waits; resolves once it is on its way. */
    hold: () =>
      new Promise<void>((resolve) => {
        const wait = new Promise<void>((done) => {
          release = done;
        });
        arrived = false;
        gate = {
          arrived: () => {
            arrived = true;
            resolve();
          },
          wait,
        };
      }),
    release: () => release(),
    held: () => arrived,
  };
};

const diner = (fingerprint: string) => {
  const made = makeTestCore(shared.server.origin, { fingerprint });
  shared.track(made.core);
  return made.core;
};

describe('a removal a placement overtook', () => {
  it('tells the diner the dish was ordered anyway, naming it', async () => {
    const table = tableFor(0);
    const ada = slowDiner('browser-ada');
    const bo = diner('browser-bo');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.core.addItem(lineOf('701', 2))).ok).toBe(true);
    await until(() => linesOf(bo, ada.core.snapshot('cart').me).length === 1, 5_000, 'Ada’s line');

    // Ada takes her dumplings off on a slow link; Bo places the table's order meanwhile.
    const onItsWay = ada.hold();
    const removal = ada.core.reduceItem(0, 2);
    await onItsWay;
    expect(linesOf(ada.core)).toEqual([]);
    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    ada.release();
    await removal;

    await toldOvertaken(ada.core, 'Pork dumplings');
    expect(ada.core.snapshot('order').lines.map((line) => line.item.productId)).toEqual(['701']);
    // Bo's own edits were never in question: nothing said on his phone.
    expect(
      toastsOf(bo).filter((m) => m.kind === 'key' && m.key === 'cart.changeOvertaken'),
    ).toEqual([]);
  });

  it('tells the diner by name that a note change did not apply: the round took the dish as it was', async () => {
    const table = tableFor(3);
    const ada = slowDiner('browser-ada-note');
    const bo = diner('browser-bo-note');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.core.addItem(lineOf('701', 1))).ok).toBe(true);
    await until(() => linesOf(bo, ada.core.snapshot('cart').me).length === 1, 5_000, 'Ada’s line');

    const onItsWay = ada.hold();
    const editing = ada.core.editNotes(0, 'no chives');
    await onItsWay;
    const placed = await bo.placeOrder();
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    ada.release();
    await editing;

    await toldOvertaken(ada.core, 'Pork dumplings');
    expect(ada.core.snapshot('order').lines.map((line) => line.item.notes)).toEqual(['']);
    expect(linesOf(ada.core)).toEqual([]);
  });

  it('says nothing when the removal merged with another diner’s change (the line still there)', async () => {
    const table = tableFor(1);
    const ada = slowDiner('browser-ada-2');
    const bo = diner('browser-bo-2');
    await Promise.all([seat(ada.core, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.core.addItem(lineOf('701', 2))).ok).toBe(true);
    await until(() => linesOf(bo, ada.core.snapshot('cart').me).length === 1, 5_000, 'Ada’s line');

    const onItsWay = ada.hold();
    const removal = ada.core.reduceItem(0, 1);
    await onItsWay;
    expect((await bo.addItem(lineOf('702', 1))).ok).toBe(true);
    ada.release();
    expect((await removal).ok).toBe(true);

    const tableCart = await shared.server.cartOf(table.id);
    const mine = tableCart.userCarts.find((entry) => entry.userId === ada.core.snapshot('cart').me);
    expect(mine?.orderItems.map((item) => [String(item.productId), item.quantity])).toEqual([
      ['701', 1],
    ]);
    expect(toastsOf(ada.core)).toEqual([]);
  });
});

describe('a coupon a placement overtook', () => {
  it('tells the member their coupon was not used, instead of only "already submitted"', async () => {
    const table = tableFor(2);
    const ada = diner('browser-ada-3');
    // Bo stops hearing the table, so he places from the cart Ada has just placed.
    let hearing = true;
    const bo = shared.diner('browser-bo-3', { connectTable: filteredChannel(() => hearing) });
    await Promise.all([seat(ada, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    await until(() => bo.snapshot('cart').withLines.length === 1, 5_000, 'Ada’s line');
    hearing = false;
    const first = await ada.placeOrder();
    if (!first.ok) throw new Error(JSON.stringify(first.error));

    const late = await bo.placeOrder({ userCouponIds: ['7690'] });
    expect(late.ok).toBe(false);
    if (late.ok) return;
    expect(late.error).toMatchObject({
      kind: 'refused',
      code: 10087,
      message: { kind: 'key', key: 'order.couponNotUsed' },
    });
    expect(toastsOf(bo)).toEqual([{ kind: 'key', key: 'order.couponNotUsed' }]);
  });
});

describe('a placement another diner made first', () => {
  it('tells the diner their dishes went with it, not "check your cart, then place it again"', async () => {
    const table = tableFor(3);
    const ada = diner('browser-ada-4');
    let hearing = true;
    const bo = shared.diner('browser-bo-4', { connectTable: filteredChannel(() => hearing) });
    await Promise.all([seat(ada, table.qrcodeId, 'Ada'), seat(bo, table.qrcodeId, 'Bo')]);
    expect((await ada.addItem(lineOf('701', 1))).ok).toBe(true);
    expect((await bo.addItem(lineOf('702', 1))).ok).toBe(true);
    await until(() => bo.snapshot('cart').withLines.length === 2, 5_000, 'both lines');
    // Bo stops hearing the table, so he places from the cart Ada places first.
    hearing = false;
    const first = await ada.placeOrder();
    if (!first.ok) throw new Error(JSON.stringify(first.error));

    const late = await bo.placeOrder();
    expect(late).toMatchObject({
      ok: false,
      error: { code: 10087, message: { kind: 'key', key: 'order.wentWithAnotherRound' } },
    });
    expect(toastsOf(bo)).toEqual([{ kind: 'key', key: 'order.wentWithAnotherRound' }]);
    expect(bo.snapshot('cart').itemCount).toBe(0);
  });
});
