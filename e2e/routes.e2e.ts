import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import type { Page } from 'playwright-core';
import { heading, settled, visit } from './support/app.ts';
import { chooseDineInIfAsked, scanTable } from './support/diner.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();
const M = '/merchant/1001';

/**
 * Every route of spec §2, opened fresh (the app's first navigation), with the header it ends
 * on and where it ends: login-required routes go to the merchant's login page, the order
 * preview to not-found, the QR landing through start-up to choosing guests.
 */
const routes: readonly [path: string, title: Parameters<typeof text>[1], endsAt?: string][] = [
  [M, 'welcome'],
  [`${M}/order`, 'title.order'],
  [`${M}/search`, 'title.search'],
  [`${M}/select-guests`, 'title.selectGuests'],
  [`${M}/order-preview`, 'title.notFound', '/notFound'],
  [`${M}/order-list`, 'title.login', `${M}/login`],
  [`${M}/order-detail/42`, 'title.orderDetail'],
  [`${M}/account`, 'title.login', `${M}/login`],
  [`${M}/account/profile`, 'title.login', `${M}/login`],
  [`${M}/coupon-available`, 'title.login', `${M}/login`],
  [`${M}/coupon-expired`, 'title.login', `${M}/login`],
  [`${M}/coupon-used`, 'title.login', `${M}/login`],
  [`${M}/login`, 'title.login'],
  [`${M}/member`, 'title.login', `${M}/login`],
  // {A1}: table A1's QR code id, drawn at random when the demo was seeded.
  ['/m/1001/q/{A1}', 'title.selectGuests', `${M}/select-guests`],
  ['/scan', 'title.scan'],
  ['/scan/result', 'title.scanResult'],
  ['/notFound', 'title.notFound'],
  ['/test', 'title.test'],
  ['/home', 'title.home'],
  ['/login', 'title.login'],
  ['/', 'title.notFound', '/notFound'],
];

const A1 = '3001';

