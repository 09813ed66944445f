import { describe, expect, it } from 'vitest';
import { heading, mainText, visit } from './support/app.ts';
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
