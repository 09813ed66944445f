import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { ApiError } from '../http/api-error.ts';
import { sendLoginCode } from './otp-send.ts';
import { count, freshWindow, testPhone } from './test-support.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const send = (body: unknown, options: { merchantId?: string | null; locale?: string } = {}) =>
  call(server.baseUrl, 'POST', '/api/member/phone/code', {
    body,
    ...(options.merchantId === null
      ? {}
      : { merchantId: options.merchantId ?? fixture.merchantId }),
    ...(options.locale ? { locale: options.locale } : {}),
  });

describe('POST /api/member/phone/code', () => {
  it('sends a six-digit code to the normalised phone and stores it', async () => {
    freshWindow(server);
    const reply = await send({ phone: '(212) 555-2001' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      code: 0,
      msg: 'success',
      data: { codeRequest: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) },
    });
    const sent = server.otps.at(-1);
    expect(sent?.phone).toBe('+12125552001');
    expect(sent?.code).toMatch(/^[0-9]{6}$/);
    const [row] = await server.db.query<{
      merchant_id: string;
      ip: string;
      attempts: number;
      asker_key: string;
    }>('select merchant_id, ip, attempts, asker_key from otp_codes where phone = $1', [
      '+12125552001',
    ]);
    expect(row).toMatchObject({ merchant_id: fixture.merchantId, ip: '127.0.0.1', attempts: 0 });
    // Only a hash of the asker's secret is kept.
    const { codeRequest } = reply.body.data as { codeRequest: string };
    expect(row?.asker_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.asker_key).not.toContain(codeRequest);
  });

  it('allows one code per phone per minute (4290), then another after the minute', async () => {
    freshWindow(server);
    const phone = testPhone(10);
    expect((await send({ phone })).status).toBe(200);
    const again = await send({ phone });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      success: false,
      code: 4290,
      msg: 'Only one message per minute.',
      data: null,
    });
    server.advanceClock(30_000);
    expect((await send({ phone }, { locale: 'zh-TW' })).body.msg).toBe('每分鐘只能發送一則簡訊。');
    server.advanceClock(30_000);
    expect((await send({ phone })).status).toBe(200);
  });

  it("counts the phone's minute at each merchant apart: a code asked for elsewhere keeps nobody out here", async () => {
    freshWindow(server);
    const phone = testPhone(11);
    expect((await send({ phone }, { merchantId: fixture.localMerchantId })).status).toBe(200);
    expect((await send({ phone })).status).toBe(200);
    expect((await send({ phone })).body.code).toBe(4290);
  });

  it('without a seat, sends a phone three codes an hour from one address and ten from all (429), whatever the merchants', async () => {
    const phone = testPhone(12);
    let now = Date.now() + 10 * 86_400_000;
    const deps = { db: server.db, clock: () => now, sendOtp: async () => undefined };
    const ask = async (ip: string, merchantId: string = fixture.merchantId) => {
      now += 61_000;
      try {
        await sendLoginCode(deps, { merchantId, phone, ip });
        return 'sent';
      } catch (error) {
        return error instanceof ApiError ? `${error.code} ${error.messageId}` : error;
      }
    };
    const stranger = '203.0.113.7';
    for (const merchantId of [fixture.merchantId, fixture.localMerchantId, fixture.merchantId])
      expect(await ask(stranger, merchantId)).toBe('sent');
    // Before, one address spent the phone's whole hour, and its owner could log in nowhere.
    expect(await ask(stranger, fixture.localMerchantId)).toBe('429 tooManyCodesToPhone');
    for (let other = 1; other <= 7; other += 1)
      expect(await ask(`198.51.100.${other}`, fixture.localMerchantId)).toBe('sent');
    // Ten in the hour without a seat, whoever asked: the restaurants together cannot flood the
    // number (seated asks have shares of their own: wifi-limits.test.ts).
    expect(await ask('192.0.2.1')).toBe('429 tooManyCodesToPhone');
    now += 60 * 60_000;
    expect(await ask('192.0.2.1')).toBe('sent');
  });

  it('allows three codes per client IP per minute (4291), whatever the phones', async () => {
    freshWindow(server);
    for (const n of [20, 21, 22]) expect((await send({ phone: testPhone(n) })).status).toBe(200);
    const sentBefore = server.otps.length;
    const fourth = await send({ phone: testPhone(23) });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      success: false,
      code: 4291,
      msg: 'One IP can receive the message three times in a minute.',
    });
    expect(server.otps.length).toBe(sentBefore);
    server.advanceClock(60_000);
    expect((await send({ phone: testPhone(23) })).status).toBe(200);
  });

  it.each([
    [{ phone: '+10125550123' }, 'en-US', 'Enter a useful phone number'],
    [{ phone: '+10125550123' }, 'zh-TW', '請輸入有效的手機號碼'],
    [{ phone: '' }, 'en-US', 'Please enter your phone number'],
    [{}, 'zh-TW', '請輸入手機號碼'],
  ])('refuses %j with a 400 in %s', async (body, locale, msg) => {
    freshWindow(server);
    const before = await count(server, 'otp_codes');
    const reply = await send(body, { locale });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, code: 400, msg, data: null });
    expect(await count(server, 'otp_codes')).toBe(before);
  });

  it.each([
    ['a number', { phone: 2125550123 }],
    ['an array', [{ phone: '+12125550123' }]],
    ['null', null],
  ])('refuses %s as the body with a 400 and sends nothing', async (_, body) => {
    freshWindow(server);
    const before = server.otps.length;
    const reply = await send(body);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(server.otps.length).toBe(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const reply = await call(server.baseUrl, 'POST', '/api/member/phone/code', {
      rawBody: '{"phone":',
      merchantId: fixture.merchantId,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
  });

  it('needs the merchantId header, and a merchant that exists', async () => {
    freshWindow(server);
    const before = await count(server, 'otp_codes');
    const missing = await send({ phone: testPhone(30) }, { merchantId: null });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('The merchantId header is required.');
    const unknown = await send({ phone: testPhone(30) }, { merchantId: '424242' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, msg: 'This restaurant was not found.' });
    expect(await count(server, 'otp_codes')).toBe(before);
  });

  it('forgets a code the SMS gateway failed to send, so the phone can retry at once', async () => {
    const phone = testPhone(40);
    const before = await count(server, 'otp_codes');
    const failing = {
      db: server.db,
      clock: () => Date.now() + 3_600_000,
      sendOtp: () => Promise.reject(new Error('gateway down')),
    };
    await expect(
      sendLoginCode(failing, { merchantId: fixture.merchantId, phone, ip: '10.0.0.9' }),
    ).rejects.toThrow('gateway down');
    expect(await count(server, 'otp_codes')).toBe(before);
  });
});