describe.each<Lang>(['en-US', 'zh-TW'])('every route in %s', (lang) => {
  it.each(routes)('%s renders its page without console errors', async (route, title, endsAt) => {
    const path = route.replace('{A1}', await e2e.qr(A1));
    const { page, errors, context } = await e2e.phone();
    await visit(page, e2e.baseUrl, prefix(lang) + path);
    if (endsAt === '/notFound') await page.waitForURL(/\/notFound/);
    else await page.waitForURL((url) => url.pathname === (prefix(lang) + (endsAt ?? path) || '/'));
    expect(await heading(page)).toBe(text(lang, title));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each<Lang>(['en-US', 'zh-TW'])(
  'issue 15 item 14: start-up reads merchantId and qrcodeId from the query (spec §2), in %s',
  (lang) => {
    const root = lang === 'zh-TW' ? '/zh-tw' : '/';
    const p = prefix(lang);

    it('issue 15 item 14: the root with a table’s code starts the table as its QR code does', async () => {
      const { page, errors, context } = await e2e.phone();
      const table = lang === 'zh-TW' ? '3011' : '3012';
      await visit(page, e2e.baseUrl, `${root}?merchantId=1001&qrcodeId=${await e2e.qr(table)}`);
      await page.waitForURL((url) => url.pathname === `${p}${M}/select-guests`);
      await settled(page);
      expect(await heading(page)).toBe(text(lang, 'title.selectGuests'));
      expect(errors).toEqual([]);
      await context.close();
    });

    it('issue 15 item 14: a code of no table, or no code at all, says to scan again', async () => {
      const { page, errors, context } = await e2e.phone();
      await visit(page, e2e.baseUrl, `${root}?merchantId=1001&qrcodeId=999`);
      await page.waitForURL((url) => url.pathname === `${p}/notFound`);
      await settled(page);
      expect(await page.locator('main').innerText()).toContain(text(lang, 'qr.scanToOrder'));
      await visit(page, e2e.baseUrl, `${root}?merchantId=1001&qrcodeId=abc`);
      await page.waitForURL((url) => url.pathname === `${p}/notFound`);
      await settled(page);
      expect(await heading(page)).toBe(text(lang, 'title.notFound'));
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe('a printed QR code opens in the diner’s language', () => {
  it('a phone set to Chinese lands in Chinese, after an English page too; once its diner chooses English, English', async () => {
    const { page, errors, context } = await e2e.phone({ locale: 'zh-TW' });
    const landing = `/m/1001/q/${await e2e.qr('3012')}`;
    const arrived = (url: URL) => !url.pathname.includes('/q/');
    // An English page opened on the way (a shared link) is no choice of English.
    await visit(page, e2e.baseUrl, M);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await visit(page, e2e.baseUrl, landing);
    await page.waitForURL(arrived);
    await settled(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/zh-tw\/merchant\/1001\//);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');

    await visit(page, e2e.baseUrl, `/zh-tw${M}/select-guests`);
    await chooseDineInIfAsked(page, 'zh-TW');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: text('zh-TW', 'language.switchPrefix') }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(M));
    // The page in another language replaces itself: Back does not flip the language back.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await visit(page, e2e.baseUrl, landing);
    await page.waitForURL(arrived);
    await settled(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/merchant\/1001\//);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a link to an order the diner cannot see', () => {
  it('says there is no order to show, not that something went wrong', async () => {
    const { page, errors, context } = await e2e.phone();
    await visit(page, e2e.baseUrl, `${M}/order-detail/999999`);
    await page.locator('.page-state').getByText(text('en-US', 'state.noOrder')).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(
      text('en-US', 'common.somethingWentWrong'),
    );
    // The page says it: no toast beside it that the order was "not found" (it stays ~4 s).
    await page.waitForTimeout(500);
    expect(await page.locator('.toasts').getByText('This order was not found.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Back after a QR code', () => {
  it('leaves the table’s first page for the page before the code, not for the code again', async () => {
    const { page, errors, context } = await e2e.phone();
    await visit(page, e2e.baseUrl, M);
    await page.goto(`${e2e.baseUrl}/m/1001/q/${await e2e.qr('3010')}`);
    await page.waitForURL((url) => url.pathname.startsWith(`${M}/`));
    await settled(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === M);
    await settled(page);
    expect(await heading(page)).toBe(text('en-US', 'welcome'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 15 item 3: a joining diner keeps the table guest count', () => {
  const onMenu = (url: URL) => url.pathname === `${M}/order`;
  const guests = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);

  it('issue 15 item 3: the picker starts from the table count and Start ordering keeps it', async () => {
    // A2: no other browser test sits there.
    const table = demoFacts.tables[1];
    if (table === undefined) throw new Error('the demo has no table A2');
    const qr = await e2e.qr(table.id);
    const tableGuests = async () => {
      const [row] = await e2e.server.server.db.query<{ guests: number }>(
        'select guests from carts where table_id = $1',
        [table.id],
      );
      return row?.guests;
    };

    const bo = await e2e.phone();
    await scanTable(bo.page, e2e.baseUrl, 'en-US', qr);
    expect(new URL(bo.page.url()).pathname).toBe(`${M}/select-guests`);
    await bo.page.getByRole('radio', { name: guests(3), exact: true }).check();
    await bo.page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await bo.page.waitForURL(onMenu);
    await bo.page.locator('.table-bar').getByText(guests(3), { exact: true }).waitFor();
    expect(await tableGuests()).toBe(3);

    const chen = await e2e.phone();
    await scanTable(chen.page, e2e.baseUrl, 'en-US', qr);
    expect(new URL(chen.page.url()).pathname).toBe(`${M}/select-guests`);
    expect(await chen.page.getByRole('radio', { name: guests(3), exact: true }).isChecked()).toBe(
      true,
    );
    await chen.page.getByRole('button', { name: text('en-US', 'selectGuests.start') }).click();
    await chen.page.waitForURL(onMenu);
    await chen.page.locator('.table-bar').getByText(guests(3), { exact: true }).waitFor();

    // A count written over the table's would reach Bo's phone in well under a second.
    await bo.page.waitForTimeout(1500);
    expect(await bo.page.locator('.table-bar').innerText()).toContain(guests(3));
    expect(await tableGuests()).toBe(3);
    expect([...bo.errors, ...chen.errors]).toEqual([]);
  });
});

describe('issue 15 item 14: the sitemap lists the public pages, and robots.txt points at it', () => {
  it('issue 15 item 14: a browser reads /sitemap.xml and robots.txt, and a listed page opens in Chinese', async () => {
    const { page } = await e2e.phone();
    const index = await page.goto(`${e2e.baseUrl}/sitemap.xml`);
    expect(index?.headers()['content-type']).toMatch(/^application\/xml/);
    const indexXml = (await index?.text()) ?? '';
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThan(0);
    const first = new URL((files[0] ?? '').replaceAll('&amp;', '&'));
    const file = await page.goto(e2e.baseUrl + first.pathname + first.search);
    const xml = (await file?.text()) ?? '';
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '').pathname,
    );
    expect(paths).toEqual(
      expect.arrayContaining([M, `/zh-tw${M}`, `${M}/order`, `/zh-tw${M}/order`]),
    );
    // Only what anyone may read: no table, account or sign-in page.
    expect(
      paths.filter((path) => /\/m\/|account|login|member|search|select-guests/.test(path)),
    ).toEqual([]);
    expect(xml).toContain(`hreflang="zh-TW" href="`);

    const robots = await page.goto(`${e2e.baseUrl}/robots.txt`);
    expect(await robots?.text()).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);

    await visit(page, e2e.baseUrl, `/zh-tw${M}`);
    expect(await heading(page)).toBe(text('zh-TW', 'welcome'));
  });
});

describe('issue 15 item 14: the reload guard and the page prefetch (spec §9)', () => {
  /** Main-frame loads of the page, the first included. */
  const countLoads = (page: Page) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    return () => loads;
  };

  it('issue 15 item 14: start-up whose code vanished (a new release) reloads once and starts', async () => {
    const { page } = await e2e.phone();
    const loads = countLoads(page);
    let refused = 0;
    // The page's message catalogue is gone the first time, as when a release replaced it.
    await page.route(/\/assets\/en-US-[^/]*\.js$/, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      } else await route.continue();
    });
    await page.goto(`${e2e.baseUrl}${M}`);
    await settled(page);
    expect(await heading(page)).toBe(text('en-US', 'welcome'));
    expect(refused).toBe(1);
    expect(loads()).toBe(2);
  });

  it('issue 15 item 14: a failure a reload does not cure reloads once in 10 s, then stays on screen', async () => {
    const { page } = await e2e.phone();
    const loads = countLoads(page);
    await page.route(/\/assets\/en-US-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto(`${e2e.baseUrl}${M}`);
    await page.waitForSelector('#boot[data-failed="true"]', { timeout: 10_000 });
    await page.waitForTimeout(2_000);
    expect(loads()).toBe(2);
    expect(await page.locator('#boot[data-failed="true"]').count()).toBe(1);
  });

  it('issue 15 item 14: about 1 s after the merchant home settles, the menu’s code is fetched', async () => {
    const { page } = await e2e.phone();
    const asked: { url: string; at: number }[] = [];
    page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
    const orderChunk = () => asked.find((r) => /\/assets\/OrderPage-[^/]*\.js$/.test(r.url));
    await visit(page, e2e.baseUrl, M);
    const settledAt = Date.now();
    await page.waitForTimeout(300);
    expect(orderChunk()).toBeUndefined();
    await expect.poll(orderChunk, { timeout: 3_000 }).toBeDefined();
    // Then the menu opens without waiting for its code.
    expect((orderChunk()?.at ?? 0) - settledAt).toBeGreaterThan(300);
  });

  it('issue 15 item 14: on the menu, the cart’s code is fetched before the cart is opened', async () => {
    const { page } = await e2e.phone();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await visit(page, e2e.baseUrl, `${M}/order`);
    await expect
      .poll(() => asked.some((url) => /\/assets\/CartSheet-[^/]*\.js$/.test(url)), {
        timeout: 3_000,
      })
      .toBe(true);
  });
});
