import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../demo/facts.ts';
import { demoQrcodeId, seedDemo } from '../demo/seed.ts';
import { rawCall } from '../merchants/raw-call.ts';
import { MAX_SEATS_PER_SESSION } from '../seats/limits.ts';
import { endTableSession } from '../seats/store.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { mintSeat } from '../test-support/seats.ts';
import {
  MAX_WRONG_CODES_PER_ADDRESS,
  MAX_WRONG_CODES_PER_SEAT,
  STAFF_CALL_WINDOW_MS,
  WRONG_CODE_WINDOW_MS,
} from './attempts.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const [a1, a2, a3, a4, , , b1] = demoFacts.tables;
const [t1] = demoFacts.localTables;
const closed = demoFacts.unavailableTable;
const need = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the demo has fewer tables than this test needs');
  return value;
};
const qrOf = (table: { id: string } | undefined) => demoQrcodeId(server.db, need(table).id);

interface Scanned {
  readonly tableId: number;
  readonly tableName: string;
  readonly seat: { token: string; dinerId: string; expiresAt: number };
  readonly partyCleared: boolean;
}

const qr = (
  qrcodeId: string,
  options: { locale?: string; merchantId?: string; browserId?: string; seat?: string } = {},
) =>
  call<Scanned>(
    server.baseUrl,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}${options.browserId ? `?browserId=${options.browserId}` : ''}`,
    {
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.merchantId ? { merchantId: options.merchantId } : {}),
      seat: options.seat ?? null,
    },
  );

/** A diner who scanned the table's code: the seat the QR lookup handed out. */
const seatAt = async (table: { id: string } | undefined, browserId: string): Promise<string> => {
  const reply = await qr(await qrOf(table), { browserId });
  expect(reply.status).toBe(200);
  return reply.body.data.seat.token;
};

describe('GET /api/merchant/table/qrcode/info/:qrcodeId', () => {
  it('names the table behind a QR code and seats the diner', async () => {
    const qrcodeId = await qrOf(a1);
    expect(qrcodeId).toMatch(/^[0-9]{16,19}$/);
    const reply = await qr(qrcodeId, { merchantId: demoFacts.merchantId, browserId: 'fp-a' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ tableId: Number(a1?.id), tableName: 'A1' });
    expect(reply.body.data.seat.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(reply.body.data.seat.dinerId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(reply.body.data.seat.expiresAt).toBeGreaterThan(Date.now());
    const zh = await qr(await qrOf(demoFacts.tables[11]), { locale: 'zh-TW' });
    expect(zh.body.data.tableName).toBe('B6');
  });

  it('opens no table by counting: the small numbers the demo once printed name nothing', async () => {
    for (const counted of ['1', '2', '12', '101', '3001']) {
      expect((await qr(counted)).status).toBe(404);
    }
  });

  it('hands a browser its seat back while the session lasts, renews it for the same diner after', async () => {
    const first = (await qr(await qrOf(a4), { browserId: 'fp-keep' })).body.data.seat;
    const again = await qr(await qrOf(a4), { browserId: 'fp-keep', seat: first.token });
    expect(again.body.data.seat).toEqual(first);
    // Another browser holding a copy of the seat is a new diner, not this one.
    const copied = await qr(await qrOf(a4), { browserId: 'fp-thief', seat: first.token });
    expect(copied.body.data.seat.dinerId).not.toBe(first.dinerId);
    await endTableSession(server.db, need(a4).id, { freeSeats: true, partyLeft: true });
    const renewed = await qr(await qrOf(a4), { browserId: 'fp-keep', seat: first.token });
    expect(renewed.body.data.seat.dinerId).toBe(first.dinerId);
    expect(renewed.body.data.seat.token).not.toBe(first.token);
  });

  it('says when the seat it renews was of a party the staff has since cleared, and only then', async () => {
    const qrcodeId = await qrOf(a3);
    const first = (await qr(qrcodeId, { browserId: 'fp-away' })).body.data;
    expect(first.partyCleared).toBe(false);
    // A new order code ends the session but keeps the party: nothing to tell.
    await endTableSession(server.db, need(a3).id, { freeSeats: false, partyLeft: false });
    const rotated = (await qr(qrcodeId, { browserId: 'fp-away', seat: first.seat.token })).body
      .data;
    expect(rotated.partyCleared).toBe(false);
    expect(rotated.seat.token).not.toBe(first.seat.token);
    // The staff clear the table while the diner is away: the renewal says so, once.
    await endTableSession(server.db, need(a3).id, { freeSeats: true, partyLeft: true });
    const back = (await qr(qrcodeId, { browserId: 'fp-away', seat: rotated.seat.token })).body.data;
    expect(back.partyCleared).toBe(true);
    expect(back.seat.dinerId).toBe(first.seat.dinerId);
    const again = (await qr(qrcodeId, { browserId: 'fp-away', seat: back.seat.token })).body.data;
    expect(again.partyCleared).toBe(false);
    // A seat from before two clears is as cleared; another browser's copy of it is a new diner.
    await endTableSession(server.db, need(a3).id, { freeSeats: true, partyLeft: true });
    const copied = await qr(qrcodeId, { browserId: 'fp-other', seat: again.seat.token });
    expect(copied.body.data.partyCleared).toBe(false);
    expect(
      (await qr(qrcodeId, { browserId: 'fp-away', seat: first.seat.token })).body.data.partyCleared,
    ).toBe(true);
  });

  it('hands out a bounded number of seats a session; the staff’s clear frees them', async () => {
    const qrcodeId = await qrOf(b1);
    for (let n = 0; n < MAX_SEATS_PER_SESSION; n += 1) {
      expect((await qr(qrcodeId, { browserId: `fp-${n}` })).status).toBe(200);
    }
    const full = await qr(qrcodeId, { browserId: 'fp-late' });
    expect([full.status, full.body.code]).toEqual([409, 4032]);
    await endTableSession(server.db, need(b1).id, { freeSeats: true, partyLeft: true });
    expect((await qr(qrcodeId, { browserId: 'fp-late' })).status).toBe(200);
  });

  it('answers 10010 tableUnavailable with 409 for a closed table, in both languages', async () => {
    const en = await qr(await qrOf(closed));
    expect(en.status).toBe(409);
    expect(en.body).toEqual({
      success: false,
      code: 10010,
      msg: 'This table is not available.',
      data: null,
    });
    expect((await qr(await qrOf(closed), { locale: 'zh-TW' })).body.msg).toBe('此桌位暫不可用。');
  });

  it("404s an unknown QR code, and another merchant's", async () => {
    const unknown = await qr('999', { locale: 'zh-TW' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('找不到此桌位。');
    expect((await qr(await qrOf(t1), { merchantId: demoFacts.merchantId })).status).toBe(404);
    expect((await qr('99999999999999999999')).status).toBe(404);
  });

  it.each(['abc', '12a', '-1', '1.5', '1'.repeat(30)])('refuses %s with 400', async (id) => {
    const reply = await qr(id);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 400 });
  });

  it("answers on a local merchant's subdomain only for its own tables", async () => {
    const port = new URL(server.baseUrl).port;
    const on = async (host: string, table: { id: string } | undefined) =>
      rawCall(server.baseUrl, 'GET', `/api/merchant/table/qrcode/info/${await qrOf(table)}`, {
        host: `${host}:${port}`,
      });
    expect((await on('2002.localhost', t1)).status).toBe(200);
    expect((await on('2002.localhost', a1)).status).toBe(404);
    expect((await on('1001.localhost', a1)).status).toBe(404);
  });
});

const valid = (code: string, seat: string | null, tableId?: string) =>
  call<boolean>(server.baseUrl, 'GET', `/api/merchant/table/order-code/valid/${code}`, {
    seat,
    ...(tableId ? { tableId } : {}),
  });

describe('GET /api/merchant/table/order-code/valid/:code', () => {
  it("says whether the code is the seat's table's", async () => {
    const seat = await seatAt(a1, 'fp-code');
    expect((await valid(need(a1).orderCode, seat)).body).toMatchObject({ code: 0, data: true });
    expect((await valid(need(a2).orderCode, seat)).body.data).toBe(false);
  });

  it('needs a seat; a table id alone, or another table’s seat, opens nothing', async () => {
    const noSeat = await valid(need(a1).orderCode, null, need(a1).id);
    expect([noSeat.status, noSeat.body.code]).toEqual([403, 4030]);
    const otherTable = await valid(need(a1).orderCode, await seatAt(a2, 'fp-x'), need(a1).id);
    expect([otherTable.status, otherTable.body.code]).toEqual([403, 4030]);
  });

  it('refuses malformed codes', async () => {
    const seat = await seatAt(a1, 'fp-malformed');
    for (const code of ['12', 'abcd', '123456789', '12%2034']) {
      expect((await valid(code, seat)).status).toBe(400);
    }
  });

  it('counts wrong guesses per seat and per address at the table, never per table alone', async () => {
    server.advanceClock(WRONG_CODE_WINDOW_MS);
    const wrong = need(a3).orderCode === '0001' ? '0002' : '0001';
    const stranger = await seatAt(a3, 'fp-stranger');
    for (let i = 0; i < MAX_WRONG_CODES_PER_SEAT; i += 1) {
      expect((await valid(wrong, stranger)).body.data).toBe(false);
    }
    const blocked = await valid(need(a3).orderCode, stranger);
    expect([blocked.status, blocked.body.code]).toEqual([429, 429]);
    // The stranger's guesses do not lock the table's own diners out.
    const diner = await seatAt(a3, 'fp-diner');
    expect((await valid(need(a3).orderCode, diner)).body.data).toBe(true);
    // Fresh seats from one address do not buy more guesses than the address has.
    const guessesLeft = MAX_WRONG_CODES_PER_ADDRESS - MAX_WRONG_CODES_PER_SEAT;
    for (let i = 0; i < guessesLeft; i += 1) {
      const seat = await seatAt(a3, `fp-more-${Math.floor(i / MAX_WRONG_CODES_PER_SEAT)}`);
      expect((await valid(wrong, seat)).body.data).toBe(false);
    }
    const addressBlocked = await valid(need(a3).orderCode, await seatAt(a3, 'fp-fresh'));
    expect(addressBlocked.status).toBe(429);
    // A diner at another table on the same Wi-Fi is not locked out by them (it was, a probe).
    expect((await valid(need(a1).orderCode, await seatAt(a1, 'fp-next-table'))).body.data).toBe(
      true,
    );
    server.advanceClock(WRONG_CODE_WINDOW_MS);
    expect((await valid(need(a3).orderCode, stranger)).body.data).toBe(true);
  });

  it('answers 10010 for a closed table', async () => {
    const seat = await mintSeat(server.baseUrl, closed.id, 'g-closed');
    expect((await valid(closed.orderCode, seat)).body.code).toBe(10010);
  });
});

describe('POST /api/merchant/message/send-order-code-message', () => {
  const send = (body: unknown, seat: string | null, rawBody?: string) =>
    call(server.baseUrl, 'POST', '/api/merchant/message/send-order-code-message', {
      body,
      rawBody,
      seat,
    });

  it('asks for the seat’s table, a few times per seat, never without a seat', async () => {
    server.advanceClock(STAFF_CALL_WINDOW_MS);
    const seat = await seatAt(a2, 'fp-ask');
    expect((await send({ tableId: need(a2).id }, seat)).status).toBe(200);
    expect((await send({}, seat)).status).toBe(200);
    expect((await send(undefined, seat)).status).toBe(200);
    const limited = await send({}, seat);
    expect([limited.status, limited.body.code]).toEqual([429, 429]);
    const noSeat = await send({ tableId: need(a2).id }, null);
    expect([noSeat.status, noSeat.body.code]).toEqual([403, 4030]);
    const otherTable = await send({ tableId: need(a1).id }, await seatAt(a2, 'fp-ask-2'));
    expect([otherTable.status, otherTable.body.code]).toEqual([403, 4030]);
  });

  it.each([
    [{ tableId: 'A1' }, undefined],
    [{ tableId: -3 }, undefined],
    [{ tableId: '1'.repeat(30) }, undefined],
    [undefined, '{"tableId":'],
    [undefined, '[]'],
  ])('refuses %j %s with 400', async (body, rawBody) => {
    const reply = await send(body, await seatAt(a1, 'fp-bad-body'), rawBody);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
  });
});
