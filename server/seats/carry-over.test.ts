import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOrder, Order } from '../../src/domain/model/order.ts';
import { call, type CallOptions } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { endTableSession } from './store.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const [tableA, tableB] = fixture.tables;

/** A visitor who scanned the table's code and added a dish. */
const visitorWithALine = async (qrcodeId: string, browserId: string) => {
  const scanned = await call<{ seat: { token: string; dinerId: string } }>(
    server.baseUrl,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}?browserId=${browserId}`,
    { seat: null },
  );
  const { token: seat, dinerId } = scanned.body.data.seat;
  const cart = await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', { seat });
  const written = await call<CartOrder>(server.baseUrl, 'POST', '/api/shoppingCart', {
    seat,
    body: {
      cartRowVersion: cart.body.data.cartRowVersion,
      orderItems: [{ productId: fixture.products.dumplings.id, quantity: 2 }],
    },
  });
  expect(written.status).toBe(200);
  return { seat, dinerId };
};

const entries = async (seat: string) =>
  (
    await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', { seat })
  ).body.data.userCarts.map((entry) => [
    String(entry.userId),
    entry.orderItems.map((item) => item.quantity),
  ]);

const asMember = (seat: string | null): CallOptions => ({ seat, merchantId: fixture.merchantId });

describe('a visitor who signs in at the table keeps their lines', () => {
  it('registering as a guest moves the seat’s lines to the new member', async () => {
    const { seat, dinerId } = await visitorWithALine(tableA.qrcodeId, 'browser-guest');
    const registered = await call<{ id: string }>(
      server.baseUrl,
      'POST',
      '/api/member/register/guest',
      { ...asMember(seat), body: { firstName: 'Mei' } },
    );
    expect(registered.status).toBe(200);
    const memberId = String(registered.body.data.id);
    expect(await entries(seat)).toEqual([[memberId, [2]]]);
    expect((await entries(seat)).map(([id]) => id)).not.toContain(dinerId);
  });

  it('logging in by phone moves them too, beside what the member already had', async () => {
    const { seat } = await visitorWithALine(tableB.qrcodeId, 'browser-phone');
    const phone = fixture.member.phone;
    const sent = await call(server.baseUrl, 'POST', '/api/member/phone/code', {
      ...asMember(null),
      body: { phone },
    });
    expect(sent.status).toBe(200);
    const code = server.otps.at(-1)?.code ?? '';
    const login = await call<{ id: string }>(server.baseUrl, 'POST', '/api/member/login', {
      ...asMember(seat),
      body: { phone, code, autoRegister: true, autoReceiveCoupon: false, autoFillingName: false },
    });
    expect(login.status).toBe(200);
    expect(await entries(seat)).toEqual([[fixture.member.id, [2]]]);
  });

  it('carries nothing with an ended seat, and the login still stands', async () => {
    const { seat, dinerId } = await visitorWithALine(tableA.qrcodeId, 'browser-late');
    await endTableSession(server.db, tableA.id, { freeSeats: false, partyLeft: false });
    const registered = await call(server.baseUrl, 'POST', '/api/member/register/guest', {
      ...asMember(seat),
      body: { firstName: 'Late' },
    });
    expect(registered.status).toBe(200);
    const [row] = await server.db.query<{ user_carts: { userId: string }[] }>(
      'select user_carts from carts where table_id = $1',
      [tableA.id],
    );
    expect(row?.user_carts.map((entry) => entry.userId)).toContain(dinerId);
  });
});

describe('a guest who gave only a name, then logs in by phone', () => {
  it('keeps the lines they added as that guest', async () => {
    const { seat } = await visitorWithALine(tableB.qrcodeId, 'browser-named');
    const guest = await call<{ id: string; token: string }>(
      server.baseUrl,
      'POST',
      '/api/member/register/guest',
      { ...asMember(seat), body: { firstName: 'Dan' } },
    );
    const guestToken = guest.body.data.token;
    // As the guest, Dan adds another dish: it is keyed by the guest's member id.
    const cart = await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', { seat });
    const mine = cart.body.data.userCarts.find(
      (e) => String(e.userId) === String(guest.body.data.id),
    );
    await call(server.baseUrl, 'POST', '/api/shoppingCart', {
      seat,
      token: guestToken,
      body: {
        cartRowVersion: cart.body.data.cartRowVersion,
        orderItems: [
          ...(mine?.orderItems ?? []),
          { productId: fixture.products.noodles.id, quantity: 1 },
        ],
      },
    });
    const phone = '+12125550177';
    await call(server.baseUrl, 'POST', '/api/member/phone/code', {
      ...asMember(null),
      body: { phone },
    });
    server.advanceClock(61_000);
    const code = server.otps.at(-1)?.code ?? '';
    const login = await call<{ id: string }>(server.baseUrl, 'POST', '/api/member/login', {
      ...asMember(seat),
      token: guestToken,
      body: { phone, code, autoRegister: true, autoReceiveCoupon: false, autoFillingName: false },
    });
    expect(login.status).toBe(200);
    const entriesNow = await entries(seat);
    expect(entriesNow.map(([id]) => id)).not.toContain(String(guest.body.data.id));
    const daniel = entriesNow.find(([id]) => id === String(login.body.data.id));
    expect(daniel?.[1]).toEqual([2, 1]);
  });
});

describe('a visitor who placed a round, then signs in', () => {
  const table = { id: '509', qrcodeId: '9' };
  beforeAll(async () => {
    await server.db.query(
      `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code, available, sort)
       values ($1, $2, 'C9', $3, '9999', true, 9)`,
      [table.id, fixture.merchantId, table.qrcodeId],
    );
  });

  it('finds that round under the member: one diner in the order, and in their order list', async () => {
    const { seat, dinerId } = await visitorWithALine(table.qrcodeId, 'browser-round');
    const cart = (await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', { seat })).body
      .data;
    const placed = await call<{ order: Order }>(server.baseUrl, 'POST', '/api/member/order', {
      ...asMember(seat),
      body: {
        orderItems: cart.orderItems,
        memberId: null,
        tableId: table.id,
        tableName: cart.tableName,
        orderCode: '9999',
        userCouponIds: [],
        orderCoupons: [],
        extraInfo: '{"orderType":"dineIn"}',
        cartRowVersion: cart.cartRowVersion,
      },
    });
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.data.order.id);
    const authors = async () => {
      const [row] = await server.db.query<{ document: Order }>(
        'select document from orders where id = $1',
        [orderId],
      );
      return row?.document.orderItems.map((item) => item.addedBy);
    };
    expect(await authors()).toEqual([{ userId: dinerId }]);

    const registered = await call<{ id: string; token: string }>(
      server.baseUrl,
      'POST',
      '/api/member/register/guest',
      { ...asMember(seat), body: { firstName: 'Ana' } },
    );
    expect(registered.status).toBe(200);
    const { id: memberId, token } = registered.body.data;

    const detail = await call<Order>(
      server.baseUrl,
      'GET',
      `/api/merchant/order/detailForMember?orderId=${orderId}`,
      { ...asMember(seat), token },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.orderItems.map((item) => item.addedBy)).toEqual([
      { userId: String(memberId), name: 'Ana' },
    ]);
    expect(await authors()).toEqual([{ userId: String(memberId), name: 'Ana' }]);
    const list = await call<{ list: { id: string }[] }>(
      server.baseUrl,
      'GET',
      '/api/merchant/order/member-order-list?page=1&size=10',
      { ...asMember(null), token },
    );
    expect(list.body.data.list.map((order) => String(order.id))).toEqual([orderId]);
  });
});

describe('a guest who placed a round under a name, then logs in by phone', () => {
  const table = { id: '510', qrcodeId: '10' };
  beforeAll(async () => {
    await server.db.query(
      `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code, available, sort)
       values ($1, $2, 'C10', $3, '1010', true, 10)`,
      [table.id, fixture.merchantId, table.qrcodeId],
    );
  });

  it('finds that round the member’s, still under the name it was placed under', async () => {
    const { seat } = await visitorWithALine(table.qrcodeId, 'browser-amy');
    const guest = await call<{ id: string; token: string }>(
      server.baseUrl,
      'POST',
      '/api/member/register/guest',
      { ...asMember(seat), body: { firstName: 'Amy' } },
    );
    const guestToken = guest.body.data.token;
    const cart = (
      await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', {
        seat,
        token: guestToken,
      })
    ).body.data;
    const placed = await call<{ order: Order }>(server.baseUrl, 'POST', '/api/member/order', {
      ...asMember(seat),
      token: guestToken,
      body: {
        orderItems: cart.orderItems,
        memberId: null,
        tableId: table.id,
        tableName: cart.tableName,
        orderCode: '1010',
        userCouponIds: [],
        orderCoupons: [],
        extraInfo: '{"orderType":"dineIn"}',
        cartRowVersion: cart.cartRowVersion,
      },
    });
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.data.order.id);
    const authors = async () => {
      const [row] = await server.db.query<{ document: Order }>(
        'select document from orders where id = $1',
        [orderId],
      );
      return row?.document.orderItems.map((item) => item.addedBy);
    };
    expect(await authors()).toEqual([{ userId: String(guest.body.data.id), name: 'Amy' }]);

    server.advanceClock(61_000);
    const phone = fixture.member.phone;
    await call(server.baseUrl, 'POST', '/api/member/phone/code', {
      ...asMember(null),
      body: { phone },
    });
    const code = server.otps.at(-1)?.code ?? '';
    const login = await call<{ id: string }>(server.baseUrl, 'POST', '/api/member/login', {
      ...asMember(seat),
      token: guestToken,
      body: { phone, code, autoRegister: true, autoReceiveCoupon: false, autoFillingName: false },
    });
    expect(login.status).toBe(200);
    // Ada's now, and still "Amy": the round was placed under that name, not Ada's.
    expect(await authors()).toEqual([{ userId: fixture.member.id, name: 'Amy' }]);
  });
});
