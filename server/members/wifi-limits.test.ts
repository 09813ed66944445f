import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { call, type CallOptions } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { mintSeat } from '../test-support/seats.ts';
import {
  MAX_WRONG_LOGIN_CODES_PER_ADDRESS,
  WRONG_LOGIN_CODE_WINDOW_MS,
  WRONG_LOGIN_CODES_PER_SEAT,
  WRONG_LOGIN_CODES_PER_SEATED_ADDRESS,
  WRONG_LOGIN_CODES_PER_TABLE_ADDRESS,
} from './login-attempts.ts';
import {
  SEATED_SEND_WINDOW_MS,
  SEATED_SENDS_PER_ADDRESS,
  SENDS_PER_SEAT,
  SENDS_PER_TABLE_ADDRESS,
  UNSEATED_SENDS_PER_ADDRESS_PER_MINUTE,
} from './otp-limits.ts';
import { sendLoginCode } from './otp-send.ts';
import {
  PHONE_MINUTE_MS,
  PHONE_SEND_WINDOW_MS,
  SENDS_PER_PHONE,
  SENDS_PER_PHONE_PER_SEAT,
  SENDS_PER_PHONE_PER_TABLE,
  UNSEATED_SENDS_PER_PHONE,
  UNSEATED_SENDS_PER_PHONE_PER_ADDRESS,
} from './phone-limits.ts';
import { testPhone } from './test-support.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/**
 * A restaurant's guest Wi-Fi: every diner of the evening behind one public address (here every
 * call comes from 127.0.0.1). Ten more tables of merchant 1001, ids 511 to 520.
 */
const TABLES = Array.from({ length: 10 }, (_, index) => String(511 + index));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedFixture(db);
      for (const [index, id] of TABLES.entries())
        await db.query(
          `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code, available, sort)
           values ($1, $2, $3, $4, '4321', true, $5)`,
          [id, fixture.merchantId, `W${index + 1}`, String(100 + index), 10 + index],
        );
    },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

let phones = 2000;
/** A number nobody asked for yet: each phone's own limits stay out of these tests. */
const freshPhone = () => testPhone((phones += 1));

/** The app at a table sends its seat (Table-Seat, minted for `guestId` at `tableId`). */
const at = (tableId: string, guestId: string): CallOptions => ({ tableId, guestId });
const unseated: CallOptions = { seat: null };

const send = (phone: string, options: CallOptions) =>
  call(server.baseUrl, 'POST', '/api/member/phone/code', {
    merchantId: fixture.merchantId,
    body: { phone },
    ...options,
  });

const wrongLogin = (options: CallOptions) =>
  call(server.baseUrl, 'POST', '/api/member/login', {
    merchantId: fixture.merchantId,
    // A number that holds no code: always a wrong code, and no code's own count moves.
    body: { phone: freshPhone(), code: '123456', autoRegister: true },
    ...options,
  });

/** Asks for a code at the table and logs in with it: what a diner does. */
const logsIn = async (options: CallOptions): Promise<number> => {
  const phone = freshPhone();
  const sent = await send(phone, options);
  if (sent.status !== 200) return sent.body.code;
  const { codeRequest } = sent.body.data as { codeRequest: string };
  const code = server.otps.at(-1)?.code;
  const reply = await call(server.baseUrl, 'POST', '/api/member/login', {
    merchantId: fixture.merchantId,
    body: { phone, code, codeRequest, autoRegister: true },
    ...options,
  });
  return reply.status === 200 ? 200 : reply.body.code;
};

