import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

/**
 * The sitemap (spec §2 "sitemap xml paths"; docs/decisions.md): only what a search engine may
 * index, the merchant home and the menu of every merchant, each in both languages with hreflang
 * alternates. Table (QR) pages, account, member, login, order and search pages are a diner's own
 * or need a seat, so they are left out (and robots.txt keeps crawlers off them).
 *
 * /sitemap.xml is a sitemap index naming /sitemap-merchants.xml?page={n}, one per MERCHANTS_PER_FILE
 * merchants, so the protocol's 50,000-URL limit per file holds however many merchants there are.
 */
export const MERCHANTS_PER_FILE = 10_000;
const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The indexable pages of one merchant, by path without the locale prefix. */
export const merchantPages = (merchantId: string): readonly string[] => [
  `/merchant/${merchantId}`,
  `/merchant/${merchantId}/order`,
];

const urlEntry = (origin: string, path: string): string => {
  const en = escapeXml(origin + path);
  const zh = escapeXml(`${origin}/zh-tw${path}`);
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en-US" href="${en}"/>`,
    `<xhtml:link rel="alternate" hreflang="zh-TW" href="${zh}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
  ].join('');
  return [en, zh].map((loc) => `<url><loc>${loc}</loc>${alternates}</url>`).join('\n');
};

export const merchantsSitemap = (origin: string, merchantIds: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...merchantIds.flatMap((id) => merchantPages(id).map((path) => urlEntry(origin, path))),
    '</urlset>',
    '',
  ].join('\n');

export const sitemapIndex = (origin: string, files: number): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: files },
      (_, i) =>
        `<sitemap><loc>${escapeXml(`${origin}/sitemap-merchants.xml?page=${i + 1}`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /live',
    'Disallow: /staff',
    'Disallow: /m/',
    'Disallow: /zh-tw/m/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The sitemap routes; robots.txt too unless the build brings its own. */
export const registerSitemap = (app: FastifyInstance, deps: AppDeps): void => {
  const origin = deps.config.publicUrl;
  const countFiles = async (): Promise<number> => {
    const [row] = await deps.db.query<{ n: string | number }>(
      'select count(*) as n from merchants',
    );
    return Math.max(1, Math.ceil(Number(row?.n ?? 0) / MERCHANTS_PER_FILE));
  };

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('content-type', XML)
      .header('cache-control', CACHE)
      .send(sitemapIndex(origin, await countFiles())),
  );

  // One static route; the page number is a query, checked here.
  app.get<{ Querystring: { page?: string } }>('/sitemap-merchants.xml', async (request, reply) => {
    const page = request.query.page ?? '1';
    const n = /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 0;
    if (n === 0 || n > (await countFiles())) return reply.callNotFound();
    const rows = await deps.db.query<{ id: string | number }>(
      'select id::text as id from merchants order by id limit $1 offset $2',
      [MERCHANTS_PER_FILE, (n - 1) * MERCHANTS_PER_FILE],
    );
    return reply
      .header('content-type', XML)
      .header('cache-control', CACHE)
      .send(
        merchantsSitemap(
          origin,
          rows.map((row) => String(row.id)),
        ),
      );
  });

  if (!existsSync(resolve(deps.config.webRoot, 'robots.txt')))
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(origin)),
    );
};
