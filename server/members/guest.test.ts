import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/domain/model/member.ts';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { count } from './test-support.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const register = (body: unknown, options: { merchantId?: string | null; locale?: string } = {}) =>
  call<Member>(server.baseUrl, 'POST', '/api/member/register/guest', {
    body,
    ...(options.merchantId === null
      ? {}
      : { merchantId: options.merchantId ?? fixture.merchantId }),
    ...(options.locale ? { locale: options.locale } : {}),
  });

describe('POST /api/member/register/guest', () => {
  it('creates an unregistered member without a phone and returns it with a session', async () => {
    const reply = await register({ firstName: '  Grace ' }, { locale: 'zh-TW' });
    expect(reply.status).toBe(200);
    const guest = reply.body.data;
    expect(guest).toMatchObject({
      firstName: 'Grace',
      lastName: '',
      name: 'Grace',
      phone: '',
      birthday: null,
      registrationState: 0,
      points: 0,
      languagePreference: 'zh-TW',
    });
    expect(guest.identifier).toBe(`guest-${guest.id}`);
    expect(guest.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await server.db.query<{ phone: string | null; registration_state: number }>(
      'select phone, registration_state from members where id = $1',
      [guest.id],
    );
    expect(row).toEqual({ phone: null, registration_state: 0 });
    const me = await call<Member>(server.baseUrl, 'GET', '/api/member', { token: guest.token });
    expect(me.body.data).toMatchObject({ firstName: 'Grace', registrationState: 0 });
  });

  it('drops direction controls, which would flip the name on the other phones', async () => {
    const reply = await register({ firstName: '\u202EGrace', lastName: 'Hopper\u2066' });
    expect(reply.body.data).toMatchObject({ firstName: 'Grace', name: 'Grace Hopper' });
  });

  it('keeps an optional last name', async () => {
    const reply = await register({ firstName: 'Grace', lastName: 'Hopper' });
    expect(reply.body.data).toMatchObject({ name: 'Grace Hopper', lastName: 'Hopper' });
  });

  it.each([
    [{}, 'en-US', 'Please enter your first name'],
    [{ firstName: '   ' }, 'zh-TW', '請輸入名字'],
    // Invisible characters only: a name nobody at the table could read.
    [{ firstName: '\u200B\u202E' }, 'en-US', 'Please enter your first name'],
    [{ firstName: '\u3164\u200F' }, 'en-US', 'Please enter your first name'],
    [{ firstName: 'x'.repeat(51) }, 'en-US', 'A name can be at most 50 characters.'],
    [{ firstName: 'Ann', lastName: '名'.repeat(51) }, 'zh-TW', '名字最多 50 個字元。'],
    [{ firstName: 42 }, 'en-US', 'Expected string'],
    [null, 'en-US', 'Expected object'],
  ])('refuses %j with a 400 in %s and creates nothing', async (body, locale, msg) => {
    const before = await count(server, 'members');
    const reply = await register(body, { locale });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.msg).toContain(msg);
    expect(await count(server, 'members')).toBe(before);
  });

  it('accepts a name of exactly 50 characters, counted as characters', async () => {
    const reply = await register({ firstName: '名'.repeat(50) });
    expect(reply.status).toBe(200);
  });

  it('needs a merchant that exists', async () => {
    const before = await count(server, 'members');
    expect((await register({ firstName: 'Ann' }, { merchantId: null })).status).toBe(400);
    const unknown = await register({ firstName: 'Ann' }, { merchantId: '99999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This restaurant was not found.');
    expect(await count(server, 'members')).toBe(before);
  });
});
