import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/model/order.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { line } from '../cart/test-kit.ts';
import { extraTable } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { placeRound, seedStaff, staff, staffOrder } from './test-kit.ts';

const p = fixture.products;
const ada = { token: fixture.member.token };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
}, 30_000);
afterAll(async () => server.close());

const merge = (orderId: string, body: unknown) =>
  staff<{ order: Order; merged: Order }>(server.baseUrl, 'POST', `/orders/${orderId}/merge`, {
    body,
  });
const orderAt = async (n: number, lines: unknown[], who: { token?: string; guestId?: string }) =>
  placeRound(server.baseUrl, extraTable(n), who, lines);

describe('POST /api/staff/orders/:id/merge', () => {
  it('appends the source’s lines to the target and leaves the source BeMerged, payable 0', async () => {
    const source = await orderAt(1, [line(p.dumplings.id, 2), line(p.noodles.id, 1)], ada);
    const target = await orderAt(2, [line(p.dumplings.id, 1)], { guestId: 'g-ann' });
    const sent = (
      await staff<Order>(server.baseUrl, 'POST', `/orders/${String(source.id)}/send`, {
        body: { itemIds: [String(source.orderItems[0]?.id)] },
      })
    ).body.data;
    const reply = await merge(String(source.id), {
      intoOrderId: String(target.id),
      rowVersion: sent.rowVersion,
      intoRowVersion: target.rowVersion,
    });
    expect([reply.status, reply.body.code]).toEqual([200, 0]);
    const { order, merged } = reply.body.data;
    expect(merged.status).toBe(3);
    expect(orderTotals(merged).payable).toBe(0);
    expect(
      order.orderItems.map((item) => [String(item.id), item.sort, item.qtySentToKitchen]),
    ).toEqual([
      [String(target.orderItems[0]?.id), 1, 0],
      [String(source.orderItems[0]?.id), 2, 2],
      [String(source.orderItems[1]?.id), 3, 0],
    ]);
    expect(order.orderItems.every((item) => String(item.orderId) === String(target.id))).toBe(true);
    expect([order.sendStatus, order.totalAmount]).toEqual([1, 40.5]);
    expect(orderTotals(order).payable).toBe(40.5);
    expect(await staffOrder(server.baseUrl, String(source.id))).toEqual(merged);
    expect(server.liveSent.slice(-2)).toEqual([
      {
        tableId: extraTable(1),
        messageType: 'updateOrder',
        data: { orderId: merged.id, liveVersion: expect.any(Number), changedBy: null },
      },
      {
        tableId: extraTable(2),
        messageType: 'updateOrder',
        data: { orderId: order.id, liveVersion: expect.any(Number), changedBy: null },
      },
    ]);
    // Ada placed the source, so the merged order is in her list now.
    const list = await call<{ list: { id: string }[] }>(
      server.baseUrl,
      'GET',
      '/api/merchant/order/member-order-list',
      ada,
    );
    expect(list.body.data.list.map((entry) => String(entry.id))).toContain(String(order.id));
    // The source table has no active order any more.
    const active = await call(server.baseUrl, 'GET', '/api/merchant/order/table-active-order', {
      tableId: extraTable(1),
    });
    expect(active.body.data).toBeNull();
  });

  it('refuses itself, unknown, paid, closed and stale orders', async () => {
    const a = await orderAt(3, [line(p.dumplings.id, 1)], { guestId: 'g-ann' });
    const b = await orderAt(4, [line(p.dumplings.id, 1)], { guestId: 'g-bob' });
    const c = await orderAt(5, [line(p.dumplings.id, 1)], { guestId: 'g-cy' });
    const [aId, bId, cId] = [a, b, c].map((order) => String(order.id)) as [string, string, string];
    const codeOf = async (from: string, body: unknown) => {
      const reply = await merge(from, body);
      return [reply.status, reply.body.code];
    };
    expect(await codeOf(aId, { intoOrderId: aId })).toEqual([400, 400]);
    expect(await codeOf(aId, { intoOrderId: '424242' })).toEqual([404, 404]);
    expect(await codeOf(aId, { intoOrderId: bId, intoRowVersion: 99 })).toEqual([409, 12000]);
    expect(await codeOf(aId, { intoOrderId: bId, rowVersion: 99 })).toEqual([409, 12000]);
    await staff(server.baseUrl, 'POST', `/orders/${cId}/payments`, {
      body: { amount: 1, method: 'cash' },
    });
    expect(await codeOf(cId, { intoOrderId: bId })).toEqual([409, 4051]);
    await staff(server.baseUrl, 'POST', `/orders/${bId}/cancel`, { body: { reason: 'gone' } });
    expect(await codeOf(aId, { intoOrderId: bId })).toEqual([409, 11000]);
    expect(await codeOf(aId, { intoOrderId: cId })).toMatchObject([200, 0]);
    expect(await codeOf(aId, { intoOrderId: cId })).toEqual([409, 11000]);
    expect((await staffOrder(server.baseUrl, bId)).orderItems).toHaveLength(1);
  });
});
