import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOrder } from '../../src/domain/model/order.ts';
import { startBanner } from '../banner.ts';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import type { LivePublisher } from '../deps.ts';
import { rawCall } from '../merchants/raw-call.ts';
import { extraTable, place } from '../orders/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { type SentLiveMessage, startTestServer, type TestServer } from '../test-support/harness.ts';
import { ensureDemoStaffToken } from './demo-token.ts';
import { otherStaffToken, placeRound, seedStaff, staff, staffToken } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const [tableA, tableB] = [fixture.tables[0].id, fixture.tables[1].id];
const sent: SentLiveMessage[] = [];
const toStaff: { merchantId: string; messageType: string; data: unknown }[] = [];
const sessionsEnded: string[] = [];
// The harness records notices only when it makes the publisher, so this one records its own.
const live: LivePublisher = {
  hubUrlFor: () => 'http://127.0.0.1/live',
  sendToTable: async (tableId, message) => {
    sent.push({ tableId, ...message });
  },
  sendToStaff: (merchantId, message) => {
    toStaff.push({ merchantId, ...message });
  },
  tableSessionEnded: (tableId) => {
    sessionsEnded.push(tableId);
  },
  presence: (tableId) => (tableId === tableA ? 2 : 0),
};
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedStaff, live });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const add = async (tableId: string, who: { guestId: string }, lines: unknown[]) => {
  const version = (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;
  return putLines(server.baseUrl, tableId, who, version, lines);
};

interface TableView {
  id: number;
  name: string;
  available: boolean;
  dinersPresent: number | null;
  cart: { guests: number; rowVersion: number; diners: unknown[] };
  order: {
    sendStatus: number;
    totalAmount: number;
    payable: number;
    waitingQuantity: number;
  } | null;
}

describe('staff authentication', () => {
  it('answers 401 without a staff token, to a diner’s token and to another merchant', async () => {
    for (const token of [null, fixture.member.token, 'tfstaff_nope'])
      expect((await staff(server.baseUrl, 'GET', '/tables', { token })).status).toBe(401);
    const crossed = await call(server.baseUrl, 'GET', '/api/staff/tables', {
      token: staffToken,
      merchantId: '2002',
    });
    expect([crossed.status, crossed.body.code]).toEqual([401, 401]);
    for (const [method, path] of [
      ['GET', '/orders/1'],
      ['POST', '/orders/1/send'],
      ['POST', '/orders/1/items/2/void'],
      ['POST', '/orders/1/adjustments'],
      ['POST', '/orders/1/payments'],
      ['POST', '/orders/1/complete'],
      ['POST', '/orders/1/cancel'],
      ['POST', '/orders/1/merge'],
      ['POST', `/tables/${tableA}/clear`],
      ['POST', `/tables/${tableA}/order-code/rotate`],
      ['POST', `/tables/${tableA}/qrcode/replace`],
      ['POST', `/tables/${tableA}/availability`],
      ['POST', `/products/${p.dumplings.id}/availability`],
      ['PUT', '/settings'],
    ] as const) {
      const body = method === 'GET' ? undefined : { x: 1 };
      const reply = await staff(server.baseUrl, method, path, { token: null, body });
      expect([path, reply.status]).toEqual([path, 401]);
    }
  });

  it('answers 401 on another merchant’s local-mode host, and serves on its own', async () => {
    const port = new URL(server.baseUrl).port;
    const tokens = await ensureDemoStaffToken(server.db);
    const tokenOf = (merchantId: string) =>
      tokens.find((entry) => entry.merchantId === merchantId)?.token ?? '';
    const on = (host: string, token: string, headers: Record<string, string> = {}) =>
      rawCall(server.baseUrl, 'GET', '/api/staff/tables', {
        host: `${host}:${port}`,
        authorization: `Bearer ${token}`,
        ...headers,
      });
    const crossed = await on('2002.localhost', tokenOf('1001'));
    expect([crossed.status, crossed.body?.code]).toEqual([401, 401]);
    expect((await on('1001.localhost', tokenOf('2002'))).status).toBe(401);
    // A fully qualified name (a trailing dot) is the same host.
    expect((await on('2002.localhost.', tokenOf('1001'))).status).toBe(401);
    // The header cannot talk the host round: another merchant's server does not know the token.
    const told = await on('2002.localhost', tokenOf('1001'), { merchantid: '1001' });
    expect([told.status, told.body?.code]).toEqual([404, 404]);
    expect((await on('2002.localhost', tokenOf('2002'))).status).toBe(200);
    expect((await on('localhost', tokenOf('1001'))).status).toBe(200);
  });

  it('prints the demo’s staff tokens, the same ones on every start, and they work', async () => {
    const tokens = await ensureDemoStaffToken(server.db);
    expect(tokens.map((entry) => entry.merchantId)).toEqual(['1001', '2002']);
    expect(await ensureDemoStaffToken(server.db)).toEqual(tokens);
    const token = tokens[0]?.token ?? '';
    expect(token).toMatch(/^tfstaff_[A-Za-z0-9_-]{32}$/);
    expect((await staff(server.baseUrl, 'GET', '/tables', { token })).status).toBe(200);
    const banner = await startBanner(server.db, 'http://localhost:8080', true, tokens);
    expect(banner).toContain(`merchant 1001: ${token}`);
  });
});

describe('GET /api/staff/tables', () => {
  it('lists the merchant’s tables with carts, active orders and diners present', async () => {
    expect((await add(tableA, { guestId: 'g-ann' }, [line(p.dumplings.id, 2)])).body.code).toBe(0);
    await placeRound(server.baseUrl, tableB, { guestId: 'g-bob' }, [line(p.noodles.id, 1)]);
    const reply = await staff<TableView[]>(server.baseUrl, 'GET', '/tables');
    const byId = new Map(reply.body.data.map((table) => [String(table.id), table]));
    expect(byId.get(tableA)).toMatchObject({
      name: 'A1',
      dinersPresent: 2,
      order: null,
      cart: { guests: 1, diners: [{ userId: 'g-ann', lineCount: 1, quantity: 2 }] },
    });
    expect(byId.get(tableB)?.order).toMatchObject({
      sendStatus: 0,
      totalAmount: 12,
      payable: 12,
      waitingQuantity: 1,
    });
    expect(byId.get(fixture.unavailableTable.id)?.available).toBe(false);
    expect(reply.body.data).toHaveLength(15);
    const other = await staff<TableView[]>(server.baseUrl, 'GET', '/tables', {
      token: otherStaffToken,
    });
    expect(other.body.data).toEqual([]);
  });

  it('keeps an order the last party left open at a clear beside the next party’s', async () => {
    const table = extraTable(2);
    const left = await placeRound(server.baseUrl, table, { guestId: 'g-kim' }, [
      line(p.noodles.id, 1),
    ]);
    expect((await staff(server.baseUrl, 'POST', `/tables/${table}/clear`)).status).toBe(200);
    const floor = async () =>
      (await staff<TableView[]>(server.baseUrl, 'GET', '/tables')).body.data.find(
        (entry) => String(entry.id) === table,
      );
    expect(await floor()).toMatchObject({ order: null, leftOpen: [{ id: left.id, payable: 12 }] });
    const theirs = await placeRound(server.baseUrl, table, { guestId: 'g-lou' }, [
      line(p.dumplings.id, 1),
    ]);
    expect(theirs.id).not.toBe(left.id);
    expect(await floor()).toMatchObject({ order: { id: theirs.id }, leftOpen: [{ id: left.id }] });
    // Settling the old order tells the new party nothing of it: the table hears a version only.
    const paid = await staff(server.baseUrl, 'POST', `/orders/${left.id}/payments`, {
      body: { amount: 12, tips: 0, method: 'cash' },
    });
    expect(paid.status).toBe(200);
    await expect.poll(() => sent.at(-1)?.messageType).toBe('tableVersion');
    expect(
      sent.filter((message) => message.tableId === table).map((m) => m.messageType),
    ).not.toContain('updateOrder');
  });
});

describe('table actions', () => {
  it('clears a table: no lines, guests 1, no order type, and diners restart', async () => {
    const table = extraTable(1);
    const stale = (await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)])).body.data;
    await call(server.baseUrl, 'POST', '/api/shoppingCart/guests', {
      tableId: table,
      body: { guests: 4 },
    });
    const reply = await staff<CartOrder>(server.baseUrl, 'POST', `/tables/${table}/clear`);
    expect(reply.body.data).toMatchObject({ orderItems: [], userCarts: [], guests: 1 });
    expect(reply.body.data.extraInfo).toBe('');
    expect(sent.at(-1)).toEqual({
      tableId: table,
      messageType: 'closeInactiveDialog',
      data: { shouldClearCart: true, liveVersion: expect.any(Number), changedBy: null },
    });
    const late = await putLines(server.baseUrl, table, { guestId: 'g-ann' }, stale.cartRowVersion, [
      line(p.dumplings.id, 3),
    ]);
    expect([late.status, late.body.code]).toEqual([409, 66666]);
    for (const [token, id] of [
      [staffToken, '424242'],
      [otherStaffToken, table],
    ])
      expect((await staff(server.baseUrl, 'POST', `/tables/${id}/clear`, { token })).status).toBe(
        404,
      );
  });

  it('rotates the order code: the old one is refused at placement', async () => {
    const table = extraTable(2);
    await staff(server.baseUrl, 'PUT', '/settings', { body: { DineinWebOrderCodeRequired: true } });
    try {
      const reply = await staff<{ tableId: number; orderCode: string }>(
        server.baseUrl,
        'POST',
        `/tables/${table}/order-code/rotate`,
      );
      const code = reply.body.data.orderCode;
      expect(code).toMatch(/^[0-9]{4}$/);
      expect(code).not.toBe('4321');
      await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
      const old = await place(server.baseUrl, table, { guestId: 'g-ann' }, { orderCode: '4321' });
      expect([old.status, old.body.code]).toEqual([400, 4012]);
      const fresh = await place(server.baseUrl, table, { guestId: 'g-ann' }, { orderCode: code });
      expect(fresh.body.code).toBe(0);
    } finally {
      await staff(server.baseUrl, 'PUT', '/settings', {
        body: { DineinWebOrderCodeRequired: false },
      });
    }
  });

  it('replaces the QR code: the old code and its seats open nothing, the seats count from 0, lines stay', async () => {
    const table = extraTable(4);
    const oldCode = '104';
    const scan = (code: string, browserId: string, seat: string | null = null) =>
      call<{ seat: { token: string; dinerId: string } }>(
        server.baseUrl,
        'GET',
        `/api/merchant/table/qrcode/info/${code}?browserId=${browserId}`,
        { seat },
      );
    const first = (await scan(oldCode, 'browser-ann')).body.data.seat;
    const cart = await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', {
      seat: first.token,
    });
    const written = await call(server.baseUrl, 'POST', '/api/shoppingCart', {
      seat: first.token,
      body: {
        cartRowVersion: cart.body.data.cartRowVersion,
        orderItems: [{ productId: p.dumplings.id, quantity: 2 }],
      },
    });
    expect(written.status).toBe(200);
    // A script takes every seat the session has left.
    let full = await scan(oldCode, 'script-0');
    for (let n = 1; full.status === 200; n += 1) full = await scan(oldCode, `script-${n}`);
    expect(full.body.code).toBe(4032);

    const reply = await staff<{ tableId: number; qrcodeId: string }>(
      server.baseUrl,
      'POST',
      `/tables/${table}/qrcode/replace`,
    );
    expect(reply.status).toBe(200);
    const newCode = reply.body.data.qrcodeId;
    expect(newCode).toMatch(/^[0-9]{16,19}$/);
    expect(String(reply.body.data.tableId)).toBe(table);
    expect(sessionsEnded).toContain(table);
    expect(toStaff).toContainEqual({
      merchantId: '1001',
      messageType: 'tableDetailsChanged',
      data: { tableId: table },
    });

    // As a code that never was: the app's seat renewal tells its diners to scan again on this 404.
    const old = await scan(oldCode, 'browser-bob');
    expect([old.status, old.body.code]).toEqual([404, 404]);
    const stale = await call(server.baseUrl, 'GET', '/api/shoppingCart', { seat: first.token });
    expect(stale.body.code).toBe(4031);
    // The same browser scanning the new code is the same diner, with its lines.
    const again = await scan(newCode, 'browser-ann', first.token);
    expect(again.body.data.seat.dinerId).toBe(first.dinerId);
    const lines = await call<CartOrder>(server.baseUrl, 'GET', '/api/shoppingCart', {
      seat: again.body.data.seat.token,
    });
    expect(
      lines.body.data.userCarts.map((entry) => [
        String(entry.userId),
        entry.orderItems.map((item) => item.quantity),
      ]),
    ).toEqual([[first.dinerId, [2]]]);
    expect((await scan(newCode, 'browser-bob')).status).toBe(200);
    const listed = await staff<{ id: number; qrcodeId: string }[]>(
      server.baseUrl,
      'GET',
      '/tables',
    );
    expect(listed.body.data.find((entry) => String(entry.id) === table)?.qrcodeId).toBe(newCode);
  });

  it('replaces no other merchant’s QR code', async () => {
    const reply = await staff(server.baseUrl, 'POST', `/tables/${tableA}/qrcode/replace`, {
      token: otherStaffToken,
    });
    expect(reply.status).toBe(404);
    const scanned = await call(
      server.baseUrl,
      'GET',
      `/api/merchant/table/qrcode/info/${fixture.tables[0].qrcodeId}?browserId=b-1`,
      { seat: null },
    );
    expect(scanned.status).toBe(200);
  });

  it('closes and reopens a table', async () => {
    const table = extraTable(3);
    const close = await staff(server.baseUrl, 'POST', `/tables/${table}/availability`, {
      body: { available: false },
    });
    expect(close.body.data).toEqual({ tableId: Number(table), available: false });
    expect((await getCart(server.baseUrl, table)).body.code).toBe(10010);
    await staff(server.baseUrl, 'POST', `/tables/${table}/availability`, {
      body: { available: true },
    });
    expect((await getCart(server.baseUrl, table)).body.code).toBe(0);
    const bad = await staff(server.baseUrl, 'POST', `/tables/${table}/availability`, {
      body: { available: 'no' },
    });
    expect(bad.status).toBe(400);
  });
});
