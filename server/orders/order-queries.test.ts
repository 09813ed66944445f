import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '../../src/domain/model/schemas/order.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { getCart, line, merchantId, putLines } from '../cart/test-kit.ts';
import { type CallOptions, call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { insertStaffToken } from '../staff/auth.ts';
import { extraTable, otherMember, place, preview, seedOrders } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const ada = { token: fixture.member.token };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedOrders });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const get = <T>(path: string, options: Parameters<typeof call>[3] = {}) =>
  call<T>(server.baseUrl, 'GET', path, { merchantId, ...options });

/** Places one dumpling at the table, as Ada unless someone else is named. */
const placeAt = async (tableId: string, who: { token?: string; guestId?: string } = ada) => {
  const version = (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;
  await putLines(server.baseUrl, tableId, who, version, [line(p.dumplings.id, 1)]);
  server.advanceClock(1_000);
  const reply = await place(server.baseUrl, tableId, who);
  expect(reply.body.code).toBe(0);
  return reply.body.data.order;
};

describe('the table’s orders', () => {
  it('has none before the first placement', async () => {
    const tableId = extraTable(1);
    expect((await get('/api/merchant/order/table-active-order', { tableId })).body).toMatchObject({
      code: 0,
      data: null,
    });
    expect((await get('/api/merchant/order/has-processing-order', { tableId })).body.data).toBe(
      false,
    );
    expect((await get('/api/merchant/order/table-order-ids', { tableId })).body.data).toEqual([]);
  });

  it('names the active order, until it is closed', async () => {
    const tableId = extraTable(1);
    const order = await placeAt(tableId);
    const active = await get<{ id: string; code: string }>(
      '/api/merchant/order/table-active-order',
      { tableId },
    );
    expect(active.body.data).toEqual({ id: order.id, code: order.serial });
    expect((await get('/api/merchant/order/has-processing-order', { tableId })).body.data).toBe(
      true,
    );
    expect((await get('/api/merchant/order/table-order-ids', { tableId })).body.data).toEqual([
      order.id,
    ]);
    await server.db.query('update orders set status = 1 where id = $1', [order.id]);
    expect((await get('/api/merchant/order/has-processing-order', { tableId })).body.data).toBe(
      false,
    );
  });

  it('checks the table on every call', async () => {
    for (const path of ['table-active-order', 'has-processing-order', 'table-order-ids']) {
      const unknown = await get(`/api/merchant/order/${path}`, { tableId: '424242' });
      expect([unknown.status, unknown.body.code]).toEqual([403, 4030]);
      const closed = await get(`/api/merchant/order/${path}`, {
        tableId: fixture.unavailableTable.id,
      });
      expect(closed.body.code).toBe(10010);
      const noSeat = await get(`/api/merchant/order/${path}`);
      expect([noSeat.status, noSeat.body.code]).toEqual([403, 4030]);
    }
  });
});

describe('a member’s orders', () => {
  it('lists them newest first, a page at a time', async () => {
    const placed: Order[] = [];
    for (const n of [2, 3, 4]) placed.push(await placeAt(extraTable(n)));
    const first = await get<{ list: { id: string; itemCount: number }[]; total: number }>(
      '/api/merchant/order/member-order-list?page=1&size=2',
      ada,
    );
    expect(first.body.data).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(first.body.data.list.map((o) => o.id)).toEqual([placed[2]?.id, placed[1]?.id]);
    expect(first.body.data.list[0]).toMatchObject({
      itemCount: 1,
      tableName: 'T4',
      totalAmount: 9.5,
      status: 0,
    });
    const second = await get<{ list: unknown[] }>(
      '/api/merchant/order/member-order-list?page=2&size=2',
      ada,
    );
    expect(second.body.data.list).toHaveLength(2);
    const defaults = await get<{ size: number; page: number }>(
      '/api/merchant/order/member-order-list',
      ada,
    );
    expect(defaults.body.data).toMatchObject({ page: 1, size: 15 });
  });

  it('needs a member and a sane page', async () => {
    expect((await get('/api/merchant/order/member-order-list')).status).toBe(401);
    for (const query of ['page=0', 'size=-1', 'page=x', 'page=1e30', 'size=99999999999'])
      expect((await get(`/api/merchant/order/member-order-list?${query}`, ada)).status).toBe(400);
  });
});

describe('order detail', () => {
  it('shows a member their own orders and diners their table session’s orders; others get 404', async () => {
    const tableId = extraTable(5);
    const order = await placeAt(tableId, { guestId: 'g-ann' });
    const mine = await placeAt(extraTable(6));
    const detail = (who: object) =>
      get<Order>(`/api/merchant/order/detailForMember?orderId=${order.id}`, who);
    expect((await detail({ tableId, guestId: 'g-ann' })).body.data).toMatchObject({
      id: order.id,
      totalAmount: 9.5,
    });
    expect((await detail({ tableId, token: otherMember.token })).status).toBe(200);
    expect((await detail({ token: otherMember.token })).status).toBe(404);
    expect((await detail({ tableId: extraTable(6), token: otherMember.token })).status).toBe(404);
    const own = await get<Order>(`/api/merchant/order/detailForMember?orderId=${mine.id}`, ada);
    expect(own.body.data.id).toBe(mine.id);
    // Completed: the diners seated in its table session still see it, paid and done.
    await server.db.query('update orders set status = 1 where id = $1', [order.id]);
    expect((await detail({ tableId, guestId: 'g-ann' })).body.data).toMatchObject({ id: order.id });
    expect((await detail({ tableId, guestId: 'g-bo' })).status).toBe(200);
    // The staff give the table a new order code, then a new QR code: the party stays, renews its
    // seats (the test's seats are of the session as it is now), and still sees it.
    await insertStaffToken(server.db, merchantId, 'tfstaff_sessions', 'test');
    const staff = (action: string) =>
      call(server.baseUrl, 'POST', `/api/staff/tables/${tableId}/${action}`, {
        token: 'tfstaff_sessions',
      });
    expect((await staff('order-code/rotate')).status).toBe(200);
    expect((await detail({ tableId, guestId: 'g-ann' })).status).toBe(200);
    expect((await staff('qrcode/replace')).status).toBe(200);
    expect((await detail({ tableId, guestId: 'g-ann' })).status).toBe(200);
    // An order placed before sessions were written down shows while open only: which session
    // placed it is unknown, and order ids can be walked.
    await server.db.query('update orders set seat_epoch = null where id = $1', [order.id]);
    expect((await detail({ tableId, guestId: 'g-ann' })).status).toBe(404);
    await server.db.query('update orders set status = 0 where id = $1', [order.id]);
    expect((await detail({ tableId, guestId: 'g-ann' })).status).toBe(200);
    // The staff clear the table: the next party's seats see nothing of it.
    expect((await staff('clear')).status).toBe(200);
    expect((await detail({ tableId, guestId: 'g-ann' })).status).toBe(404);
  });

  it('starts the next party on an order of its own when the staff cleared the table with one open', async () => {
    const tableId = extraTable(9);
    const before = await placeAt(tableId);
    await insertStaffToken(server.db, merchantId, 'tfstaff_next_party', 'test');
    const clear = await call(server.baseUrl, 'POST', `/api/staff/tables/${tableId}/clear`, {
      token: 'tfstaff_next_party',
    });
    expect(clear.status).toBe(200);
    // The next party: none of the last one's order, open as it still is for the staff to finish.
    const next = { guestId: 'g-next' };
    expect(
      (await get('/api/merchant/order/table-active-order', { tableId, ...next })).body.data,
    ).toBeNull();
    expect(
      (await get('/api/merchant/order/has-processing-order', { tableId, ...next })).body.data,
    ).toBe(false);
    expect(
      (await get('/api/merchant/order/table-order-ids', { tableId, ...next })).body.data,
    ).toEqual([]);
    const [{ status } = { status: -1 }] = await server.db.query<{ status: number }>(
      'select status from orders where id = $1',
      [before.id],
    );
    expect(status).toBe(0);
    // Its first placement is a new order, with none of the last party's dishes or member.
    const theirs = await placeAt(tableId, next);
    expect(theirs.id).not.toBe(before.id);
    expect(theirs.orderItems).toHaveLength(1);
    const [row] = await server.db.query<{ member_id: string | null }>(
      'select member_id from orders where id = $1',
      [theirs.id],
    );
    expect(row?.member_id ?? null).toBeNull();
    expect(
      (await get('/api/merchant/order/table-order-ids', { tableId, ...next })).body.data,
    ).toEqual([theirs.id]);
    // The last party's member still has theirs, unchanged.
    const own = await get<Order>(`/api/merchant/order/detailForMember?orderId=${before.id}`, ada);
    expect(own.body.data.orderItems).toHaveLength(before.orderItems.length);
  });

  it('refuses unknown and malformed ids', async () => {
    expect((await get('/api/merchant/order/detailForMember?orderId=123', ada)).status).toBe(404);
    expect(
      (await get('/api/merchant/order/detailForMember?orderId=99999999999999999999', ada)).status,
    ).toBe(404);
    expect((await get('/api/merchant/order/detailForMember?orderId=abc', ada)).status).toBe(400);
    expect((await get('/api/merchant/order/detailForMember', ada)).status).toBe(400);
  });
});

describe('the member’s personal data in an order', () => {
  it('goes to that member and the POS; diners at the table see the first name only', async () => {
    const tableId = extraTable(8);
    const order = await placeAt(tableId);
    const detail = (who: object) =>
      get<Order>(`/api/merchant/order/detailForMember?orderId=${order.id}`, who);
    const personal = ['Lovelace', 'ada@example.com', fixture.member.phone];
    const [balance] = await server.db.query<{ points: number }>(
      'select points from members where id = $1',
      [fixture.member.id],
    );

    const own = await detail(ada);
    expect(own.body.data).toMatchObject({
      memberId: 901,
      customerId: 901,
      customer: 'Ada Lovelace',
      orderMember: { id: 901, name: 'Ada Lovelace', points: balance?.points },
      extraInfo: expect.stringContaining('pointsEarned'),
    });

    for (const who of [
      { tableId, guestId: 'g-ann' },
      { tableId, token: otherMember.token },
    ]) {
      const reply = await detail(who);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        id: order.id,
        memberId: 0,
        customerId: 0,
        customer: 'Ada',
        orderMember: null,
        initialPointAmount: 0,
        extraInfo: '{"orderType":"dineIn"}',
        totalAmount: 9.5,
      });
      for (const text of personal) expect(reply.text).not.toContain(text);
      expect(reply.text).not.toMatch(/"(memberId|customerId)":901\b/);
      // The client's decoder still takes it.
      expect(Schema.decodeUnknownSync(OrderSchema)(reply.body.data).customer).toBe('Ada');
    }

    // Another diner's round, and a preview, answer with the order as the table sees it.
    const before = (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;
    await putLines(server.baseUrl, tableId, { guestId: 'g-bob' }, before, [
      line(p.dumplings.id, 1),
    ]);
    const seen = await preview(server.baseUrl, tableId, { guestId: 'g-bob' });
    expect(seen.body.data.order).toMatchObject({ memberId: 0, customer: 'Ada', orderMember: null });
    const round = await place(server.baseUrl, tableId, { guestId: 'g-bob' });
    expect(round.body.data.order).toMatchObject({
      memberId: 0,
      customer: 'Ada',
      orderMember: null,
    });
    for (const text of personal) expect(round.text).not.toContain(text);

    // The POS sees everything.
    await insertStaffToken(server.db, merchantId, 'tfstaff_queries', 'test');
    const pos = await get<Order>(`/api/staff/orders/${order.id}`, { token: 'tfstaff_queries' });
    expect(pos.body.data).toMatchObject({
      memberId: 901,
      customer: 'Ada Lovelace',
      orderMember: { id: 901, name: 'Ada Lovelace' },
    });
  });
});

