import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Order } from '../../src/domain/model/order.ts';
import { line } from '../../server/cart/test-kit.ts';
import { ensureDemoStaffToken } from '../../server/staff/demo-token.ts';
import { placeRound } from '../../server/staff/test-kit.ts';
import { call } from '../../server/test-support/client.ts';
import { type Lang, staffText } from './messages.ts';
import type { AppServer } from './server.ts';

/** The staff console's browser tests: the demo's token, orders placed as diners do, a screen. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export const demoStaffToken = async (server: AppServer): Promise<string> => {
  const tokens = await ensureDemoStaffToken(server.server.db);
  const token = tokens.find((entry) => entry.merchantId === '1001')?.token;
  if (token === undefined) throw new Error('the demo has no staff token for merchant 1001');
  return token;
};

/** A diner's round on a demo table through the diner API (cart, then place). */
export const placeDemoRound = (
  baseUrl: string,
  tableId: string,
  guestId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<Order> =>
  placeRound(
    baseUrl,
    tableId,
    { guestId },
    lines.map((entry) => line(entry.productId, entry.quantity)),
  );

/** A staff API call with the demo token, for what the test does behind the console's back. */
export const staffCall = async <T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const reply = await call<T>(baseUrl, method, `/api/staff${path}`, { token, body });
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data;
};

export interface ConsolePage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught exceptions. */
  readonly errors: string[];
}

/** A fresh browser (own storage) at the given size and colour scheme. */
export const openScreen = async (
  browser: Browser,
  options: {
    readonly viewport?: { width: number; height: number };
    readonly colorScheme?: 'light' | 'dark';
    /** The browser's language: the console starts in it until one is chosen. */
    readonly locale?: 'en-US' | 'zh-TW';
  } = {},
): Promise<ConsolePage> => {
  const viewport = options.viewport ?? DESKTOP;
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { context, page, errors };
};

/** Opens the console through the link the start banner prints, signed in, on the tables page. */
export const signInByLink = async (
  page: Page,
  baseUrl: string,
  token: string,
  path = '/staff',
  lang: Lang = 'en-US',
) => {
  await page.goto(`${baseUrl}${path}#merchant=1001&token=${encodeURIComponent(token)}`);
  await page.getByRole('navigation', { name: staffText(lang, 'console.nav') }).waitFor();
};
