import { describe, expect, it } from 'vitest';
import { heading, mainText, settled, visit } from './support/app.ts';
import { type Lang, prefix, text } from './support/messages.ts';
import { useE2e } from './support/session.ts';

const e2e = useE2e();

describe.each<Lang>(['en-US', 'zh-TW'])('not found in %s', (lang) => {
  const p = prefix(lang);

  // Params are validated (digits only): the page is 404 right there, with the path asked for.
  it.each([
    '/merchant/abc',
    '/merchant/abc/order',
    '/merchant/12x/select-guests',
    '/merchant/1001/order-detail/x9',
    '/m/1001/q/abc',
    '/m/x/q/1',
    '/no/such/page',
  ])('%s shows Page Not Found with its path', async (path) => {
    const { page, errors } = await e2e.phone();
    await visit(page, e2e.baseUrl, p + path);
    expect(await mainText(page)).toContain(text(lang, 'notFound.message', { path: p + path }));
    expect(await heading(page)).toBe(text(lang, 'title.notFound'));
    expect(new URL(page.url()).pathname).toBe(p + path);
    expect(errors).toEqual([]);
  });

  // A merchant that cannot be loaded, and the preview route, go to /notFound and name the path.
  it.each(['/merchant/99999/order', '/merchant/1001/order-preview'])(
    '%s goes to /notFound naming where it came from',
    async (path) => {
      const { page } = await e2e.phone();
      await visit(page, e2e.baseUrl, p + path);
      await page.waitForURL((url) => url.pathname === `${p}/notFound`);
      expect(await mainText(page)).toContain(text(lang, 'notFound.message', { path: p + path }));
    },
  );
});

describe.each<Lang>(['en-US', 'zh-TW'])(
  'issue 15 item 9: not-found is no dead end, in %s',
  (lang) => {
    const p = prefix(lang);
    const notFoundNaming = (path: string) => text(lang, 'notFound.message', { path });
    const atNotFound = (url: URL) => url.pathname === `${p}/notFound`;

    it('issue 15 item 9: a QR code naming no table names its path and says to scan again', async () => {
      const { page, errors } = await e2e.phone();
      await visit(page, e2e.baseUrl, `${p}/m/1001/q/999`);
      await page.waitForURL(atNotFound);
      await settled(page);
      const main = await mainText(page);
      expect(main).toContain(notFoundNaming(`${p}/m/1001/q/999`));
      expect(main).toContain(text(lang, 'qr.scanToOrder'));
      await page.getByRole('link', { name: text(lang, 'notFound.scan') }).click();
      await page.waitForURL((url) => url.pathname === `${p}/scan`);
      await settled(page);
      expect(await heading(page)).toBe(text(lang, 'title.scan'));
      expect(errors).toEqual([]);
    });

    it('issue 15 item 9: an unknown merchant is not remembered, and the way back does not loop', async () => {
      // A diner who had a good merchant: not-found leads back to its menu, and so does the root.
      const { page, errors } = await e2e.phone();
      await visit(page, e2e.baseUrl, `${p}/merchant/1001`);
      await visit(page, e2e.baseUrl, `${p}/merchant/9999/order`);
      await page.waitForURL(atNotFound);
      await settled(page);
      await page.getByRole('link', { name: text(lang, 'notFound.toMenu') }).click();
      await page.waitForURL((url) => url.pathname === `${p}/merchant/1001/order`);
      await settled(page);
      expect(await heading(page)).toBe(text(lang, 'title.order'));
      await visit(page, e2e.baseUrl, `${p}/merchant/9999/order`);
      await page.waitForURL(atNotFound);
      await visit(page, e2e.baseUrl, p || '/');
      await page.waitForURL((url) => url.pathname === `${p}/merchant/1001/order`);

      // A diner whose first merchant is unknown: no menu to go back to; the root is not-found.
      const fresh = await e2e.phone();
      await visit(fresh.page, e2e.baseUrl, `${p}/merchant/9999/order`);
      await fresh.page.waitForURL(atNotFound);
      await settled(fresh.page);
      expect(
        await fresh.page.getByRole('link', { name: text(lang, 'notFound.toMenu') }).count(),
      ).toBe(0);
      await visit(fresh.page, e2e.baseUrl, p || '/');
      await fresh.page.waitForURL(atNotFound);
      await settled(fresh.page);
      expect(await mainText(fresh.page)).toContain(notFoundNaming(p || '/'));
      await fresh.page.getByRole('link', { name: text(lang, 'notFound.scan') }).click();
      await fresh.page.waitForURL((url) => url.pathname === `${p}/scan`);
      expect([...errors, ...fresh.errors]).toEqual([]);
    });
  },
);
