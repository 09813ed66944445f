import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPhone, type PhonePage } from './browser.ts';
import { demoQrcodeId } from '../../server/demo/seed.ts';
import { type AppServer, startAppServer } from './server.ts';

export interface E2e {
  readonly baseUrl: string;
  /** The running reference server, for a test that must change what staff would change. */
  readonly server: AppServer;
  readonly browser: Browser;
  /** A demo table's QR code id: the seed draws them at random, as a restaurant's are. */
  qr(tableId: string): Promise<string>;
  /** A fresh phone (its own storage) in the given colour scheme; closed after the test. */
  phone(options?: { colorScheme?: 'light' | 'dark'; locale?: string }): Promise<PhonePage>;
}

/** One server and one Chromium for a test file, torn down after it. */
export const useE2e = (): E2e => {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const phones: PhonePage[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  // A test's phones close with it: left open, every later staff action that reaches all tables
  // (a sold-out notice) would make each of them reload the menu beside the next tests.
  afterEach(async () => {
    await Promise.all(phones.splice(0).map((phone) => phone.context.close()));
  });
  afterAll(async () => {
    await Promise.all(phones.map((phone) => phone.context.close()));
    await browser?.close();
    await server?.close();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll failed?)`);
    return value;
  };
  return {
    get baseUrl() {
      return need(server, 'the server').baseUrl;
    },
    get server() {
      return need(server, 'the server');
    },
    get browser() {
      return need(browser, 'the browser');
    },
    qr: (tableId) => demoQrcodeId(need(server, 'the server').server.db, tableId),
    phone: async (options) => {
      const phone = await openPhone(need(browser, 'the browser'), options);
      phones.push(phone);
      return phone;
    },
  };
};
