import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFullyVoided } from '../../src/domain/cart/visibility.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { line } from '../cart/test-kit.ts';
import { extraTable } from '../orders/test-kit.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { otherStaffToken, placeRound, seedStaff, staff, staffOrder } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const egg = { orderItemModifiers: [{ modifierProductId: '801', quantity: 1 }] };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const act = async (orderId: string, action: string, body?: unknown) => {
  const reply = await staff<Order>(server.baseUrl, 'POST', `/orders/${orderId}/${action}`, {
    body,
  });
  expect([reply.status, reply.body.code, reply.body.msg]).toEqual([200, 0, 'success']);
  return reply.body.data;
};
const refused = async (orderId: string, action: string, body?: unknown) => {
  const reply = await staff(server.baseUrl, 'POST', `/orders/${orderId}/${action}`, { body });
  return [reply.status, reply.body.code];
};
const sentCounts = (order: Order) =>
  order.orderItems.map((item) => [item.quantity, item.qtySentToKitchen, item.waitToSend]);
/** Every stored total is the domain's pricing of the stored lines and adjustments. */
const expectPriced = (order: Order) => {
  const totals = orderTotals(order);
  expect([order.subTotalAmount, order.totalDiscountAmount, order.totalChargeAmount]).toEqual([
    totals.subtotal,
    totals.discounts,
    totals.charges,
  ]);
  expect(order.totalAmount).toBe(totals.total);
};

