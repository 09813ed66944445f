import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../../src/domain/model/order.ts';
import { itemTotal } from '../../src/domain/pricing/item-total.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { line } from '../cart/test-kit.ts';
import { extraTable } from '../orders/test-kit.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { otherStaffToken, placeRound, seedStaff, staff, staffOrder } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

/** A round at its own table: a fish the diner guessed at 600 g each, and dumplings. */
const placeFish = async (table: number, fish = 1): Promise<Order> =>
  placeRound(server.baseUrl, extraTable(table), { guestId: `g-weigh-${table}` }, [
    line(p.fish.id, fish, { salesUnitFactorList: [6] }),
    line(p.dumplings.id, 1),
  ]);

const lineOf = (order: Order, productId: string): OrderItem => {
  const found = order.orderItems.find((item) => String(item.productId) === productId);
  if (found === undefined) throw new Error(`no line of ${productId}`);
  return found;
};

const weigh = (
  order: Order,
  itemId: string,
  body: unknown,
  options: { token?: string | null; locale?: string } = {},
) =>
  staff<Order>(server.baseUrl, 'POST', `/orders/${order.id}/items/${itemId}/weight`, {
    body,
    ...options,
  });

const expectPriced = (order: Order) => {
  const totals = orderTotals(order);
  expect([order.subTotalAmount, order.totalAmount]).toEqual([totals.subtotal, totals.total]);
  for (const item of order.orderItems) expect(item.itemWithAdjustmentAmount).toBe(itemTotal(item));
};

describe('re-weighing a weighed dish', () => {
  it('places the diner’s weight as an estimate; the staff’s weight replaces it and the bill follows', async () => {
    const placed = await placeFish(1);
    const fish = lineOf(placed, p.fish.id);
    expect(fish).toMatchObject({ salesUnitFactorList: [6], weightEstimated: true });
    expect(fish.itemWithAdjustmentAmount).toBe(28.8);
    expect(lineOf(placed, p.dumplings.id).weightEstimated).toBeUndefined();
    expect(placed.totalAmount).toBe(38.3);

    const notices = server.liveSent.length;
    const reply = await weigh(placed, String(fish.id), {
      grams: 640,
      rowVersion: placed.rowVersion,
    });
    expect([reply.status, reply.body.code]).toEqual([200, 0]);
    const weighed = reply.body.data;
    expect(lineOf(weighed, p.fish.id)).toMatchObject({
      salesUnitFactorList: [6.4],
      weightEstimated: false,
      itemWithAdjustmentAmount: 30.72,
      quantity: 1,
    });
    expect([weighed.subTotalAmount, weighed.totalAmount]).toEqual([40.22, 40.22]);
    expect(weighed.rowVersion).toBe(placed.rowVersion + 1);
    expectPriced(weighed);
    expect(server.liveSent.slice(notices)).toEqual([
      {
        tableId: extraTable(1),
        messageType: 'updateOrder',
        data: { orderId: weighed.id, liveVersion: expect.any(Number), changedBy: null },
      },
    ]);
    expect(await staffOrder(server.baseUrl, String(placed.id))).toEqual(weighed);

    // The same weight again changes nothing and tells no one; a factor is the stored unit.
    const again = await weigh(weighed, String(fish.id), { factor: 6.4 });
    expect(again.body.data.rowVersion).toBe(weighed.rowVersion);
    expect(server.liveSent).toHaveLength(notices + 1);
    const lighter = await weigh(weighed, String(fish.id), { factor: 5.125 });
    expect(lineOf(lighter.body.data, p.fish.id)).toMatchObject({
      salesUnitFactorList: [5.125],
      itemWithAdjustmentAmount: 24.6,
    });
    expectPriced(lighter.body.data);
  });

  it('takes back the points a member earned on an estimate heavier than the fish', async () => {
    const ada = { token: fixture.member.token };
    const points = async () =>
      Number(
        (
          await server.db.query<{ points: number }>('select points from members where id = $1', [
            fixture.member.id,
          ])
        )[0]?.points,
      );
    const start = await points();
    // The diner guesses 5 kg of fish: $240 and 240 points.
    const placed = await placeRound(server.baseUrl, extraTable(8), ada, [
      line(p.fish.id, 1, { salesUnitFactorList: [50] }),
    ]);
    expect(placed.totalAmount).toBe(240);
    expect(await points()).toBe(start + 240);
    // The scale says 500 g: $24, and the points follow the fish, not the guess.
    const weighed = await weigh(placed, String(lineOf(placed, p.fish.id).id), { grams: 500 });
    expect(weighed.body.data.totalAmount).toBe(24);
    expect(await points()).toBe(start + 24);
  });

  it('weighs each piece of a line of several', async () => {
    const placed = await placeFish(2, 2);
    const fish = lineOf(placed, p.fish.id);
    expect(fish.itemWithAdjustmentAmount).toBe(57.6);
    const reply = await weigh(placed, String(fish.id), { grams: 500 });
    expect(lineOf(reply.body.data, p.fish.id).itemWithAdjustmentAmount).toBe(48);
    expectPriced(reply.body.data);
  });

  it('makes a paid order partly paid again when the weight comes out heavier', async () => {
    const placed = await placeFish(3);
    const paid = await staff<Order>(server.baseUrl, 'POST', `/orders/${placed.id}/payments`, {
      body: { amount: placed.totalAmount, method: 'cash' },
    });
    expect(paid.body.data.paymentStatus).toBe(2);
    const fish = lineOf(placed, p.fish.id);
    const reply = await weigh(paid.body.data, String(fish.id), { grams: 700 });
    expect(reply.body.data).toMatchObject({ paymentStatus: 1, totalAmount: 43.1 });
  });
});

