import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/model/order.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import { extraTable, otherMember, place, pointsOf as pointsOfMember } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { placeRound, seedStaff, staff, staffOrder } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const ada = { token: fixture.member.token };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const merge = (orderId: string, body: unknown) =>
  staff<{ order: Order; merged: Order }>(server.baseUrl, 'POST', `/orders/${orderId}/merge`, {
    body,
  });
const orderAt = async (n: number, lines: unknown[], who: { token?: string; guestId?: string }) =>
  placeRound(server.baseUrl, extraTable(n), who, lines);

const pointsOf = (memberId: string) => pointsOfMember(server.db, memberId);

describe('POST /api/staff/orders/:id/merge', () => {
  it('takes each member’s points and coupons along: a later void or cancel settles with the right member', async () => {
    await server.db.query(
      `insert into coupons (id, merchant_id, name, discount_type, discount_value, threshold_amount, max_discount_amount)
       values (1301, 1001, '{"en-US": "$5 off over $20", "zh-TW": "滿 20 折 5"}', 0, 5, 20, 0)`,
    );
    await server.db.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values (1401, 1301, 901, 0, now() + interval '30 days')`,
    );
    const [adaStart, boStart] = [await pointsOf(fixture.member.id), await pointsOf(otherMember.id)];
    const adaTable = extraTable(6);
    const version = (await getCart(server.baseUrl, adaTable)).body.data.cartRowVersion;
    await putLines(server.baseUrl, adaTable, ada, version, [
      line(p.dumplings.id, 2),
      line(p.noodles.id, 1),
    ]);
    const adas = (await place(server.baseUrl, adaTable, ada, { userCouponIds: ['1401'] })).body.data
      .order as Order;
    const bos = await orderAt(7, [line(p.dumplings.id, 1)], { token: otherMember.token });
    // $26 paid earns Ada 26; Bo earns 9 on $9.50.
    expect(await pointsOf(fixture.member.id)).toBe(adaStart + 26);
    expect(await pointsOf(otherMember.id)).toBe(boStart + 9);
    const merged = await merge(String(adas.id), {
      intoOrderId: String(bos.id),
      rowVersion: adas.rowVersion,
    });
    expect(merged.status).toBe(200);
    const dumplings = adas.orderItems.find((item) => String(item.productId) === p.dumplings.id);
    const voided = await staff<Order>(
      server.baseUrl,
      'POST',
      `/orders/${String(bos.id)}/items/${String(dumplings?.id)}/void`,
      { body: { quantity: 2, reason: 'sent back' } },
    );
    expect(voided.status).toBe(200);
    // Ada's $19 of dumplings: her points go back, not Bo's.
    expect(await pointsOf(fixture.member.id)).toBe(adaStart + 26 - 19);
    expect(await pointsOf(otherMember.id)).toBe(boStart + 9);
    const cancelled = await staff(server.baseUrl, 'POST', `/orders/${String(bos.id)}/cancel`, {
      body: { reason: 'the tables left' },
    });
    expect(cancelled.status).toBe(200);
    expect(await pointsOf(fixture.member.id)).toBe(adaStart);
    expect(await pointsOf(otherMember.id)).toBe(boStart);
    const [coupon] = await server.db.query<{ state: number }>(
      'select state from user_coupons where id = 1401',
    );
    expect(coupon?.state).toBe(0);
  });

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
    // The source's round 1 comes after the target's, saying where it was placed.
    const from = { tableName: source.tableName, serial: source.serial };
    expect(order.orderItems.map((item) => [item.round, item.mergedFrom])).toEqual([
      [1, undefined],
      [2, from],
      [2, from],
    ]);
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

  it('keeps the merged party’s guests when the target’s table places its next round', async () => {
    const guestsAt = (tableId: string, guests: number, who: { guestId: string }) =>
      call(server.baseUrl, 'POST', '/api/shoppingCart/guests', {
        tableId,
        ...who,
        body: { guests },
      });
    const [sourceTable, targetTable] = [extraTable(8), extraTable(9)];
    const lina = { guestId: 'g-lina' };
    const omar = { guestId: 'g-omar' };
    expect((await guestsAt(sourceTable, 3, lina)).body.code).toBe(0);
    expect((await guestsAt(targetTable, 8, omar)).body.code).toBe(0);
    const source = await placeRound(server.baseUrl, sourceTable, lina, [line(p.dumplings.id, 1)]);
    const target = await placeRound(server.baseUrl, targetTable, omar, [line(p.noodles.id, 1)]);
    expect([source.guests, target.guests]).toEqual([3, 8]);
    const reply = await merge(String(source.id), { intoOrderId: String(target.id) });
    expect(reply.body.data.order.guests).toBe(11);

    const next = await placeRound(server.baseUrl, targetTable, omar, [line(p.dumplings.id, 1)]);
    expect([String(next.id), next.guests]).toEqual([String(target.id), 11]);
    // The table's own count still moves the order's: two of its party leave.
    expect((await guestsAt(targetTable, 6, omar)).body.code).toBe(0);
    const after = await placeRound(server.baseUrl, targetTable, omar, [line(p.noodles.id, 1)]);
    expect(after.guests).toBe(9);
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
