import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffToken } from '../staff/auth.ts';
import { call, type CallOptions } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { routesOf, storedFingerprint } from '../test-support/inspect.ts';
import { SEAT_LIFETIME_S } from './limits.ts';
import { endTableSession } from './store.ts';
import { type SeatClaims, signSeat } from './token.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/**
 * The access matrix of issue 12: every table-scoped diner call and every staff call, asked by
 * someone who may not: refused with the right code, and nothing stored changes.
 */
let server: TestServer;
const table = fixture.tables[0];
const otherTable = fixture.tables[1];
const foreign = { id: '599', qrcodeId: '99', merchantId: fixture.localMerchantId };
const STAFF_TOKEN = 'tfstaff_access-matrix-1001';
const FOREIGN_STAFF_TOKEN = 'tfstaff_access-matrix-2002';

interface Scanned {
  readonly seat: { token: string; dinerId: string };
}

const scan = async (qrcodeId: string, browserId: string) => {
  const reply = await call<Scanned>(
    server.baseUrl,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}?browserId=${browserId}`,
    { seat: null },
  );
  expect(reply.status).toBe(200);
  return reply.body.data.seat;
};

let orderId = '';
let ada: { token: string; dinerId: string };

beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
  await server.db.query(
    `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code) values ($1, $2, 'H1', $3, '2468')`,
    [foreign.id, foreign.merchantId, foreign.qrcodeId],
  );
  await insertStaffToken(server.db, fixture.merchantId, STAFF_TOKEN, 'matrix');
  await insertStaffToken(server.db, fixture.localMerchantId, FOREIGN_STAFF_TOKEN, 'matrix');
  // The table has a diner with a line and an open order, so there is something to protect.
  ada = await scan(table.qrcodeId, 'browser-ada');
  const seated: CallOptions = { seat: ada.token, tableId: table.id, merchantId: '1001' };
  const write = (version: number) =>
    call<{ cartRowVersion: number }>(server.baseUrl, 'POST', '/api/shoppingCart', {
      ...seated,
      body: { cartRowVersion: version, orderItems: [{ productId: '701', quantity: 1 }] },
    });
  const first = await write(0);
  expect(first.status).toBe(200);
  const placed = await call<{ order: { id: string } }>(
    server.baseUrl,
    'POST',
    '/api/member/order',
    {
      ...seated,
      body: {
        cartRowVersion: first.body.data.cartRowVersion,
        orderItems: [{ productId: '701', quantity: 1 }],
      },
    },
  );
  expect(placed.status).toBe(200);
  orderId = String(placed.body.data.order.id);
  const again = await call<{ cartRowVersion: number }>(server.baseUrl, 'GET', '/api/shoppingCart', {
    ...seated,
  });
  expect((await write(again.body.data.cartRowVersion)).status).toBe(200);
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

/** Every table-scoped diner call, as the web app makes it at table A1. */
const dinerCalls = (): readonly { method: string; path: string; body?: unknown }[] => [
  { method: 'GET', path: '/api/shoppingCart?merchantId=1001' },
  {
    method: 'POST',
    path: '/api/shoppingCart',
    body: { cartRowVersion: 0, tableId: table.id, orderItems: [{ productId: '702', quantity: 5 }] },
  },
  { method: 'POST', path: '/api/shoppingCart/initialize', body: { tableId: table.id, guests: 9 } },
  { method: 'GET', path: '/api/shoppingCart/guests' },
  { method: 'POST', path: '/api/shoppingCart/guests', body: { tableId: table.id, guests: 7 } },
  {
    method: 'POST',
    path: '/api/shoppingCart/order-type',
    body: { tableId: table.id, orderType: 'toGo' },
  },
  { method: 'DELETE', path: '/api/shoppingCart/clear' },
  {
    method: 'POST',
    path: '/api/member/order',
    body: { cartRowVersion: 0, tableId: table.id, orderItems: [{ productId: '702', quantity: 1 }] },
  },
  {
    method: 'POST',
    path: '/api/merchant/order/preview',
    body: { cartRowVersion: 0, tableId: table.id, orderItems: [{ productId: '702', quantity: 1 }] },
  },
  { method: 'GET', path: '/api/merchant/order/table-active-order' },
  { method: 'GET', path: '/api/merchant/order/has-processing-order' },
  { method: 'GET', path: '/api/merchant/order/table-order-ids' },
  { method: 'GET', path: `/api/merchant/table/order-code/valid/${table.orderCode}` },
  {
    method: 'POST',
    path: '/api/merchant/message/send-order-code-message',
    body: { tableId: table.id },
  },
  { method: 'POST', path: '/api/merchant/message/call-staff', body: { tableId: table.id } },
  { method: 'GET', path: `/api/system/web-pub-sub/scan-order-negotiate?tableId=${table.id}` },
];

const forge = (claims: Partial<SeatClaims>, key: Buffer = server.seatKey): string =>
  signSeat(
    {
      merchantId: fixture.merchantId,
      tableId: table.id,
      dinerId: ada.dinerId,
      browserId: 'browser-ada',
      epoch: 0,
      exp: Math.floor(Date.now() / 1000) + SEAT_LIFETIME_S,
      ...claims,
    },
    key,
  );

/** Who asks, and what they get: [name, seat, extra headers, http status, §8 code]. */
const askers = (): readonly [string, () => Promise<string | null>, number, number][] => [
  ['no seat at all', async () => null, 403, 4030],
  ['a made-up seat', async () => 'abc.def', 403, 4030],
  [
    'another table’s seat',
    async () => (await scan(otherTable.qrcodeId, 'browser-b')).token,
    403,
    4030,
  ],
  [
    'another merchant’s seat',
    async () => (await scan(foreign.qrcodeId, 'browser-f')).token,
    403,
    4030,
  ],
  ['a seat signed with another key', async () => forge({}, randomBytes(32)), 403, 4030],
  [
    'a seat naming this table for another merchant',
    async () => forge({ merchantId: fixture.localMerchantId }),
    403,
    4030,
  ],
  ['an expired seat', async () => forge({ exp: Math.floor(Date.now() / 1000) - 1 }), 403, 4031],
  // The table's party began at session 0: a seat from before it is of a party cleared away.
  ['a seat of a party the staff cleared away', async () => forge({ epoch: -1 }), 403, 4035],
];

describe('table-scoped diner calls', () => {
  it.each(askers())('refuse %s, and change nothing', async (_who, seatOf, status, code) => {
    const seat = await seatOf();
    for (const request of dinerCalls()) {
      const before = await storedFingerprint(server.db);
      const reply = await call(server.baseUrl, request.method, request.path, {
        seat,
        tableId: table.id,
        merchantId: fixture.merchantId,
        guestId: ada.dinerId,
        token: undefined,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      expect([request.path, reply.status, reply.body.code]).toEqual([request.path, status, code]);
      expect(reply.body.success).toBe(false);
      expect(await storedFingerprint(server.db)).toEqual(before);
    }
  });

  it('refuse a seat once the staff cleared the table, saying so (4035); a new order code ends it as 4031', async () => {
    const held = await scan(otherTable.qrcodeId, 'browser-late');
    const seated = (token: string): CallOptions => ({ seat: token, tableId: otherTable.id });
    const read = (token: string) =>
      call(server.baseUrl, 'GET', '/api/shoppingCart/guests', seated(token));
    const write = async (token: string) => {
      const cart = await call<{ cartRowVersion: number }>(
        server.baseUrl,
        'GET',
        '/api/shoppingCart',
        seated(token),
      );
      return call(server.baseUrl, 'POST', '/api/shoppingCart', {
        ...seated(token),
        body: {
          cartRowVersion: cart.body.data.cartRowVersion,
          orderItems: [{ productId: '701', quantity: 1 }],
        },
      });
    };
    expect((await read(held.token)).status).toBe(200);
    // A write first, so this process keeps the table: the next write's own statement finds
    // the session over, not the seat check before it.
    expect((await write(held.token)).status).toBe(200);
    await endTableSession(server.db, otherTable.id, { freeSeats: true, partyLeft: true });
    const endedRead = await read(held.token);
    expect([endedRead.status, endedRead.body.code]).toEqual([403, 4035]);
    expect(endedRead.body.msg).toBe(
      'The staff just cleared this table. Please add your dish again.',
    );
    const racedWrite = await call(server.baseUrl, 'POST', '/api/shoppingCart', {
      ...seated(held.token),
      body: { cartRowVersion: 99, orderItems: [{ productId: '701', quantity: 2 }] },
    });
    expect([racedWrite.status, racedWrite.body.code]).toEqual([403, 4035]);

    // The same party renews its seats (an order-code rotation): the session, not the party.
    const renewed = await scan(otherTable.qrcodeId, 'browser-late-2');
    expect((await write(renewed.token)).status).toBe(200);
    await endTableSession(server.db, otherTable.id, { freeSeats: false, partyLeft: false });
    const rotated = await read(renewed.token);
    expect([rotated.status, rotated.body.code]).toEqual([403, 4031]);
    const rotatedWrite = await call(server.baseUrl, 'POST', '/api/shoppingCart', {
      ...seated(renewed.token),
      body: { cartRowVersion: 99, orderItems: [{ productId: '701', quantity: 2 }] },
    });
    expect([rotatedWrite.status, rotatedWrite.body.code]).toEqual([403, 4031]);
  });

  it('show the table’s order only to a seat at it; the member sees their own without one', async () => {
    const detail = (options: CallOptions) =>
      call(server.baseUrl, 'GET', `/api/merchant/order/detailForMember?orderId=${orderId}`, {
        merchantId: fixture.merchantId,
        ...options,
      });
    expect((await detail({ seat: ada.token })).status).toBe(200);
    const byTableId = await detail({ seat: null, tableId: table.id });
    expect([byTableId.status, byTableId.body.code]).toEqual([404, 404]);
    const otherSeat = await scan(otherTable.qrcodeId, 'browser-c');
    expect((await detail({ seat: otherSeat.token })).status).toBe(404);
    expect((await detail({ seat: forge({}, randomBytes(32)) })).body.code).toBe(4030);
    // Another merchant's member at this table's seat is no one here, as on the cart's calls.
    await server.db.query(
      `insert into members (id, merchant_id, phone) values (902, $1, '+12125550199')`,
      [fixture.localMerchantId],
    );
    await server.db.query(
      `insert into member_tokens (token, member_id, expires_at) values ('foreign-902', 902, now() + interval '1 day')`,
    );
    for (const merchantId of [fixture.merchantId, undefined]) {
      const foreignMember = await call(
        server.baseUrl,
        'GET',
        `/api/merchant/order/detailForMember?orderId=${orderId}`,
        {
          seat: ada.token,
          token: 'foreign-902',
          ...(merchantId === undefined ? {} : { merchantId }),
        },
      );
      expect([foreignMember.status, foreignMember.body.code]).toEqual([401, 401]);
    }
  });
});

describe('whose lines a diner writes', () => {
  it('comes from the seat: a copied diner id in the header touches nobody else’s lines', async () => {
    const bo = await scan(table.qrcodeId, 'browser-bo');
    const cart = await call<{ cartRowVersion: number; userCarts: { userId: string }[] }>(
      server.baseUrl,
      'GET',
      '/api/shoppingCart',
      { seat: bo.token },
    );
    const adaBefore = cart.body.data.userCarts.find((entry) => entry.userId === ada.dinerId);
    expect(adaBefore).toBeDefined();
    // Bo copies Ada's id from userCarts into the header and writes an empty cart.
    const write = await call<{ userCarts: { userId: string }[] }>(
      server.baseUrl,
      'POST',
      '/api/shoppingCart',
      {
        seat: bo.token,
        guestId: ada.dinerId,
        body: { cartRowVersion: cart.body.data.cartRowVersion, orderItems: [] },
      },
    );
    expect(write.status).toBe(200);
    expect(write.body.data.userCarts.find((entry) => entry.userId === ada.dinerId)).toEqual(
      adaBefore,
    );
    // Bo's own clear leaves Ada's lines too.
    const cleared = await call<{ userCarts: { userId: string }[] }>(
      server.baseUrl,
      'DELETE',
      '/api/shoppingCart/clear',
      { seat: bo.token },
    );
    expect(cleared.body.data.userCarts.map((entry) => entry.userId)).toContain(ada.dinerId);
  });
});

describe('who a diner is on the live channel (issue 16: presence)', () => {
  /** Whom the hub URL's token names, which presence names the connection by (harness.ts). */
  const claimsOf = (url: string) => {
    const query = new URL(url).searchParams;
    const claims: Record<string, string> = { browserId: query.get('browser') ?? '' };
    for (const [key, name] of [
      ['user', 'userId'],
      ['name', 'name'],
    ] as const) {
      const value = query.get(key);
      if (value !== null) claims[name] = value;
    }
    return claims;
  };
  const negotiate = (options: CallOptions, query = '') =>
    call<string>(
      server.baseUrl,
      'GET',
      `/api/system/web-pub-sub/scan-order-negotiate?tableId=${table.id}${query}`,
      { tableId: table.id, merchantId: fixture.merchantId, ...options },
    );

  it('comes from the seat and the member token, never from what the client names', async () => {
    const bo = await scan(table.qrcodeId, 'browser-bo-live');
    // A visitor is the seat's diner, nameless, whatever diner id the headers copy.
    const visitor = await negotiate({ seat: bo.token, guestId: ada.dinerId });
    expect(claimsOf(visitor.body.data)).toMatchObject({ browserId: bo.dinerId });
    expect(claimsOf(visitor.body.data)).not.toHaveProperty('userId');
    expect(claimsOf(visitor.body.data)).not.toHaveProperty('name');
    // Naming another diner in the query is refused outright.
    const copied = await negotiate({ seat: bo.token }, `&userId=${ada.dinerId}`);
    expect([copied.status, copied.body.code]).toEqual([403, 4034]);
    // A member is their member id and first name, read from their token by the server.
    const member = await negotiate({ seat: bo.token, token: fixture.member.token });
    expect(claimsOf(member.body.data)).toEqual({
      browserId: bo.dinerId,
      userId: fixture.member.id,
      name: 'Ada',
    });
    // A token that is no member's is no one: 401, as on every table call.
    const forged = await negotiate({ seat: bo.token, token: 'not-a-token' });
    expect(forged.status).toBe(401);
  });
});

describe('the staff API', () => {
  const askersOfStaff: readonly [string, CallOptions][] = [
    ['no token', {}],
    ['a diner’s member token', { token: fixture.member.token }],
    ['a diner’s seat', { seat: 'placeholder' }],
    ['another merchant’s staff token', { token: FOREIGN_STAFF_TOKEN, merchantId: '1001' }],
  ];

  it.each(askersOfStaff)(
    'refuses %s on every staff route, and changes nothing',
    async (_who, who) => {
      const staffRoutes = routesOf(server.app).filter((route) =>
        route.path.startsWith('/api/staff'),
      );
      expect(staffRoutes.length).toBeGreaterThan(10);
      const seat = who.seat === undefined ? undefined : ada.token;
      for (const route of staffRoutes) {
        const path = route.path
          .replace(':id', route.path.includes('/orders/') ? orderId : table.id)
          .replace(/:[A-Za-z]+/g, '1');
        const before = await storedFingerprint(server.db);
        const reply = await call(server.baseUrl, route.method, path, {
          ...who,
          ...(seat === undefined ? { seat: null } : { seat }),
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { body: { rowVersion: 0 } }),
        });
        expect([route.method, path, reply.status]).toEqual([route.method, path, 401]);
        expect(await storedFingerprint(server.db)).toEqual(before);
      }
    },
  );

  it('answers the merchant’s own staff (the control: the matrix above can fail)', async () => {
    const reply = await call(server.baseUrl, 'GET', '/api/staff/tables', { token: STAFF_TOKEN });
    expect(reply.status).toBe(200);
  });
});
