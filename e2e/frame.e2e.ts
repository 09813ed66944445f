import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heading, mainText, settled, visit } from './support/app.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { scanTable } from './support/diner.ts';
import { logInOnPage } from './support/members.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';
import { staffApi } from './support/staff-api.ts';

const e2e = useE2e();
/** Table A1: the only table this file's diners sit at. */
const A1 = '3001';
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

it('the language switch changes the locale and the URL prefix, both ways', async () => {
  const { page, errors } = await e2e.phone();
  await visit(page, e2e.baseUrl, '/merchant/1001/select-guests');
  await page.locator('input[name="guests"][value="7"]').check();
  await page.getByRole('button', { name: text('en-US', 'language.switchPrefix') }).click();
  const popup = page.getByRole('dialog', { name: text('en-US', 'language.choose') });
  await expect(popup.getByRole('button').count()).resolves.toBe(3); // two languages and close
  await popup.getByRole('button', { name: '繁體中文' }).click();
  await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001/select-guests');
  await settled(page);
  expect(await heading(page)).toBe(text('zh-TW', 'title.selectGuests'));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
  // The count picked and not yet saved survives the switch.
  expect(await page.locator('input[name="guests"]:checked').inputValue()).toBe('7');

  await page.getByRole('button', { name: text('zh-TW', 'language.switchPrefix') }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === '/merchant/1001/select-guests');
  // The merchant is read again in the new language before the page renders it (issue 15 item 6).
  await settled(page);
  await expect.poll(() => heading(page)).toBe(text('en-US', 'title.selectGuests'));
  expect(errors).toEqual([]);
});

it('a language whose words are slow to come: the sheet stays and says so, then the page switches', async () => {
  const { page, context, errors } = await e2e.phone();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Held on the whole context, so neither the page nor the service worker's precache has it.
  await context.route(/\/assets\/zh-TW-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await visit(page, e2e.baseUrl, '/merchant/1001/select-guests');
  await page.getByRole('button', { name: text('en-US', 'language.switchPrefix') }).click();
  const popup = page.getByRole('dialog', { name: text('en-US', 'language.choose') });
  const chinese = popup.getByRole('button', { name: '繁體中文' });
  await chinese.click();
  await expect.poll(() => chinese.getAttribute('aria-busy')).toBe('true');
  await popup
    .getByRole('status')
    .filter({ hasText: text('en-US', 'common.loading') })
    .waitFor();
  // A second choice while the first is on its way does nothing (it says it is unavailable).
  const english = popup.getByRole('button', { name: 'English' });
  expect(await english.getAttribute('aria-disabled')).toBe('true');
  await english.click({ force: true });
  expect(new URL(page.url()).pathname).toBe('/merchant/1001/select-guests');
  await popup.waitFor();
  // Closing the sheet calls the switch off: the words that come later change nothing.
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  release();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/merchant/1001/select-guests');
  expect(await heading(page)).toBe(text('en-US', 'title.selectGuests'));
  await page.getByRole('button', { name: text('en-US', 'language.switchPrefix') }).click();
  await chinese.click();
  await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001/select-guests');
  await settled(page);
  expect(await heading(page)).toBe(text('zh-TW', 'title.selectGuests'));
  await expect(popup.count()).resolves.toBe(0);
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

  it.each<Lang>(['en-US', 'zh-TW'])(
    'issue 15 screenshots of the changed screens in %s',
    async (lang) => {
      const p = prefix(lang);
      const { page } = await e2e.phone({ colorScheme });
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(SCREENSHOTS, `${name}-${lang}-${colorScheme}.png`) });
      };
      await visit(page, e2e.baseUrl, `${p}/m/1001/q/999`);
      await page.waitForURL((url) => url.pathname === `${p}/notFound`);
      await settled(page);
      await shot('not-found-qr');
      await scanTable(page, e2e.baseUrl, lang, await e2e.qr(A1));
      await shot('select-guests-joined');
      await visit(page, e2e.baseUrl, `${p}/merchant/1001/order`);
      await shot('menu-header');
      await visit(page, e2e.baseUrl, `${p}/merchant/1001/search`);
      await shot('search-back');
      await visit(page, e2e.baseUrl, `${p}/merchant/9999/order`);
      await page.waitForURL((url) => url.pathname === `${p}/notFound`);
      await settled(page);
      await shot('not-found-merchant');
    },
  );
});

describe('issue 15 item 6: switching language re-presents the merchant, from the menu too', () => {
  it('issue 15 item 6: the merchant name, description and title follow the language at once', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, '/merchant/1001');
    expect(await mainText(page)).toContain('Lotus House');
    await page.getByRole('button', { name: text('en-US', 'language.switchPrefix') }).click();
    await page.getByRole('button', { name: '繁體中文' }).click();
    await page.waitForURL((url) => url.pathname === '/zh-tw/merchant/1001');
    await settled(page);
    const main = await mainText(page);
    expect(main).toContain('蓮花小館');
    expect(main).toContain('自 1998 年起手工製作的水餃、麵食與好茶。');
    expect(main).not.toContain('Lotus House');
    expect(await page.title()).toContain('蓮花小館');
    expect(errors).toEqual([]);
  });

  it('issue 15 item 6: the menu page header has the language switch', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'zh-TW', await e2e.qr(A1));
    await visit(page, e2e.baseUrl, '/zh-tw/merchant/1001/order');
    await page.getByRole('button', { name: text('zh-TW', 'language.switchPrefix') }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/merchant/1001/order');
    await settled(page);
    expect(await heading(page)).toBe(text('en-US', 'title.order'));
    expect(await page.title()).toContain('Lotus House');
    expect(errors).toEqual([]);
  });
});