describe('re-weighing is refused', () => {
  it('without a staff token of the order’s merchant, and for a diner’s token', async () => {
    const placed = await placeFish(4);
    const itemId = String(lineOf(placed, p.fish.id).id);
    const before = await staffOrder(server.baseUrl, String(placed.id));
    const body = { grams: 640 };
    const noToken = await weigh(placed, itemId, body, { token: null });
    expect([noToken.status, noToken.body.code]).toEqual([401, 401]);
    const wrong = await weigh(placed, itemId, body, { token: 'tfstaff_not-a-token' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 401]);
    const diner = await weigh(placed, itemId, body, { token: fixture.member.token });
    expect([diner.status, diner.body.code]).toEqual([401, 401]);
    // Another merchant's staff: the order is not theirs, so it does not exist for them.
    const foreign = await weigh(placed, itemId, body, { token: otherStaffToken });
    expect([foreign.status, foreign.body.code]).toEqual([404, 404]);
    expect(await staffOrder(server.baseUrl, String(placed.id))).toEqual(before);
  });

  it('for a line not sold by weight, an unknown line, and weights outside 50 g to 5 kg', async () => {
    const placed = await placeFish(5);
    const fish = String(lineOf(placed, p.fish.id).id);
    const dumplings = String(lineOf(placed, p.dumplings.id).id);
    const before = await staffOrder(server.baseUrl, String(placed.id));
    const cases: [string, unknown, number][] = [
      [dumplings, { grams: 640 }, 400],
      ['424242', { grams: 640 }, 404],
      [fish, { grams: 49 }, 400],
      [fish, { grams: 5001 }, 400],
      [fish, { grams: 0 }, 400],
      [fish, { factor: 0.001 }, 400],
      [fish, { factor: 50.001 }, 400],
      [fish, { factor: 6.0001 }, 400],
      [fish, { grams: 640.5 }, 400],
      [fish, { grams: -640 }, 400],
      [fish, { grams: '640' }, 400],
      [fish, { grams: 640, factor: 6.4 }, 400],
      [fish, {}, 400],
      [fish, { grams: 640, rowVersion: -1 }, 400],
    ];
    for (const [itemId, body, status] of cases) {
      const reply = await weigh(placed, itemId, body);
      expect([itemId, body, reply.status, reply.body.code]).toEqual([itemId, body, status, status]);
    }
    const notWeighed = await weigh(placed, dumplings, { grams: 640 });
    expect(notWeighed.body.msg).toBe('This item is not sold by weight.');
    const tooLight = await weigh(placed, fish, { grams: 20 });
    expect(tooLight.body.msg).toBe(
      'The weight of a dish sold by weight must be from 50 g to 5 kg.',
    );
    const zh = await weigh(placed, fish, { grams: 9000 }, { locale: 'zh-TW' });
    expect(zh.body.msg).toBe('秤重餐點的重量須介於 50 公克到 5 公斤之間。');
    expect(await staffOrder(server.baseUrl, String(placed.id))).toEqual(before);
  });

  it('from a stale version (12000) and on a closed order (11000)', async () => {
    const placed = await placeFish(6);
    const fish = String(lineOf(placed, p.fish.id).id);
    await staff(server.baseUrl, 'POST', `/orders/${placed.id}/send`, { body: {} });
    const stale = await weigh(placed, fish, { grams: 640, rowVersion: placed.rowVersion });
    expect([stale.status, stale.body.code]).toEqual([409, 12000]);
    expect(stale.body.data.rowVersion).toBe(placed.rowVersion + 1);
    expect(lineOf(stale.body.data, p.fish.id).weightEstimated).toBe(true);

    const current = stale.body.data;
    await staff(server.baseUrl, 'POST', `/orders/${placed.id}/payments`, {
      body: { amount: current.totalAmount, method: 'cash' },
    });
    await staff(server.baseUrl, 'POST', `/orders/${placed.id}/complete`, { body: {} });
    const closed = await weigh(current, fish, { grams: 640 });
    expect([closed.status, closed.body.code]).toEqual([409, 11000]);
    expect(lineOf(await staffOrder(server.baseUrl, String(placed.id)), p.fish.id)).toMatchObject({
      salesUnitFactorList: [6],
      weightEstimated: true,
    });
  });

  it('on a line voided in full', async () => {
    const placed = await placeFish(7);
    const fish = String(lineOf(placed, p.fish.id).id);
    await staff(server.baseUrl, 'POST', `/orders/${placed.id}/items/${fish}/void`, {
      body: { reason: 'sent back' },
    });
    const reply = await weigh(placed, fish, { grams: 640 });
    expect([reply.status, reply.body.code]).toEqual([400, 400]);
  });
});
