import { describe, expect, it } from 'vitest';
import { heading, visit } from './support/app.ts';
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
