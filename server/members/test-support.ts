import type { Member } from '../../src/domain/model/member.ts';
import { call, type CallResult } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import type { TestServer } from '../test-support/harness.ts';

/** Past every send window, so a test's send is not refused for an earlier test's. */
export const freshWindow = (server: TestServer): void => server.advanceClock(61_000);

/** Asks for a code and returns the one the server "sent" (harness: server.otps). */
/** Asks for a code as the app does: the code texted, and the secret that makes one its asker. */
export const requestCodeAsAsker = async (
  server: TestServer,
  phone: string,
  merchantId: string = fixture.merchantId,
): Promise<{ readonly code: string; readonly codeRequest: string }> => {
  freshWindow(server);
  const reply = await call<{ codeRequest: string }>(
    server.baseUrl,
    'POST',
    '/api/member/phone/code',
    { body: { phone }, merchantId },
  );
  if (reply.status !== 200) throw new Error(`send code failed: ${reply.text}`);
  const sent = server.otps.at(-1);
  if (sent?.phone !== phone) throw new Error('no code recorded');
  return { code: sent.code, codeRequest: reply.body.data.codeRequest };
};

/** The code texted to the phone. */
export const requestCode = async (
  server: TestServer,
  phone: string,
  merchantId: string = fixture.merchantId,
): Promise<string> => (await requestCodeAsAsker(server, phone, merchantId)).code;

export const loginCall = (
  server: TestServer,
  body: Record<string, unknown>,
  options: { merchantId?: string; locale?: string; token?: string } = {},
): Promise<CallResult<Member>> =>
  call<Member>(server.baseUrl, 'POST', '/api/member/login', {
    body: {
      autoReceiveCoupon: false,
      autoFillingName: false,
      languagePreference: 'en-US',
      ...body,
    },
    merchantId: options.merchantId ?? fixture.merchantId,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.token ? { token: options.token } : {}),
  });

/** A fresh member (auto-registered) with a session; returns the login reply's Member. */
export const signUp = async (server: TestServer, phone: string): Promise<Member> => {
  const code = await requestCode(server, phone);
  const reply = await loginCall(server, { phone, code, autoRegister: true });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.text}`);
  return reply.body.data;
};

/** Valid NANP numbers for tests: +1 212 555 01nn. */
export const testPhone = (n: number): string => `+1212555${String(1000 + n).padStart(4, '0')}`;

export const count = async (server: TestServer, table: string): Promise<number> => {
  const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
};