describe('login texts on one Wi-Fi', () => {
  it('diners at ten tables all get their codes in one minute; without a seat the address keeps its three (4291)', async () => {
    server.advanceClock(SEATED_SEND_WINDOW_MS);
    // A script without a seat spends the address's minute first: no diner at a table minds.
    for (let i = 0; i < UNSEATED_SENDS_PER_ADDRESS_PER_MINUTE; i += 1)
      expect((await send(freshPhone(), unseated)).status).toBe(200);
    const script = await send(freshPhone(), unseated);
    expect([script.status, script.body.code, script.body.msg]).toEqual([
      429,
      4291,
      'One IP can receive the message three times in a minute.',
    ]);
    // Before, the fourth send of the minute from the restaurant's address was refused (4291).
    const sent = [];
    for (const table of TABLES)
      for (const diner of ['ann', 'bo', 'cy'])
        sent.push((await send(freshPhone(), at(table, `g-${table}-${diner}`))).status);
    expect(sent).toEqual(TABLES.flatMap(() => [200, 200, 200]));
    expect((await send(freshPhone(), unseated)).body.code).toBe(4291);
  });

  it('a seat that is not one of the table’s current session counts as none: the three a minute', async () => {
    server.advanceClock(SEATED_SEND_WINDOW_MS);
    const [table] = fixture.tables;
    const ended = await mintSeat(server.baseUrl, table.id, 'g-ended');
    await server.db.query('update dining_tables set seat_epoch = seat_epoch + 1 where id = $1', [
      table.id,
    ]);
    for (let i = 0; i < UNSEATED_SENDS_PER_ADDRESS_PER_MINUTE; i += 1)
      expect((await send(freshPhone(), { tableId: table.id, seat: ended })).status).toBe(200);
    expect((await send(freshPhone(), { tableId: table.id, seat: ended })).body.code).toBe(4291);
    // Merchant 1001's seat, calling merchant 2002: no seat there either.
    const foreign = await send(freshPhone(), {
      ...at(fixture.tables[1].id, 'g-foreign'),
      merchantId: fixture.localMerchantId,
    });
    expect(foreign.body.code).toBe(4291);
  });

  it('a stranger at one table: the seat’s five, fresh seats the table’s forty (429); the next table still gets codes', async () => {
    server.advanceClock(SEATED_SEND_WINDOW_MS);
    const [table, next] = TABLES as [string, string];
    for (let i = 0; i < SENDS_PER_SEAT; i += 1)
      expect((await send(freshPhone(), at(table, 'g-nosy'))).status).toBe(200);
    const seatSpent = await send(freshPhone(), { ...at(table, 'g-nosy'), locale: 'zh-TW' });
    expect([seatSpent.status, seatSpent.body.code, seatSpent.body.msg]).toEqual([
      429,
      429,
      '請求過多，請稍候。',
    ]);
    let sent = SENDS_PER_SEAT;
    let refused: { status: number; code: number; msg: string } | null = null;
    for (let seat = 1; refused === null; seat += 1)
      for (let i = 0; i < SENDS_PER_SEAT && refused === null; i += 1) {
        const reply = await send(freshPhone(), at(table, `g-nosy-${seat}`));
        if (reply.status === 200) sent += 1;
        else refused = { status: reply.status, code: reply.body.code, msg: reply.body.msg };
      }
    expect([sent, refused]).toEqual([
      SENDS_PER_TABLE_ADDRESS,
      { status: 429, code: 429, msg: 'Too many requests. Please wait.' },
    ]);
    expect((await send(freshPhone(), at(next, 'g-next'))).status).toBe(200);
    // The address's own three a minute, for the member pages, are still whole.
    expect((await send(freshPhone(), unseated)).status).toBe(200);
    server.advanceClock(SEATED_SEND_WINDOW_MS);
    expect((await send(freshPhone(), at(table, 'g-nosy'))).status).toBe(200);
  });

  it('every seat of one address: two hundred in ten minutes, so a bot needs seats at five tables', async () => {
    let now = Date.now() + 30 * 86_400_000;
    const deps = { db: server.db, clock: () => now, sendOtp: async () => undefined };
    const ask = async (ip: string, seat: { tableId: string; dinerId: string } | null) => {
      try {
        await sendLoginCode(deps, {
          merchantId: fixture.merchantId,
          phone: freshPhone(),
          ip,
          seat,
        });
        return 'sent';
      } catch (error) {
        return error instanceof ApiError ? error.code : error;
      }
    };
    const bot = '198.51.100.60';
    const tables = SEATED_SENDS_PER_ADDRESS / SENDS_PER_TABLE_ADDRESS;
    const answers = new Set<unknown>();
    for (let table = 0; table < tables; table += 1)
      for (let sent = 0; sent < SENDS_PER_TABLE_ADDRESS; sent += 1) {
        const dinerId = `bot-${Math.floor(sent / SENDS_PER_SEAT)}`;
        answers.add(await ask(bot, { tableId: `90${table}`, dinerId }));
      }
    expect([...answers]).toEqual(['sent']);
    expect(await ask(bot, { tableId: '999', dinerId: 'bot-0' })).toBe(429);
    // Not the address's three a minute without a seat, nor another address's diners.
    expect(await ask(bot, null)).toBe('sent');
    expect(await ask('198.51.100.61', { tableId: '999', dinerId: 'bot-0' })).toBe('sent');
    now += SEATED_SEND_WINDOW_MS;
    expect(await ask(bot, { tableId: '999', dinerId: 'bot-0' })).toBe('sent');
  });
});

