import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/domain/model/member.ts';
import { rawCall } from '../merchants/raw-call.ts';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { MAX_WRONG_LOGIN_CODES_PER_ADDRESS, WRONG_LOGIN_CODE_WINDOW_MS } from './login-attempts.ts';
import { requestCode, signUp, testPhone } from './test-support.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const put = (token: string, body: unknown, locale = 'en-US') =>
  call<Member>(server.baseUrl, 'PUT', '/api/member', { token, body, locale });
const get = (token?: string, merchantId?: string) =>
  call<Member>(server.baseUrl, 'GET', '/api/member', {
    ...(token ? { token } : {}),
    ...(merchantId ? { merchantId } : {}),
  });

const enrolment = {
  name: 'Alan Turing',
  firstName: 'Alan',
  lastName: 'Turing',
  mail: 'alan@example.com',
  birthday: 623,
  languagePreference: 'en-US',
  status: 1,
  isSubPromotion: true,
};

describe('GET /api/member', () => {
  it('reads the member of the token', async () => {
    const reply = await get(fixture.member.token, fixture.merchantId);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ token: fixture.member.token, firstName: 'Ada' });
  });

  it.each([
    ['no token', undefined, undefined],
    ['an unknown token', 'nope', undefined],
    ["another merchant's header", fixture.member.token, fixture.localMerchantId],
  ])('answers 401 for %s', async (_, token, merchantId) => {
    const reply = await get(token, merchantId);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      success: false,
      code: 401,
      msg: 'Please log in again.',
      data: null,
    });
  });

  it("answers 401 on another merchant's local-mode host, whose server knows no such member", async () => {
    const host = `${fixture.localMerchantId}.localhost:${new URL(server.baseUrl).port}`;
    const reply = await rawCall(server.baseUrl, 'GET', '/api/member', {
      host,
      authorization: `Bearer ${fixture.member.token}`,
    });
    expect([reply.status, reply.body?.code]).toEqual([401, 401]);
  });

  it.each(['99999999999999999999', '02002'])(
    'answers 404 on a subdomain %s.localhost that names no merchant there could be',
    async (id) => {
      const host = `${id}.localhost:${new URL(server.baseUrl).port}`;
      for (const [method, path] of [
        ['GET', '/api/member'],
        ['POST', '/api/member/register/guest'],
      ] as const) {
        const reply = await rawCall(server.baseUrl, method, path, {
          host,
          'content-type': 'application/json',
        });
        expect([path, reply.status, reply.body?.code]).toEqual([path, 404, 404]);
      }
    },
  );

  it('answers 401 for an expired token', async () => {
    await server.db.query(
      `insert into member_tokens (token, member_id, created_at, expires_at)
       values ('expired-901', $1, now() - interval '31 days', now() - interval '1 day')`,
      [fixture.member.id],
    );
    expect((await get('expired-901')).status).toBe(401);
    expect((await put('expired-901', enrolment)).status).toBe(401);
  });
});

