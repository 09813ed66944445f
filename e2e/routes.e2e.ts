import { describe, expect, it } from 'vitest';
import { demoFacts } from '../server/demo/facts.ts';
import { heading, visit } from './support/app.ts';
import { scanTable } from './support/diner.ts';
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
