import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium: Playwright's own browser download cannot work on these machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A phone held at a table: 390×844, touch, in the given system colour scheme. */
export const PHONE = { width: 390, height: 844 } as const;

export interface PhonePage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught exceptions, from the page and its workers. */
  readonly errors: string[];
}

export const openPhone = async (
  browser: Browser,
  options: { readonly colorScheme?: 'light' | 'dark'; readonly locale?: string } = {},
): Promise<PhonePage> => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The location names the resource when the message is a failed load.
    if (message.type() === 'error')
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') errors.push(`worker: ${message.text()}`);
    }),
  );
  return { context, page, errors };
};
