import type { Page } from 'playwright-core';

/**
 * Waits until the app has started (the main area is shown) and is idle (no navigation, no
 * worker task): what a diner would call "the page is there".
 */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForSelector('main#main:not([hidden])');
  await page.waitForFunction(
    () => document.querySelector('main')?.getAttribute('aria-busy') !== 'true',
  );
};

export const visit = async (page: Page, baseUrl: string, path: string): Promise<void> => {
  await page.goto(baseUrl + path);
  await settled(page);
};

export const heading = (page: Page): Promise<string> => page.locator('h1').innerText();

export const mainText = (page: Page): Promise<string> => page.locator('main').innerText();
