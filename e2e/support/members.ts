import type { Page } from 'playwright-core';
import { settled } from './app.ts';
import { type Lang, prefix, text } from './messages.ts';
import type { AppServer } from './server.ts';
import { phoneForDisplay } from '../../src/domain/validation/phone.ts';

/**
 * The reference server sends no SMS: in demo mode it logs the code, and it keeps it in its own
 * database, which a test reads here instead of parsing log lines.
 */
export const latestCode = async (server: AppServer, phone: string): Promise<string> => {
  const [row] = await server.server.db.query<{ code: string }>(
    'select code from otp_codes where phone = $1 order by sent_at desc, id desc limit 1',
    [phone],
  );
  if (row === undefined) throw new Error(`no code was sent to ${phone}`);
  return row.code;
};

/**
 * The server allows one code a minute per phone and three per IP; every test logs in from
 * 127.0.0.1. Moving earlier sends out of the window lets the next test send at once (the
 * 60 s countdown is the browser's own, and each test has a fresh phone).
 */
export const freeSendLimits = async (server: AppServer): Promise<void> => {
  // Past the phone's hour too (ten texts an hour across merchants): Mei logs in often.
  await server.server.db.query("update otp_codes set sent_at = sent_at - interval '61 minutes'");
};

/** A member's session token through the login API, as the app gets one (send, read, log in). */
export const memberTokenByApi = async (server: AppServer, phone: string): Promise<string> => {
  await freeSendLimits(server);
  const post = async (path: string, body: object) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchantid: '1001' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code: number; data: Record<string, unknown> };
    if (reply.code !== 0) throw new Error(`${path} answered ${String(reply.code)}`);
    return reply.data;
  };
  const { codeRequest } = await post('/api/member/phone/code', { phone });
  const code = await latestCode(server, phone);
  const { token } = await post('/api/member/login', { phone, code, codeRequest });
  if (typeof token !== 'string') throw new Error('the login gave no token');
  return token;
};

/** Ends every session of the member, as an expired token would: their next call gets a 401. */
export const revokeSessions = async (server: AppServer, phone: string): Promise<void> => {
  await server.server.db.query(
    'delete from member_tokens where member_id in (select id from members where phone = $1)',
    [phone],
  );
};

/** The login form in a scope (the page, or the login popup): phone, send, code, order now. */
export const fillLogin = async (
  page: Page,
  server: AppServer,
  lang: Lang,
  phone: string,
  scope = page.locator('main'),
): Promise<void> => {
  await freeSendLimits(server);
  await scope.getByLabel(text(lang, 'login.phone'), { exact: true }).fill(phone);
  await scope.getByRole('button', { name: text(lang, 'login.sendCode') }).click();
  await scope.getByText(text(lang, 'login.codeSent', { phone: phoneForDisplay(phone) })).waitFor();
  await scope
    .getByLabel(text(lang, 'login.code'), { exact: true })
    .fill(await latestCode(server, phone));
  await scope.getByRole('button', { name: text(lang, 'login.submit') }).click();
};

/** Logs in on the merchant's login page and waits for the page it goes on to. */
export const logInOnPage = async (
  page: Page,
  server: AppServer,
  lang: Lang,
  phone: string,
): Promise<void> => {
  await page.goto(`${server.baseUrl}${prefix(lang)}/merchant/1001/login`);
  await settled(page);
  await fillLogin(page, server, lang, phone);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await settled(page);
};

/** A phone number no demo member has: the login signs a new member up (autoRegister). */
let next = 150;
export const newPhone = (): string => `+1212555${String((next += 1)).padStart(4, '0')}`;

/**
 * Opens a login-required page as a logged-in member. A fresh load runs the route guard before the
 * stored member has loaded, so it passes through the login page, which sends the member back.
 */
export const visitAsMember = async (page: Page, baseUrl: string, path: string): Promise<void> => {
  await page.goto(baseUrl + path);
  await page.waitForURL((url) => url.pathname === path);
  await settled(page);
};