describe('an order’s life at the staff’s hands', () => {
  it('sends, voids, adjusts, takes payments with tips and checks out', async () => {
    const table = extraTable(1);
    const placed = await placeRound(server.baseUrl, table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 2),
      line(p.noodles.id, 1, egg),
    ]);
    expect([placed.sendStatus, placed.paymentStatus]).toEqual([0, 0]);
    const [first, second] = placed.orderItems.map((item) => String(item.id));
    const id = String(placed.id);

    let order = await act(id, 'send', { itemIds: [first] });
    expect(order.sendStatus).toBe(1);
    expect(sentCounts(order)).toEqual([
      [2, 2, 0],
      [1, 0, 1],
    ]);
    expect(order.orderItems[0]?.sentAt).toMatch(/\+00:00$/);
    expect(order.orderItems[1]?.sentAt).toBeNull();
    expect(server.liveSent.at(-1)).toEqual({
      tableId: table,
      messageType: 'updateOrder',
      data: { orderId: order.id, liveVersion: expect.any(Number), changedBy: null },
    });
    order = await act(id, 'send');
    expect([order.sendStatus, order.rowVersion]).toEqual([2, placed.rowVersion + 2]);
    const notices = server.liveSent.length;
    expect((await act(id, 'send')).rowVersion).toBe(order.rowVersion);
    expect(server.liveSent).toHaveLength(notices);

    // A second round waits on its own line, never merged into the earlier one.
    order = await placeRound(server.baseUrl, table, { guestId: 'g-bob' }, [
      line(p.dumplings.id, 1),
    ]);
    expect(order.sendStatus).toBe(1);
    const third = String(order.orderItems[2]?.id);
    order = await act(id, `items/${third}/void`, { reason: 'changed their mind' });
    expect(sentCounts(order)[2]).toEqual([0, 0, 0]);
    expect(order.sendStatus).toBe(2);

    // A direction control in a reason would flip it on the diners' phones: it is dropped.
    order = await act(id, `items/${first}/void`, { quantity: 1, reason: '\u202Edropped' });
    expect(order.orderItems[0]).toMatchObject({ quantity: 1, qtyVoid: 1, voidReason: 'dropped' });
    order = await act(id, `items/${first}/void`, { reason: 'cold' });
    const voided = order.orderItems[0];
    expect(voided).toMatchObject({ quantity: 0, qtyVoid: 2, qtySentToKitchen: 2 });
    expect(voided && isFullyVoided(voided)).toBe(true);
    expect(order.subTotalAmount).toBe(13.5);
    expectPriced(order);

    order = await act(id, 'adjustments', { category: 'discount', percent: 10 });
    expect([order.totalDiscountAmount, order.totalAmount]).toEqual([1.35, 12.15]);
    order = await act(id, 'adjustments', { category: 'charge', amount: 2, target: 'entireOrder' });
    expect([order.totalChargeAmount, order.totalAmount]).toEqual([2, 14.15]);
    expectPriced(order);

    expect(await refused(id, 'complete')).toEqual([409, 4050]);
    order = await act(id, 'payments', { amount: 10, tips: 1, method: 'card' });
    expect(order).toMatchObject({ paymentStatus: 1, paymentsTotal: 10, paymentsTips: 1 });
    order = await act(id, 'payments', { amount: 5, tips: 0.5, method: 'cash' });
    expect(order).toMatchObject({
      paymentStatus: 2,
      paymentsTotal: 15,
      paymentsTips: 1.5,
      paymentsChange: 0.85,
    });
    expect(order.payments.map((payment) => [payment.amount, payment.tips, payment.method])).toEqual(
      [
        [10, 1, 'card'],
        [5, 0.5, 'cash'],
      ],
    );
    expect(await refused(id, 'payments', { amount: 1, method: 'cash' })).toEqual([409, 11000]);

    order = await act(id, 'complete', { rowVersion: order.rowVersion });
    expect(order.status).toBe(1);
    for (const [action, body] of [
      ['send', {}],
      [`items/${second}/void`, { reason: 'late' }],
      ['adjustments', { category: 'discount', amount: 1 }],
      ['cancel', { reason: 'oops' }],
      ['complete', {}],
    ] as const)
      expect(await refused(id, action, body)).toEqual([409, 11000]);
    expect(await staffOrder(server.baseUrl, id)).toEqual(order);
    // The table is free for a new order: the next round starts one.
    const next = await placeRound(server.baseUrl, table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
    ]);
    expect(String(next.id)).not.toBe(id);
  });

  it('marks a paid order partly paid again when the diners order more', async () => {
    const table = extraTable(2);
    const placed = await placeRound(server.baseUrl, table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
    ]);
    const id = String(placed.id);
    expect((await act(id, 'payments', { amount: 9.5, method: 'cash' })).paymentStatus).toBe(2);
    const more = await placeRound(server.baseUrl, table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
    ]);
    expect(more).toMatchObject({ paymentStatus: 1, paymentsTotal: 9.5, totalAmount: 19 });
  });

  it('completes a paid order only once nothing waits for the kitchen', async () => {
    const table = extraTable(9);
    const placed = await placeRound(server.baseUrl, table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 2),
    ]);
    const id = String(placed.id);
    await act(id, 'payments', { amount: 19, method: 'card' });
    // Before, it closed: the two dumplings were never sent, and nobody cooked what was paid for.
    const waiting = await staff(server.baseUrl, 'POST', `/orders/${id}/complete`, { body: {} });
    expect([waiting.status, waiting.body.code, waiting.body.data]).toEqual([
      409,
      4052,
      { waiting: 2 },
    ]);
    expect((await staffOrder(server.baseUrl, id)).status).toBe(0);
    await act(id, 'send');
    expect((await act(id, 'complete')).status).toBe(1);
  });

  it('answers 12000 with the current order to a change made from a stale version', async () => {
    const placed = await placeRound(server.baseUrl, extraTable(3), { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
    ]);
    const id = String(placed.id);
    await act(id, 'send', { rowVersion: placed.rowVersion });
    const stale = await staff<Order>(server.baseUrl, 'POST', `/orders/${id}/adjustments`, {
      body: { category: 'discount', amount: 1, rowVersion: placed.rowVersion },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 12000]);
    expect(stale.body.data.rowVersion).toBe(placed.rowVersion + 1);
    expect((await staffOrder(server.baseUrl, id)).priceAdjustments).toEqual([]);
  });

  it('cancels an unpaid order with a reason, but not one with payments', async () => {
    const open = await placeRound(server.baseUrl, extraTable(4), { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
    ]);
    const cancelled = await act(String(open.id), 'cancel', { reason: 'walked out' });
    expect([cancelled.status, cancelled.reason]).toEqual([2, 'walked out']);
    const paid = await placeRound(server.baseUrl, extraTable(5), { guestId: 'g-ann' }, [
      line(p.dumplings.id, 2),
    ]);
    await act(String(paid.id), 'payments', { amount: 5, method: 'cash' });
    expect(await refused(String(paid.id), 'cancel', { reason: 'x' })).toEqual([409, 4051]);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const placed = await placeRound(server.baseUrl, extraTable(6), { guestId: 'g-ann' }, [
      line(p.dumplings.id, 2),
    ]);
    const id = String(placed.id);
    const item = String(placed.orderItems[0]?.id);
    const before = await staffOrder(server.baseUrl, id);
    const cases: [string, unknown, number][] = [
      [`items/${item}/void`, { quantity: 3, reason: 'x' }, 400],
      [`items/${item}/void`, { quantity: 0, reason: 'x' }, 400],
      [`items/${item}/void`, { reason: '   ' }, 400],
      // Only direction controls or zero-width characters: nothing anyone could read.
      [`items/${item}/void`, { reason: '\u202E' }, 400],
      [`items/${item}/void`, { reason: ' \u200B\u2060 ' }, 400],
      [`items/${item}/void`, { reason: '\u3164\u00AD\u0301' }, 400],
      [`items/${item}/void`, { reason: '🍜'.repeat(201) }, 400],
      ['cancel', { reason: '\u200B' }, 400],
      [`items/${item}/void`, { quantity: 1 }, 400],
      [`items/424242/void`, { reason: 'x' }, 404],
      ['send', { itemIds: ['424242'] }, 404],
      ['send', { itemIds: 'all' }, 400],
      ['adjustments', { category: 'discount' }, 400],
      ['adjustments', { category: 'discount', amount: 1, percent: 5 }, 400],
      ['adjustments', { category: 'tips', amount: 1 }, 400],
      ['adjustments', { category: 'charge', amount: 0.001 }, 400],
      ['adjustments', { category: 'charge', percent: 101 }, 400],
      ['payments', { amount: -5, method: 'cash' }, 400],
      ['payments', { amount: 1e30, method: 'cash' }, 400],
      ['payments', { amount: 5, method: '<script>' }, 400],
      ['payments', { amount: 5, tips: -1, method: 'cash' }, 400],
      ['payments', { amount: '5', method: 'cash' }, 400],
      ['cancel', {}, 400],
      ['merge', { intoOrderId: 'x' }, 400],
      ['complete', { rowVersion: -1 }, 400],
    ];
    for (const [action, body, status] of cases)
      expect([action, (await refused(id, action, body))[0]]).toEqual([action, status]);
    const malformed = await staff(server.baseUrl, 'POST', `/orders/${id}/payments`, {
      rawBody: '{"amount": 5,',
    });
    expect(malformed.status).toBe(400);
    const huge = await staff(server.baseUrl, 'POST', `/orders/${id}/payments`, {
      rawBody: '{"amount": 1e400, "method": "cash"}',
    });
    expect(huge.status).toBe(400);
    expect(await staffOrder(server.baseUrl, id)).toEqual(before);
    for (const path of ['/orders/abc', '/orders/99999999999999999999'])
      expect((await staff(server.baseUrl, 'GET', path)).status).toBe(400);
    expect((await staff(server.baseUrl, 'GET', '/orders/424242')).status).toBe(404);
    const foreign = await staff(server.baseUrl, 'GET', `/orders/${id}`, { token: otherStaffToken });
    expect([foreign.status, foreign.body.code]).toEqual([404, 404]);
  });
});
