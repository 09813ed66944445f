import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heading, settled, visit } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

it('the language switch changes the locale and the URL prefix, both ways', async () => {
  const { page, errors } = await e2e.phone();
  await visit(page, e2e.baseUrl, '/merchant/1001/select-guests');
  await page.getByRole('button', { name: text('en-US', 'language.switch') }).click();
  const popup = page.getByRole('dialog', { name: text('en-US', 'language.choose') });
  await expect(popup.getByRole('button').count()).resolves.toBe(3); // two languages and close
  await popup.getByRole('button', { name: '繁體中文' }).click();
  await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001/select-guests');
  await settled(page);
  expect(await heading(page)).toBe(text('zh-TW', 'title.selectGuests'));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');

  await page.getByRole('button', { name: text('zh-TW', 'language.switch') }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === '/merchant/1001/select-guests');
  expect(await heading(page)).toBe(text('en-US', 'title.selectGuests'));
  expect(errors).toEqual([]);
});

it('the theme follows the system, switches to dark and stays so after a reload', async () => {
  const dark = await e2e.phone({ colorScheme: 'dark' });
  await visit(dark.page, e2e.baseUrl, '/merchant/1001');
  expect(await dark.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

  const { page } = await e2e.phone({ colorScheme: 'light' });
  await visit(page, e2e.baseUrl, '/merchant/1001');
  const toggle = page.getByRole('button', { name: text('en-US', 'theme.dark') });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await toggle.click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(18, 18, 18)');
  await page.reload();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
});

describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
  it.each(['/merchant/1001', '/merchant/1001/select-guests', '/merchant/abc'])(
    'axe finds nothing serious or critical on %s',
    async (path) => {
      const { page } = await e2e.phone({ colorScheme });
      await visit(page, e2e.baseUrl, path);
      expect(describeViolations(await seriousViolations(page))).toEqual([]);
    },
  );

  it.each<Lang>(['en-US', 'zh-TW'])('screenshots of the frame pages in %s', async (lang) => {
    const { page } = await e2e.phone({ colorScheme });
    for (const [name, path] of [
      ['home', '/merchant/1001'],
      ['select-guests', '/merchant/1001/select-guests'],
      ['not-found', '/merchant/abc'],
      // The order page opens the order-type chooser over itself (spec §2 guard 3).
      ['order-type', '/merchant/1001/order'],
    ] as const) {
      await visit(page, e2e.baseUrl, prefix(lang) + path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${lang}-${colorScheme}.png`) });
    }
  });
});
