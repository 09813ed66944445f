import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOrder } from '../../src/domain/model/order.ts';
import { place, seedOrders } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { getCart, line, linesOf } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/** Only the menu sets prices: a condiment's coefficient and a weighed dish's weight range. */
const p = fixture.products;
const chili = { price: 1.5 };
const tableOf = (n: number) => String(510 + n);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedOrders });
  await server.db.query('update products set condiments = $2::jsonb where id = $1', [
    p.dumplings.id,
    JSON.stringify([
      { id: '880', name: { 'en-US': 'Chili oil', 'zh-TW': '辣油' }, ...chili },
      { id: '881', name: { 'en-US': 'Ginger', 'zh-TW': '薑絲' }, price: 0 },
      { id: '882', name: { 'en-US': 'Vinegar', 'zh-TW': '烏醋' }, price: 0 },
    ]),
  ]);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const version = async (tableId: string) =>
  (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;

/** This diner's lines on top of the table's current version, in the given language. */
const write = async (tableId: string, lines: unknown[], locale = 'en-US') =>
  call<CartOrder>(server.baseUrl, 'POST', '/api/shoppingCart', {
    guestId: 'g-ann',
    tableId,
    merchantId: fixture.merchantId,
    locale,
    body: { cartRowVersion: await version(tableId), orderItems: lines },
  });

const withCondiments = (condiments: unknown[]) => ({
  ...line(p.dumplings.id, 1),
  condiments,
});

describe('condiments are priced by the menu', () => {
  it('ignores the coefficient a client sends: a paid condiment never comes free', async () => {
    const tableId = tableOf(1);
    for (const coefficient of [0, 0.001, 10, undefined]) {
      const condiment = {
        ...chili,
        quantity: 2,
        ...(coefficient === undefined ? {} : { coefficient }),
      };
      const reply = await write(tableId, [withCondiments([condiment])]);
      expect([coefficient, reply.status, reply.body.code]).toEqual([coefficient, 200, 0]);
      const [stored] = linesOf(reply.body.data, 'g-ann');
      expect(stored?.condiments).toEqual([
        { condimentId: 880, price: 1.5, coefficient: 1, quantity: 2 },
      ]);
      expect(stored?.itemWithAdjustmentAmount).toBe(12.5);
      expect(reply.body.data.subTotalAmount).toBe(12.5);
    }
    const placed = await place(server.baseUrl, tableId, { guestId: 'g-ann' });
    expect(placed.body.data.order.orderItems[0]?.condiments).toEqual([
      { condimentId: 880, price: 1.5, coefficient: 1, quantity: 2 },
    ]);
    expect(placed.body.data.order.totalAmount).toBe(12.5);
  });

  it('prices a stored line that carries a client’s coefficient by the menu when it is read', async () => {
    const tableId = tableOf(2);
    await write(tableId, [withCondiments([{ ...chili, quantity: 1 }])]);
    const [row] = await server.db.query<{ user_carts: { orderItems: unknown[] }[] }>(
      'select user_carts from carts where table_id = $1',
      [tableId],
    );
    const tampered = row?.user_carts.map((entry) => ({
      ...entry,
      orderItems: entry.orderItems.map((item) => ({
        ...(item as object),
        condiments: [{ ...chili, coefficient: 0, quantity: 1 }],
      })),
    }));
    await server.db.query('update carts set user_carts = $2::jsonb where table_id = $1', [
      tableId,
      JSON.stringify(tampered),
    ]);
    const cart = (await getCart(server.baseUrl, tableId)).body.data;
    expect(cart.orderItems[0]?.condiments).toEqual([
      { condimentId: 880, price: 1.5, coefficient: 1, quantity: 1 },
    ]);
    expect(cart.subTotalAmount).toBe(11);
  });

  it('still refuses a condiment price the dish does not offer (1997)', async () => {
    const reply = await write(tableOf(3), [
      withCondiments([{ price: 0.01, coefficient: 1, quantity: 1 }]),
    ]);
    expect([reply.status, reply.body.code]).toEqual([409, 1997]);
  });
});

describe('a weighed dish’s weight is an estimate within 50 g to 5 kg', () => {
  it('takes the weight per piece, marks the line estimated and places it so', async () => {
    const tableId = tableOf(4);
    for (const [factors, amount] of [
      [[0.5], 2.4],
      [[50], 240],
      [[2.5, 3.5], 28.8],
      [[6.0004], 28.8],
    ] as const) {
      const reply = await write(tableId, [
        line(p.fish.id, 1, { salesUnitFactorList: [...factors] }),
      ]);
      expect([factors, reply.status]).toEqual([factors, 200]);
      const [stored] = linesOf(reply.body.data, 'g-ann');
      expect(stored).toMatchObject({ weightEstimated: true, itemWithAdjustmentAmount: amount });
    }
    const placed = await place(server.baseUrl, tableId, { guestId: 'g-ann' });
    expect(placed.body.data.order.orderItems[0]).toMatchObject({
      salesUnitFactorList: [6],
      weightEstimated: true,
      itemWithAdjustmentAmount: 28.8,
    });
  });

  it('refuses no weight and weights outside the range with a 400 that says so, changing nothing', async () => {
    const tableId = tableOf(5);
    await write(tableId, [line(p.dumplings.id, 1)]);
    const before = (await getCart(server.baseUrl, tableId)).body.data;
    for (const factors of [[0.001], [0.499], [50.001], [30, 30], [], undefined]) {
      const reply = await write(tableId, [
        line(p.dumplings.id, 1),
        line(p.fish.id, 1, factors === undefined ? {} : { salesUnitFactorList: factors }),
      ]);
      expect([factors, reply.status, reply.body.code]).toEqual([factors, 400, 400]);
      expect(reply.body.msg).toBe('The weight of a dish sold by weight must be from 50 g to 5 kg.');
    }
    const zh = await write(
      tableId,
      [line(p.fish.id, 1, { salesUnitFactorList: [0.001] })],
      'zh-TW',
    );
    expect([zh.status, zh.body.msg]).toEqual([400, '秤重餐點的重量須介於 50 公克到 5 公斤之間。']);
    expect((await getCart(server.baseUrl, tableId)).body.data).toEqual(before);
  });

  it('ignores a weight sent for a dish sold by the piece', async () => {
    const reply = await write(tableOf(6), [
      line(p.dumplings.id, 1, { salesUnitFactorList: [0.001] }),
    ]);
    const [stored] = linesOf(reply.body.data, 'g-ann');
    expect(stored?.salesUnitFactorList).toEqual([]);
    expect(stored?.itemWithAdjustmentAmount).toBe(9.5);
    expect(stored && 'weightEstimated' in stored).toBe(false);
  });
});

describe('issue 15 item 2: a condiment is named by its id', () => {
  it('keeps which of two free condiments the diner chose, and prices it from the menu', async () => {
    const table = tableOf(7);
    const reply = await write(table, [
      withCondiments([
        { condimentId: '882', price: 0, quantity: 1 },
        { condimentId: '880', price: 0, coefficient: 0, quantity: 1 },
      ]),
    ]);
    expect(reply.status).toBe(200);
    const [stored] = linesOf(reply.body.data, 'g-ann');
    expect(stored?.condiments).toEqual([
      { condimentId: 882, price: 0, coefficient: 1, quantity: 1 },
      { condimentId: 880, price: 1.5, coefficient: 1, quantity: 1 },
    ]);
  });

  it('refuses an id the product does not offer (1997), and still reads a price alone', async () => {
    const table = tableOf(8);
    const unknown = await write(table, [
      withCondiments([{ condimentId: '999', price: 0, quantity: 1 }]),
    ]);
    expect(unknown.body.code).toBe(1997);
    const byPrice = await write(table, [withCondiments([{ price: 1.5, quantity: 1 }])]);
    // Ids up to 2^53 come back as JSON numbers (docs/api.md).
    expect(linesOf(byPrice.body.data, 'g-ann')[0]?.condiments).toEqual([
      { condimentId: 880, price: 1.5, coefficient: 1, quantity: 1 },
    ]);
  });
});