describe('PUT /api/member', () => {
  it('completes the enrolment and returns the updated member', async () => {
    const member = await signUp(server, testPhone(1));
    const reply = await put(member.token, { ...enrolment, phone: member.phone });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      token: member.token,
      name: 'Alan Turing',
      firstName: 'Alan',
      lastName: 'Turing',
      mail: 'alan@example.com',
      birthday: 623,
      phone: member.phone,
      status: 1,
      platformExtraInfo: { isSubPromotion: true },
    });
    expect((await get(member.token)).body.data.birthday).toBe(623);
  });

  it('leaves absent and null fields as they are and ignores name and status', async () => {
    const member = await signUp(server, testPhone(2));
    await put(member.token, enrolment);
    const reply = await put(member.token, {
      firstName: ' Alonzo ',
      birthday: null,
      mail: null,
      name: 'Somebody Else',
      status: 0,
    });
    expect(reply.body.data).toMatchObject({
      name: 'Alonzo Turing',
      birthday: 623,
      mail: 'alan@example.com',
      status: 1,
    });
  });

  it.each([
    [{ firstName: '' }, 'Please enter your first name', '請輸入名字'],
    [{ lastName: 'x'.repeat(51) }, 'A name can be at most 50 characters.', '名字最多 50 個字元。'],
    [{ mail: 'ada@' }, 'The email format is incorrect', '電子郵件格式不正確'],
    [{ birthday: 230 }, 'That day does not exist in the selected month', '所選月份沒有這一天'],
    [
      { birthday: 99_999_999 },
      'That day does not exist in the selected month',
      '所選月份沒有這一天',
    ],
    [{ phone: '+11115550123' }, 'Enter a useful phone number', '請輸入有效的手機號碼'],
  ])('refuses %j in both languages and changes nothing', async (body, en, zh) => {
    const before = (await get(fixture.member.token)).body.data;
    for (const [locale, msg] of [
      ['en-US', en],
      ['zh-TW', zh],
    ] as const) {
      const reply = await put(fixture.member.token, { ...enrolment, ...body }, locale);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, code: 400, msg, data: null });
    }
    expect((await get(fixture.member.token)).body.data).toEqual(before);
  });

  it.each([
    ['a string birthday', { birthday: '623' }],
    ['a fractional birthday', { birthday: 6.23 }],
    ['a huge birthday', { birthday: 1e30 }],
    ['a numeric phone', { phone: 2125550123 }],
    ['an array', [enrolment]],
  ])('refuses %s with a 400', async (_, body) => {
    const reply = await put(fixture.member.token, body);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
  });

  it('needs a code sent to a new phone, and refuses a phone another member holds', async () => {
    const member = await signUp(server, testPhone(3));
    const newPhone = testPhone(4);
    const noCode = await put(member.token, { phone: newPhone });
    expect(noCode.status).toBe(400);
    expect(noCode.body.msg).toBe('Please enter the verification code');
    expect((await put(member.token, { phone: newPhone, code: '999999' })).body.code).toBe(4001);
    const code = await requestCode(server, newPhone);
    const moved = await put(member.token, { phone: newPhone, code });
    expect(moved.status).toBe(200);
    expect(moved.body.data.phone).toBe(newPhone);

    const taken = fixture.member.phone;
    const takenCode = await requestCode(server, taken);
    const conflict = await put(member.token, { phone: taken, code: takenCode }, 'zh-TW');
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      success: false,
      code: 4090,
      msg: '此手機號碼已屬於其他會員。',
      data: null,
    });
    expect((await get(member.token)).body.data.phone).toBe(newPhone);
  });

  it("counts a new phone's wrong codes with the address's wrong login codes (429 past them)", async () => {
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const member = await signUp(server, testPhone(6));
    const newPhone = testPhone(7);
    for (let i = 0; i < MAX_WRONG_LOGIN_CODES_PER_ADDRESS; i += 1) {
      const wrong = await put(member.token, { phone: testPhone(200 + i), code: '123456' });
      expect(wrong.body.code).toBe(4001);
    }
    const code = await requestCode(server, newPhone);
    const refused = await put(member.token, { phone: newPhone, code });
    expect(refused.status).toBe(429);
    // A change with no phone to prove is no guess: it still goes through.
    expect((await put(member.token, { firstName: 'Kept' })).body.data.firstName).toBe('Kept');
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const fresh = await requestCode(server, newPhone);
    expect((await put(member.token, { phone: newPhone, code: fresh })).body.data.phone).toBe(
      newPhone,
    );
  });

  it('registers a guest who proves a phone', async () => {
    const guest = await call<Member>(server.baseUrl, 'POST', '/api/member/register/guest', {
      body: { firstName: 'Grace' },
      merchantId: fixture.merchantId,
    });
    const { token } = guest.body.data;
    expect((await put(token, { phone: '' })).body.data.registrationState).toBe(0);
    const phone = testPhone(5);
    const code = await requestCode(server, phone);
    const reply = await put(token, { phone, code });
    expect(reply.body.data).toMatchObject({ phone, registrationState: 1, firstName: 'Grace' });
  });

  it('answers 401 without a token and refuses malformed JSON', async () => {
    expect((await call(server.baseUrl, 'PUT', '/api/member', { body: enrolment })).status).toBe(
      401,
    );
    const malformed = await call(server.baseUrl, 'PUT', '/api/member', {
      token: fixture.member.token,
      rawBody: '{"firstName":',
    });
    expect(malformed.status).toBe(400);
  });
});