describe('a stranger asking for another diner’s number', () => {
  const tooMany = 'This phone number has had too many codes. Please try again later.';

  it('on the Wi-Fi: their seat’s three, their table’s five, the address’s three without a seat (429); the owner at their own seat still gets a code and logs in', async () => {
    server.advanceClock(SEATED_SEND_WINDOW_MS);
    const [prank, owner] = TABLES as [string, string];
    const phone = freshPhone();
    /** Past the phone's minute (4290), which is the merchant's for everyone. */
    const later = (options: CallOptions) => {
      server.advanceClock(PHONE_MINUTE_MS);
      return send(phone, options);
    };
    for (let i = 0; i < SENDS_PER_PHONE_PER_SEAT; i += 1)
      expect((await later(at(prank, 'g-prank'))).status).toBe(200);
    const seatSpent = await later(at(prank, 'g-prank'));
    expect([seatSpent.status, seatSpent.body.code, seatSpent.body.msg]).toEqual([
      429,
      429,
      tooMany,
    ]);
    // Fresh seats at the same table (a script takes up to forty) count as the table.
    let sent = SENDS_PER_PHONE_PER_SEAT;
    let refused: { status: number; code: number; msg: string } | null = null;
    for (let seat = 1; refused === null; seat += 1) {
      const reply = await later({ ...at(prank, `g-prank-${seat}`), locale: 'zh-TW' });
      if (reply.status === 200) sent += 1;
      else refused = { status: reply.status, code: reply.body.code, msg: reply.body.msg };
    }
    expect([sent, refused]).toEqual([
      SENDS_PER_PHONE_PER_TABLE,
      { status: 429, code: 429, msg: '此手機號碼收到的驗證碼已達上限，請稍後再試。' },
    ]);
    // Without a seat, on the same address: the address's own three.
    for (let i = 0; i < UNSEATED_SENDS_PER_PHONE_PER_ADDRESS; i += 1)
      expect((await later(unseated)).status).toBe(200);
    // The stranger's last text came a moment ago: the owner waits out the minute (4290's words),
    // with that text's code on their phone.
    const minute = await send(phone, at(owner, 'g-owner'));
    expect([minute.body.code, minute.body.msg]).toEqual([4290, 'Only one message per minute.']);
    expect((await later(unseated)).body).toMatchObject({ code: 429, msg: tooMany });
    // Before, the stranger's three from the restaurant's address spent the phone's three there:
    // its owner, on the same Wi-Fi, was refused (4290) for an hour.
    const own = await later(at(owner, 'g-owner'));
    expect(own.status).toBe(200);
    const { codeRequest } = own.body.data as { codeRequest: string };
    const code = server.otps.at(-1);
    expect(code?.phone).toBe(phone);
    const login = await call(server.baseUrl, 'POST', '/api/member/login', {
      merchantId: fixture.merchantId,
      body: { phone, code: code?.code, codeRequest, autoRegister: true },
      ...at(owner, 'g-owner'),
    });
    expect(login.status).toBe(200);
  });

  it('with many addresses and seats at several tables: ten without a seat, five a table, thirty in all, so shutting the owner out takes four tables', async () => {
    let now = Date.now() + 40 * 86_400_000;
    const deps = { db: server.db, clock: () => now, sendOtp: async () => undefined };
    const phone = freshPhone();
    const ask = async (ip: string, seat: { tableId: string; dinerId: string } | null) => {
      now += PHONE_MINUTE_MS;
      try {
        await sendLoginCode(deps, { merchantId: fixture.merchantId, phone, ip, seat });
        return 'sent';
      } catch (error) {
        return error instanceof ApiError ? error.messageId : error;
      }
    };
    const wifi = '198.51.100.70';
    const owner = { tableId: '950', dinerId: 'owner' };
    // No seat, address after address (a phone's tethering, a proxy): ten, then none.
    let sent = 0;
    for (let address = 1; sent < UNSEATED_SENDS_PER_PHONE; address += 1)
      for (let i = 0; i < UNSEATED_SENDS_PER_PHONE_PER_ADDRESS; i += 1)
        if (sent < UNSEATED_SENDS_PER_PHONE) {
          expect(await ask(`203.0.113.${address}`, null)).toBe('sent');
          sent += 1;
        }
    expect(await ask('203.0.113.99', null)).toBe('tooManyCodesToPhone');
    // Seats at table after table: five each, a fresh seat there gets none.
    let table = 0;
    for (; sent + SENDS_PER_PHONE_PER_TABLE < SENDS_PER_PHONE; table += 1) {
      for (let i = 0; i < SENDS_PER_PHONE_PER_TABLE; i += 1) {
        const dinerId = `bot-${Math.floor(i / SENDS_PER_PHONE_PER_SEAT)}`;
        expect(await ask(wifi, { tableId: `96${table}`, dinerId })).toBe('sent');
        sent += 1;
      }
      expect(await ask(wifi, { tableId: `96${table}`, dinerId: 'bot-fresh' })).toBe(
        'tooManyCodesToPhone',
      );
    }
    // Three tables and four addresses: the owner's own seat still gets its code.
    expect([table, await ask(wifi, owner)]).toEqual([3, 'sent']);
    sent += 1;
    // A fourth table reaches the phone's thirty: nobody gets another this hour, the owner neither.
    for (; sent < SENDS_PER_PHONE; sent += 1)
      expect(await ask(wifi, { tableId: '970', dinerId: `bot-${sent}` })).toBe('sent');
    expect(await ask(wifi, owner)).toBe('tooManyCodesToPhone');
    expect(await ask('192.0.2.50', null)).toBe('tooManyCodesToPhone');
    now += PHONE_SEND_WINDOW_MS;
    expect(await ask(wifi, owner)).toBe('sent');
  });
});

