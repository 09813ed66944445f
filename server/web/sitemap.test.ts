import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { merchantsSitemap, robotsTxt, sitemapIndex } from './sitemap.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
});
afterAll(() => server.close());

describe('sitemap', () => {
  it('the index names one merchants file, which lists home and menu in both languages', async () => {
    const index = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    const [file] = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const url = new URL(file ?? '');
    expect(url.pathname + url.search).toBe('/sitemap-merchants.xml?page=1');
    const path = url.pathname + url.search;

    const xml = await (await fetch(server.baseUrl + path)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/merchant/1001',
        '/zh-tw/merchant/1001',
        '/merchant/1001/order',
        '/zh-tw/merchant/1001/order',
      ]),
    );
    expect(locs.some((loc) => /\/q\/|account|login|member|search|order-/.test(loc))).toBe(false);
    expect(xml).toContain('hreflang="zh-TW"');
  });

  it('a file past the last, or a name that is not a page number, is not found', async () => {
    for (const path of [
      '/sitemap-merchants.xml?page=2',
      '/sitemap-merchants.xml?page=0',
      '/sitemap-merchants.xml?page=x',
    ])
      expect((await fetch(server.baseUrl + path)).status).toBe(404);
  });

  it('robots.txt names the sitemap and keeps crawlers off the table pages', async () => {
    const reply = await fetch(`${server.baseUrl}/robots.txt`);
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /m/');
  });

  it('escapes what it prints', () => {
    expect(merchantsSitemap('http://a.test/?x=1&y=2', ['1'])).toContain('x=1&amp;y=2');
    expect(sitemapIndex('http://a.test', 2)).toContain('sitemap-merchants.xml?page=2');
    expect(robotsTxt('http://a.test')).toContain('Sitemap: http://a.test/sitemap.xml');
  });
});