describe('issue 15 item 8: the account is reachable from the menu, and account and search lead back', () => {
  it.each<Lang>(['en-US', 'zh-TW'])(
    'issue 15 item 8: a visitor taps the account in the menu header and is asked to log in, in %s',
    async (lang) => {
      const p = prefix(lang);
      const { page, errors } = await e2e.phone();
      await scanTable(page, e2e.baseUrl, lang, await e2e.qr(A1));
      await visit(page, e2e.baseUrl, `${p}/merchant/1001/order`);
      const account = page.getByRole('link', { name: text(lang, 'header.account') });
      expect(await account.getAttribute('href')).toBe(`${p}/merchant/1001/account`);
      await account.click();
      await page.getByRole('dialog', { name: text(lang, 'popup.login.title') }).waitFor();

      // Search has a way back to the menu.
      await visit(page, e2e.baseUrl, `${p}/merchant/1001/order`);
      await page.getByRole('link', { name: text(lang, 'header.search') }).click();
      await page.waitForURL((url) => url.pathname === `${p}/merchant/1001/search`);
      await settled(page);
      await page.getByRole('button', { name: text(lang, 'common.back') }).click();
      await page.waitForURL((url) => url.pathname === `${p}/merchant/1001/order`);
      expect(errors).toEqual([]);
    },
  );

  it('issue 15 item 8: a member goes from the menu to the account and back', async () => {
    const { page, errors } = await e2e.phone();
    await scanTable(page, e2e.baseUrl, 'en-US', await e2e.qr(A1));
    await logInOnPage(page, e2e.server, 'en-US', '+12125550102');
    await visit(page, e2e.baseUrl, '/merchant/1001/order');
    await page.getByRole('link', { name: text('en-US', 'header.account') }).click();
    await page.waitForURL((url) => url.pathname === '/merchant/1001/account');
    await settled(page);
    expect(await heading(page)).toBe(text('en-US', 'title.account'));
    // Headings step down one level at a time (axe's heading-order): the page's sections are h2.
    await page.getByRole('heading', { level: 2, name: text('en-US', 'report.title') }).waitFor();
    const levels = await page
      .locator('h1, h2, h3, h4')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
    expect(levels.every((level, i) => i === 0 || level <= (levels[i - 1] ?? 1) + 1)).toBe(true);
    await page.getByRole('button', { name: text('en-US', 'common.back') }).click();
    await page.waitForURL((url) => url.pathname === '/merchant/1001/order');
    await settled(page);
    expect(await heading(page)).toBe(text('en-US', 'title.order'));
    expect(errors).toEqual([]);
  });
});

describe('issue 15 item 14: analytics and the behaviour log reach the behaviour-monitoring service', () => {
  interface Line {
    readonly kind: string;
    readonly key: string;
    readonly payload: { properties: Record<string, unknown> };
  }
  const lines = async (query: string): Promise<readonly Line[]> =>
    (await staffApi(e2e.server))<Line[]>('GET', `/api/staff/analytics?limit=500&${query}`);
  const messages = async () =>
    (await lines('kind=behaviour')).map((line) => String(line.payload.properties.message));

  it('issue 15 item 14: a fingerprint failure is reported, and the diner’s steps are logged, for staff to read', async () => {
    const { page, errors } = await e2e.phone();
    // A stored browser id the POS would refuse (spec §8: fingerprint failure → analytics).
    await page.addInitScript(() => localStorage.setItem('fingerprint-id', 'not a browser id!'));
    await visit(page, e2e.baseUrl, '/merchant/1001');
    await expect
      .poll(() => lines('kind=event&key=fingerprint_failure'), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({
            properties: { stage: 'invalid', detail: 'the stored id is not a browser id' },
          }),
        }),
      ]);
    expect(await messages()).toEqual(expect.arrayContaining(['command loadMerchant']));
    expect(errors).toEqual([]);
  });

  it('issue 15 item 14: what waits is sent at once when the page is hidden', async () => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, '/merchant/1001');
    // Start-up's lines have gone with their own timer; nothing waits now.
    await page.waitForTimeout(3_500);
    const themed = async () => (await messages()).filter((m) => m === 'command setTheme').length;
    const before = await themed();
    await page.getByRole('button', { name: text('en-US', 'theme.dark') }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Well before the batch's own 3 s timer.
    await expect.poll(themed, { timeout: 1_500, interval: 100 }).toBe(before + 1);
    expect(errors).toEqual([]);
  });
});
