import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../test-support/client.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import {
  clearCart,
  getCart,
  line,
  linesOf,
  putLines,
  resetTableCart,
  tableA,
  tableB,
} from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const egg = fixture.modifiers.extraEgg.id;
const spicy = fixture.modifiers.spicy.id;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const version = async (tableId = tableA) =>
  (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;

describe('reading and writing the shared cart', () => {
  beforeEach(async () => {
    await resetTableCart(server.db, tableA);
  });

  it('reads an untouched table as an empty cart at version 0', async () => {
    const reply = await getCart(server.baseUrl, tableB);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      cartRowVersion: 0,
      orderItems: [],
      userCarts: [],
      guests: 1,
      tableId: Number(tableB),
      tableName: 'A2',
      lastOperateTime: 0,
      liveVersion: 0,
    });
  });

  it('says which live version of the table it read, one step per change', async () => {
    const liveVersion = async () =>
      ((await getCart(server.baseUrl, tableA)).body.data as { liveVersion?: unknown }).liveVersion;
    const before = await liveVersion();
    expect(typeof before).toBe('number');
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, await version(), [
      line(p.dumplings.id, 1),
    ]);
    expect(await liveVersion()).toBe(Number(before) + 1);
  });

  it('shows two diners each other’s lines, priced by the server, client prices ignored', async () => {
    const start = await version();
    const first = await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [
      line(p.dumplings.id, 2, { price: 0.01 }),
    ]);
    expect(first.status).toBe(200);
    const second = await putLines(server.baseUrl, tableA, { guestId: 'g-bob' }, start + 1, [
      line(p.noodles.id, 1, { orderItemModifiers: [{ modifierProductId: egg, quantity: 1 }] }),
    ]);
    expect(second.body.code).toBe(0);
    const cart = (await getCart(server.baseUrl, tableA)).body.data;
    expect(cart.cartRowVersion).toBe(start + 2);
    expect(cart.userCarts.map((entry) => entry.userId)).toEqual(['g-ann', 'g-bob']);
    expect(linesOf(cart, 'g-ann')[0]).toMatchObject({
      price: 9.5,
      quantity: 2,
      menuName: 'Pork dumplings',
    });
    expect(linesOf(cart, 'g-bob')[0]?.orderItemModifiers[0]).toMatchObject({ price: 1.5 });
    expect(cart.orderItems).toHaveLength(2);
    expect(cart.subTotalAmount).toBe(9.5 * 2 + 12 + 1.5);
    expect(cart.totalAmount).toBe(cart.subTotalAmount);
    expect(String(linesOf(cart, 'g-ann')[0]?.id)).not.toBe('0');
    expect(cart.lastOperateTime).toBeGreaterThan(0);
  });

  it('names lines in the reader’s language', async () => {
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, await version(), [
      line(p.dumplings.id, 1),
    ]);
    const zh = await call<{ orderItems: { menuName: string }[] }>(
      server.baseUrl,
      'GET',
      '/api/shoppingCart',
      {
        tableId: tableA,
        locale: 'zh-TW',
      },
    );
    expect(zh.body.data.orderItems[0]?.menuName).toBe('豬肉水餃');
  });

  it('applies a write from an older version when only other diners wrote since', async () => {
    const start = await version();
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]);
    // Bob read the cart before Ann's write: his own entry has not moved, so nothing he rests on did.
    const rebased = await putLines(server.baseUrl, tableA, { guestId: 'g-bob' }, start, [
      line(p.noodles.id, 1),
    ]);
    expect(rebased.status).toBe(200);
    expect(rebased.body.data.cartRowVersion).toBe(start + 2);
    const cart = (await getCart(server.baseUrl, tableA)).body.data;
    expect(linesOf(cart, 'g-ann')).toHaveLength(1);
    expect(linesOf(cart, 'g-bob')).toHaveLength(1);
  });

  it('refuses with 66666 a write from before its own entry changed, losing nothing', async () => {
    const start = await version();
    // The same diner on two phones: the first phone's write moves the entry the second rests on.
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]);
    const before = (await getCart(server.baseUrl, tableA)).body.data;
    const stale = await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [
      line(p.noodles.id, 1),
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(66666);
    expect(stale.body.data).toMatchObject({ cartRowVersion: before.cartRowVersion });
    expect((await getCart(server.baseUrl, tableA)).body.data).toEqual(before);
  });

  it('refuses with 66666 a write from before a placement emptied the table', async () => {
    const start = await version();
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]);
    await server.db.query(
      `update carts set user_carts = '[]'::jsonb, row_version = row_version + 1,
              reset_version = row_version + 1, entry_versions = '{}'::jsonb where table_id = $1`,
      [tableA],
    );
    const stale = await putLines(server.baseUrl, tableA, { guestId: 'g-bob' }, start, [
      line(p.noodles.id, 1),
    ]);
    expect(stale.body.code).toBe(66666);
  });

  it('lets two diners write on the same version, and one diner’s two writes only once', async () => {
    const start = await version();
    const diners = await Promise.all([
      putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]),
      putLines(server.baseUrl, tableA, { guestId: 'g-bob' }, start, [line(p.noodles.id, 1)]),
    ]);
    expect(diners.map((r) => r.status)).toEqual([200, 200]);
    const next = start + 2;
    const phones = await Promise.all([
      putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, next, [line(p.dumplings.id, 2)]),
      putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, next, [line(p.dumplings.id, 3)]),
    ]);
    expect(phones.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(phones.find((r) => r.status === 409)?.body.code).toBe(66666);
    const cart = (await getCart(server.baseUrl, tableA)).body.data;
    expect(cart.cartRowVersion).toBe(next + 1);
    expect(cart.userCarts).toHaveLength(2);
  });

  it('refuses a sold-out dish with 2025 and keeps the cart', async () => {
    const before = (await getCart(server.baseUrl, tableA)).body.data;
    const reply = await putLines(
      server.baseUrl,
      tableA,
      { guestId: 'g-ann' },
      before.cartRowVersion,
      [line(p.soldOut.id, 1)],
    );
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe(2025);
    expect(reply.body.data).toMatchObject({ cartRowVersion: before.cartRowVersion });
    expect((await getCart(server.baseUrl, tableA)).body.data).toEqual(before);
  });

  it('refuses a modifier the dish does not offer, or too many, with 1997', async () => {
    const start = await version();
    const foreign = await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [
      line(p.dumplings.id, 1, { orderItemModifiers: [{ modifierProductId: egg, quantity: 1 }] }),
    ]);
    expect([foreign.status, foreign.body.code]).toEqual([409, 1997]);
    const tooMany = await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [
      line(p.noodles.id, 1, { orderItemModifiers: [{ modifierProductId: egg, quantity: 3 }] }),
    ]);
    expect([tooMany.status, tooMany.body.code]).toEqual([409, 1997]);
    expect(await version()).toBe(start);
  });

  it('merges lines of one key, drops zero quantities and zero modifiers, keeps ids', async () => {
    const who = { guestId: 'g-ann' };
    const first = await putLines(server.baseUrl, tableA, who, await version(), [
      line(p.noodles.id, 1, {
        orderItemModifiers: [
          { modifierProductId: egg, quantity: 1 },
          { modifierProductId: spicy, quantity: 0 },
        ],
      }),
      line(p.noodles.id, 2, { orderItemModifiers: [{ modifierProductId: egg, quantity: 1 }] }),
      line(p.dumplings.id, 1),
    ]);
    const stored = linesOf(first.body.data, 'g-ann');
    expect(stored.map((l) => [String(l.productId), l.quantity])).toEqual([
      [p.noodles.id, 3],
      [p.dumplings.id, 1],
    ]);
    expect(stored[0]?.orderItemModifiers).toHaveLength(1);
    const [noodles, dumplings] = stored;
    const second = await putLines(server.baseUrl, tableA, who, first.body.data.cartRowVersion, [
      { ...noodles, id: String(noodles?.id), quantity: 0 },
      { ...dumplings, id: String(dumplings?.id), quantity: 4 },
    ]);
    const after = linesOf(second.body.data, 'g-ann');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ quantity: 4, sort: dumplings?.sort });
    expect(String(after[0]?.id)).toBe(String(dumplings?.id));
  });

  it('reprices a line silently when the menu price changes', async () => {
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, await version(), [
      line(p.dumplings.id, 2),
    ]);
    await server.db.query('update products set price = 10 where id = $1', [p.dumplings.id]);
    try {
      const cart = (await getCart(server.baseUrl, tableA)).body.data;
      expect(cart.orderItems[0]?.price).toBe(10);
      expect(cart.subTotalAmount).toBe(20);
    } finally {
      await server.db.query('update products set price = $2 where id = $1', [
        p.dumplings.id,
        p.dumplings.price,
      ]);
    }
  });

  it('lists a line that sold out since as invalid, outside the totals', async () => {
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, await version(), [
      line(p.fish.id, 1, { salesUnitFactorList: [6] }),
    ]);
    await server.db.query('update products set sold_out = true where id = $1', [p.fish.id]);
    try {
      const cart = (await getCart(server.baseUrl, tableA)).body.data;
      expect(cart.orderItems).toEqual([]);
      expect(cart.userCarts[0]?.invalidOrderItems).toHaveLength(1);
    } finally {
      await server.db.query('update products set sold_out = false where id = $1', [p.fish.id]);
    }
  });

  it('bills a weighed dish by the weight the diner asks for', async () => {
    const reply = await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, await version(), [
      line(p.fish.id, 1, { salesUnitFactorList: [5] }),
    ]);
    expect(reply.body.data.subTotalAmount).toBe(24);
  });

  it('clears only the asking diner’s lines and moves the version on', async () => {
    const start = await version();
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]);
    await putLines(server.baseUrl, tableA, { token: fixture.member.token }, start + 1, [
      line(p.fish.id, 1, { salesUnitFactorList: [6] }),
    ]);
    const cleared = await clearCart(server.baseUrl, tableA, { guestId: 'g-ann' });
    expect(cleared.body.data.cartRowVersion).toBe(start + 3);
    expect(cleared.body.data.userCarts.map((entry) => String(entry.userId))).toEqual([
      fixture.member.id,
    ]);
  });

  it('clears every diner’s lines once the cart has sat idle for the clear-cart time', async () => {
    const start = await version();
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]);
    await putLines(server.baseUrl, tableA, { token: fixture.member.token }, start + 1, [
      line(p.noodles.id, 1),
    ]);
    // The fixture merchant's clear-cart time (setting 8003) is 30 minutes.
    server.advanceClock(30 * 60_000);
    const cleared = await clearCart(server.baseUrl, tableA, { guestId: 'g-late' });
    expect(cleared.body.data).toMatchObject({
      cartRowVersion: start + 3,
      orderItems: [],
      userCarts: [],
    });
  });

  it('clears only the asking diner’s lines from an idle cart when asked for theirs alone', async () => {
    const start = await version();
    await putLines(server.baseUrl, tableA, { guestId: 'g-ann' }, start, [line(p.dumplings.id, 1)]);
    await putLines(server.baseUrl, tableA, { token: fixture.member.token }, start + 1, [
      line(p.noodles.id, 1),
    ]);
    server.advanceClock(30 * 60_000);
    const mine = (scope: string) =>
      call<CartOrder>(server.baseUrl, 'DELETE', `/api/shoppingCart/clear?scope=${scope}`, {
        token: fixture.member.token,
        tableId: tableA,
        merchantId: fixture.merchantId,
      });
    expect((await mine('everyone')).status).toBe(400);
    const cleared = await mine('mine');
    expect(cleared.body.data.userCarts.map((entry) => String(entry.userId))).toEqual(['g-ann']);
  });
});