describe('wrong login codes on one Wi-Fi', () => {
  it('diners mistyping at eight tables, forty wrong codes in all: the next diner still logs in', async () => {
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const wrong = [];
    for (const table of TABLES.slice(0, 8))
      for (let i = 0; i < 5; i += 1)
        wrong.push((await wrongLogin(at(table, `g-typo-${table}`))).body.code);
    // Before, the 31st wrong code from the address was refused (429), and so was every right one.
    expect(wrong).toEqual(Array.from({ length: 40 }, () => 4001));
    expect(wrong.length).toBeGreaterThan(MAX_WRONG_LOGIN_CODES_PER_ADDRESS);
    expect(await logsIn(at(TABLES[8] ?? '', 'g-hungry'))).toBe(200);
    expect(await logsIn(at(TABLES[0] ?? '', 'g-typo-again'))).toBe(200);
  });

  it('a stranger’s wrong codes: the seat’s ten, the table’s thirty (429); the next table logs in; without a seat, the address’s own thirty', async () => {
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const [table, next] = TABLES as [string, string];
    for (let i = 0; i < WRONG_LOGIN_CODES_PER_SEAT; i += 1)
      expect((await wrongLogin(at(table, 'g-guess'))).body.code).toBe(4001);
    const seatSpent = await wrongLogin(at(table, 'g-guess'));
    expect([seatSpent.status, seatSpent.body.code]).toEqual([429, 429]);
    let wrong = WRONG_LOGIN_CODES_PER_SEAT;
    let refusedWith = 0;
    for (let seat = 1; refusedWith === 0; seat += 1) {
      const reply = await wrongLogin(at(table, `g-guess-${seat}`));
      if (reply.body.code === 4001) wrong += 1;
      else refusedWith = reply.body.code;
    }
    expect([wrong, refusedWith]).toEqual([WRONG_LOGIN_CODES_PER_TABLE_ADDRESS, 429]);
    // The stranger's table is locked out, for its own right codes too; no other table is.
    expect(await logsIn(at(table, 'g-guess-new'))).toBe(429);
    expect(await logsIn(at(next, 'g-next'))).toBe(200);
    for (let i = 0; i < MAX_WRONG_LOGIN_CODES_PER_ADDRESS; i += 1)
      expect((await wrongLogin(unseated)).body.code).toBe(4001);
    expect((await wrongLogin(unseated)).body.code).toBe(429);
    expect(await logsIn(at(next, 'g-next-2'))).toBe(200);
  });

  it('every seat of one address: a hundred and twenty wrong codes, a bot needs seats at four tables', async () => {
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const tables = WRONG_LOGIN_CODES_PER_SEATED_ADDRESS / WRONG_LOGIN_CODES_PER_TABLE_ADDRESS;
    const codes = new Set<number>();
    for (const table of TABLES.slice(0, tables))
      for (let i = 0; i < WRONG_LOGIN_CODES_PER_TABLE_ADDRESS; i += 1) {
        const seat = `g-bot-${Math.floor(i / WRONG_LOGIN_CODES_PER_SEAT)}`;
        codes.add((await wrongLogin(at(table, seat))).body.code);
      }
    expect([...codes]).toEqual([4001]);
    expect((await wrongLogin(at(TABLES[tables] ?? '', 'g-bot-0'))).body.code).toBe(429);
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    expect((await wrongLogin(at(TABLES[tables] ?? '', 'g-bot-0'))).body.code).toBe(4001);
  });
});
