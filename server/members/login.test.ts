import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/domain/model/member.ts';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { MAX_WRONG_LOGIN_CODES_PER_ADDRESS, WRONG_LOGIN_CODE_WINDOW_MS } from './login-attempts.ts';
import {
  count,
  freshWindow,
  loginCall,
  requestCode,
  requestCodeAsAsker,
  testPhone,
} from './test-support.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedFixture(db);
      await db.query(
        `insert into coupons (id, merchant_id, name, coupon_type, discount_type, discount_value)
         values (950, $1, '{"en-US":"Welcome $5","zh-TW":"新會員折 5 元"}', 1, 0, 5)`,
        [fixture.merchantId],
      );
    },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/member/login', () => {
  it('logs an existing member in with every Member field and a fresh 30-day token', async () => {
    const code = await requestCode(server, fixture.member.phone);
    const reply = await loginCall(server, {
      phone: fixture.member.phone,
      code,
      autoRegister: true,
    });
    expect(reply.status).toBe(200);
    const member = reply.body.data;
    // json-bigint gives small ids as numbers and big ones as strings; compare the digits.
    expect(String(member.id)).toBe(fixture.member.id);
    expect(member).toMatchObject({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      mail: 'ada@example.com',
      birthday: 1210,
      phone: fixture.member.phone,
      identifier: fixture.member.phone,
      points: fixture.member.points,
      memberLevel: 'Gold',
      registrationState: 1,
      availableUserCouponCount: 0,
      platformExtraInfo: {
        points: fixture.member.points,
        memberLevel: 'Gold',
        isSubPromotion: false,
      },
    });
    const keys: (keyof Member)[] = [
      'id',
      'token',
      'name',
      'mail',
      'firstName',
      'lastName',
      'birthday',
      'phone',
      'identifier',
      'languagePreference',
      'availableUserCouponCount',
      'platform',
      'status',
      'growth',
      'points',
      'memberLevel',
      'levelExpirationTime',
      'pointsRate',
      'createAt',
      'updateAt',
      'avatar',
      'registrationState',
      'platformExtraInfo',
    ];
    expect(Object.keys(member).sort()).toEqual([...keys].sort());
    expect(member.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.text).toContain(`"id":${fixture.member.id}`);
    const [row] = await server.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days
         from member_tokens where token = $1`,
      [member.token],
    );
    expect(row?.days).toBe(30);
    const me = await call<Member>(server.baseUrl, 'GET', '/api/member', { token: member.token });
    expect(String(me.body.data.id)).toBe(fixture.member.id);
    // The level is named in the caller's language, as the menu is.
    const zh = await call<Member>(server.baseUrl, 'GET', '/api/member', {
      token: member.token,
      locale: 'zh-TW',
    });
    expect(zh.body.data).toMatchObject({
      memberLevel: '金卡',
      platformExtraInfo: { memberLevel: '金卡' },
    });
  });

  it('answers 404 signUpRequired for an unknown phone without autoRegister, keeping the code', async () => {
    const phone = testPhone(1);
    const code = await requestCode(server, phone);
    const members = await count(server, 'members');
    const reply = await loginCall(server, { phone, code, autoRegister: false });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      success: false,
      code: 404,
      msg: 'Please sign up first.',
      data: null,
    });
    expect(await count(server, 'members')).toBe(members);
    const zh = await loginCall(server, { phone, code }, { locale: 'zh-TW' });
    expect(zh.body.msg).toBe('請先註冊。');
    const signUp = await loginCall(server, { phone, code, autoRegister: true });
    expect(signUp.status).toBe(200);
  });

  it('signs up an unknown phone with autoRegister: registered, no names, no birthday', async () => {
    const phone = testPhone(2);
    const code = await requestCode(server, phone);
    const reply = await loginCall(server, {
      phone,
      code,
      autoRegister: true,
      languagePreference: 'zh-CN',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      phone,
      firstName: '',
      lastName: '',
      name: '',
      birthday: null,
      points: 0,
      registrationState: 1,
      languagePreference: 'zh-TW',
      availableUserCouponCount: 0,
    });
    expect(BigInt(reply.body.data.id)).toBeGreaterThan(2n ** 53n);
  });

  it('fills a placeholder name and grants welcome coupons when asked', async () => {
    const phone = testPhone(3);
    const code = await requestCode(server, phone);
    const reply = await loginCall(server, {
      phone,
      code,
      autoRegister: true,
      autoFillingName: true,
      autoReceiveCoupon: true,
    });
    expect(reply.body.data).toMatchObject({
      firstName: 'Member',
      lastName: phone.slice(-4),
      availableUserCouponCount: 1,
    });
  });

  it('signs a named guest up with the name they gave at the table, not a placeholder', async () => {
    const guest = await call<Member>(server.baseUrl, 'POST', '/api/member/register/guest', {
      body: { firstName: '小美', lastName: '林' },
      merchantId: fixture.merchantId,
      locale: 'zh-TW',
    });
    const phone = testPhone(12);
    const code = await requestCode(server, phone);
    const reply = await loginCall(
      server,
      { phone, code, autoRegister: true, autoFillingName: true },
      { token: guest.body.data.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ phone, firstName: '小美', lastName: '林' });
  });

  it('accepts a code once', async () => {
    const phone = testPhone(4);
    const code = await requestCode(server, phone);
    expect((await loginCall(server, { phone, code, autoRegister: true })).status).toBe(200);
    const again = await loginCall(server, { phone, code, autoRegister: true });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      code: 4001,
      msg: 'The code is incorrect or has expired.',
      data: null,
    });
  });

  it('kills a code after five wrong guesses, even if the sixth is right', async () => {
    const phone = testPhone(5);
    const code = await requestCode(server, phone);
    for (let i = 0; i < 5; i += 1) {
      const reply = await loginCall(server, { phone, code: wrongCode(code), autoRegister: true });
      expect(reply.body.code).toBe(4001);
    }
    const right = await loginCall(server, { phone, code, autoRegister: true }, { locale: 'zh-TW' });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ code: 4001, msg: '驗證碼錯誤或已過期。' });
    const fresh = await requestCode(server, phone);
    expect((await loginCall(server, { phone, code: fresh, autoRegister: true })).status).toBe(200);
  });

  it("a stranger's wrong guesses use up the strangers' tries, not the asker's, on one Wi-Fi too", async () => {
    const phone = testPhone(25);
    // The owner asked; a stranger at the next table shares the restaurant's address.
    const { code, codeRequest } = await requestCodeAsAsker(server, phone);
    for (let i = 0; i < 5; i += 1) {
      const reply = await loginCall(server, { phone, code: wrongCode(code), autoRegister: true });
      expect(reply.body.code).toBe(4001);
    }
    // Dead to strangers now, even with the right code: ten guesses in all, never more.
    expect((await loginCall(server, { phone, code, autoRegister: true })).body.code).toBe(4001);
    const forged = { phone, code, autoRegister: true, codeRequest: 'x'.repeat(32) };
    expect((await loginCall(server, forged)).body.code).toBe(4001);
    const [row] = await server.db.query<{ attempts: number; stranger_attempts: number }>(
      'select attempts, stranger_attempts from otp_codes where phone = $1',
      [phone],
    );
    expect(row).toEqual({ attempts: 0, stranger_attempts: 5 });
    // The owner, holding what the send call answered, still has all of their tries.
    const owner = await loginCall(server, { phone, code, autoRegister: true, codeRequest });
    expect(owner.status).toBe(200);
  });

  it('keeps the asker of both codes when the client asks again with the secret it holds', async () => {
    const phone = testPhone(30);
    const first = await requestCodeAsAsker(server, phone);
    freshWindow(server);
    const again = await call<{ codeRequest: string }>(
      server.baseUrl,
      'POST',
      '/api/member/phone/code',
      { body: { phone, codeRequest: first.codeRequest }, merchantId: fixture.merchantId },
    );
    expect(again.body.data.codeRequest).toBe(first.codeRequest);
    // A stranger's five wrong guesses: the first code, the slow text, still opens for its owner.
    for (let i = 0; i < 5; i += 1)
      expect(
        (await loginCall(server, { phone, code: wrongCode(first.code), autoRegister: true })).body
          .code,
      ).toBe(4001);
    const owner = await loginCall(server, {
      phone,
      code: first.code,
      autoRegister: true,
      codeRequest: first.codeRequest,
    });
    expect(owner.status).toBe(200);
  });

  it('makes its own secret when the one sent is not one it could have made', async () => {
    const phone = testPhone(31);
    freshWindow(server);
    const reply = await call<{ codeRequest: string }>(
      server.baseUrl,
      'POST',
      '/api/member/phone/code',
      { body: { phone, codeRequest: 'short' }, merchantId: fixture.merchantId },
    );
    expect(reply.body.data.codeRequest).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('tells a code sent before askers held a secret by the address that asked', async () => {
    const phone = testPhone(28);
    const code = await requestCode(server, phone);
    const askedFrom = (ip: string) =>
      server.db.query('update otp_codes set ip = $2, asker_key = null where phone = $1', [
        phone,
        ip,
      ]);
    await askedFrom('203.0.113.9');
    for (let i = 0; i < 5; i += 1)
      expect(
        (await loginCall(server, { phone, code: wrongCode(code), autoRegister: true })).body.code,
      ).toBe(4001);
    await askedFrom('127.0.0.1');
    expect((await loginCall(server, { phone, code, autoRegister: true })).status).toBe(200);
  });

  it('refuses a secret longer than the server hands out, before any guess is counted', async () => {
    const phone = testPhone(29);
    const { code } = await requestCodeAsAsker(server, phone);
    const reply = await loginCall(server, { phone, code, codeRequest: 'x'.repeat(65) });
    expect(reply.status).toBe(400);
    const [row] = await server.db.query<{ attempts: number; stranger_attempts: number }>(
      'select attempts, stranger_attempts from otp_codes where phone = $1',
      [phone],
    );
    expect(row).toEqual({ attempts: 0, stranger_attempts: 0 });
  });

  it('refuses a code after five minutes', async () => {
    const phone = testPhone(6);
    const code = await requestCode(server, phone);
    server.advanceClock(5 * 60_000);
    expect((await loginCall(server, { phone, code, autoRegister: true })).body.code).toBe(4001);
  });

  it("keeps the owner's code alive when a stranger asks for another, and a login uses up both", async () => {
    const phone = testPhone(26);
    const owners = await requestCode(server, phone);
    // A minute later somebody else asks for a code to the same number, from another address.
    server.advanceClock(61_000);
    const strangers = await requestCode(server, phone);
    await server.db.query(
      `update otp_codes set ip = '203.0.113.9' where phone = $1 and code = $2 and id = (
         select max(id) from otp_codes where phone = $1)`,
      [phone, strangers],
    );
    expect((await loginCall(server, { phone, code: owners, autoRegister: true })).status).toBe(200);
    // Both texts reached the phone; neither opens a second session once one was used.
    for (const code of [owners, strangers]) {
      expect((await loginCall(server, { phone, code, autoRegister: true })).body.code).toBe(4001);
    }
  });

  it('counts a wrong guess against every live code of the phone', async () => {
    const phone = testPhone(27);
    const first = await requestCode(server, phone);
    server.advanceClock(61_000);
    const second = await requestCode(server, phone);
    for (let i = 0; i < 5; i += 1) {
      const guess = ['000000', '111111', '222222'].find((c) => c !== first && c !== second);
      expect((await loginCall(server, { phone, code: guess, autoRegister: true })).body.code).toBe(
        4001,
      );
    }
    const rows = await server.db.query<{ stranger_attempts: number }>(
      'select stranger_attempts from otp_codes where phone = $1',
      [phone],
    );
    expect(rows.map((row) => row.stranger_attempts)).toEqual([5, 5]);
    // Five wrong guesses in all, not five a code.
    expect((await loginCall(server, { phone, code: second, autoRegister: true })).body.code).toBe(
      4001,
    );
  });

  it('refuses an address its 31st wrong code in 15 minutes, whatever the phones; a right code costs nothing', async () => {
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const owner = testPhone(60);
    const { code } = await requestCodeAsAsker(server, owner);
    // A right code first: given back, so the address still has all thirty wrong ones.
    expect((await loginCall(server, { phone: owner, code, autoRegister: true })).status).toBe(200);
    const ownerAgain = await requestCodeAsAsker(server, owner);
    for (let i = 0; i < MAX_WRONG_LOGIN_CODES_PER_ADDRESS; i += 1) {
      // Sprayed over thirty phones that hold no code: each phone's own count never moves.
      const phone = testPhone(100 + i);
      const reply = await loginCall(server, { phone, code: '123456', autoRegister: true });
      expect(reply.body.code).toBe(4001);
    }
    const refused = await loginCall(
      server,
      { phone: owner, code: ownerAgain.code, autoRegister: true },
      { locale: 'zh-TW' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: '請求過多，請稍候。' });
    // Refused before it was checked: the owner's code used none of its own tries.
    const [row] = await server.db.query<{ attempts: number; used: boolean }>(
      'select attempts, used_at is not null as used from otp_codes where phone = $1 and code = $2',
      [owner, ownerAgain.code],
    );
    expect(row).toEqual({ attempts: 0, used: false });
    server.advanceClock(WRONG_LOGIN_CODE_WINDOW_MS);
    const fresh = await requestCode(server, owner);
    const later = await loginCall(server, { phone: owner, code: fresh, autoRegister: true });
    expect(later.status).toBe(200);
  });

  it('binds a code to the merchant it was sent for', async () => {
    const phone = testPhone(7);
    const code = await requestCode(server, phone, fixture.localMerchantId);
    const elsewhere = await loginCall(server, { phone, code, autoRegister: true });
    expect(elsewhere.body.code).toBe(4001);
    const there = await loginCall(
      server,
      { phone, code, autoRegister: true },
      { merchantId: fixture.localMerchantId },
    );
    expect(there.status).toBe(200);
  });

  it.each([
    [{ phone: '+12125550123', code: '12345' }, 'The verification code is 6 digits'],
    [{ phone: '+12125550123' }, 'Please enter the verification code'],
    [{ phone: 'abc', code: '123456' }, 'Enter a useful phone number'],
    [{ phone: '+12125550123', code: 123456 }, 'Expected string'],
    [{ phone: '+12125550123', code: '123456', autoRegister: 'yes' }, 'Expected boolean'],
  ])('refuses %j with a 400 and changes nothing', async (body, msg) => {
    const [members, tokens] = [
      await count(server, 'members'),
      await count(server, 'member_tokens'),
    ];
    const reply = await loginCall(server, body);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.msg).toContain(msg);
    expect(await count(server, 'members')).toBe(members);
    expect(await count(server, 'member_tokens')).toBe(tokens);
  });

  it('needs the merchantId header', async () => {
    const reply = await call(server.baseUrl, 'POST', '/api/member/login', {
      body: { phone: testPhone(8), code: '123456', autoRegister: true },
      locale: 'zh-TW',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('缺少 merchantId 標頭。');
  });
});