describe('live-channel negotiate', () => {
  /** Seated at extra table 1 as diner `fp-1.a_b` unless told otherwise. */
  const negotiate = (query: string, options: CallOptions = {}) =>
    get<string>(`/api/system/web-pub-sub/scan-order-negotiate?${query}`, {
      tableId: extraTable(1),
      guestId: 'fp-1.a_b',
      ...options,
    });

  it('gives the hub address for the seat’s diner at the seat’s table', async () => {
    const reply = await negotiate(`userId=fp-1.a_b&tableId=${extraTable(1)}`);
    expect(reply.body.data).toContain(`table=${extraTable(1)}`);
    expect(reply.body.data).toContain('browser=fp-1.a_b');
    const unnamed = await negotiate('');
    expect(unnamed.body.data).toContain('browser=fp-1.a_b');
  });

  it('names a member whole, never cut inside an emoji', async () => {
    const name = `a${'😀'.repeat(49)}`;
    const [before] = await server.db.query<{ first_name: string }>(
      'select first_name from members where id = $1',
      [fixture.member.id],
    );
    await server.db.query('update members set first_name = $2 where id = $1', [
      fixture.member.id,
      name,
    ]);
    try {
      const reply = await negotiate('', { token: fixture.member.token });
      expect(new URL(reply.body.data).searchParams.get('name')).toBe(name);
    } finally {
      await server.db.query('update members set first_name = $2 where id = $1', [
        fixture.member.id,
        before?.first_name,
      ]);
    }
  });

  it('refuses no seat, another diner’s id, another table and odd browser ids', async () => {
    const noSeat = await negotiate(`userId=fp-1&tableId=${extraTable(1)}`, { seat: null });
    expect([noSeat.status, noSeat.body.code]).toEqual([403, 4030]);
    for (const claimed of ['server', 'fp-2']) {
      const other = await negotiate(`userId=${claimed}`);
      expect([other.status, other.body.code]).toEqual([403, 4034]);
    }
    const elsewhere = await negotiate(`userId=fp-1.a_b&tableId=${extraTable(2)}`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 4030]);
    expect((await negotiate(`userId=${'x'.repeat(65)}`)).status).toBe(400);
    expect((await negotiate(`userId=a%20b`)).status).toBe(400);
  });
});
