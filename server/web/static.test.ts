import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../tools/build/precompress.ts';
import { registerWebApp } from './static.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
// Big enough to be worth compressing, as every real shell and chunk is.
const APP_HTML = `<!doctype html><title>app</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(20)}`;
const STAFF_HTML = `<!doctype html><title>staff</title>${'<meta name="x" content="y">'.repeat(20)}`;
const SCRIPT = `console.log(1);${'export const menu = [1, 2, 3];'.repeat(50)}`;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tablefold-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), APP_HTML);
  writeFileSync(join(root, 'staff.html'), STAFF_HTML);
  writeFileSync(join(root, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'sw.js'), `self.addEventListener('fetch', () => {});`);
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"tablefold"}');
  await precompress(root);
  writeFileSync(join(tmpdir(), 'outside-web-root.txt'), 'secret');
  app = Fastify();
  app.get('/api/health', async () => ({ ok: true }));
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 404 }));
  expect(registerWebApp(app, root)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('registerWebApp', () => {
  it.each(['/', '/merchant/1001/order', '/zh-tw/m/1001/q/3?x=1', '/notFound'])(
    'answers a page request for %s with index.html, revalidated each time',
    async (url) => {
      const reply = await app.inject({ url, headers: HTML });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<title>app</title>');
    },
  );

  it.each(['/staff', '/staff/', '/staff/orders/1900000000000000001', '/staff/qr?print=1'])(
    'answers the staff console page %s with staff.html, revalidated each time',
    async (url) => {
      const reply = await app.inject({ url, headers: HTML });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<title>staff</title>');
    },
  );

  it('revalidates both shells asked for by name, and keeps /staff… lookalikes the app’s', async () => {
    for (const [url, title] of [
      ['/staff.html', 'staff'],
      ['/index.html', 'app'],
      ['/staffroom', 'app'],
    ] as const) {
      const reply = await app.inject({ url, headers: HTML });
      expect([url, reply.headers['cache-control']]).toEqual([url, 'no-cache']);
      expect(reply.body).toContain(`<title>${title}</title>`);
    }
    expect((await app.inject({ url: '/staff/qr', headers: { accept: '*/*' } })).statusCode).toBe(
      404,
    );
  });

  it('serves hashed assets for a year and other files briefly', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/api/nope', '/images/nope.svg', '/live', '/live/negotiate'])(
    'leaves %s to the API, even for a browser',
    async (url) => {
      const reply = await app.inject({ url, headers: HTML });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 404 });
    },
  );

  it('revalidates the service worker on every check, and lets it control the whole site', async () => {
    const reply = await app.inject({ url: '/sw.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['service-worker-allowed']).toBe('/');
  });

  it('serves the web app manifest as one', async () => {
    const reply = await app.inject({ url: '/manifest.webmanifest' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('keeps API routes working', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
  });

  it('gives a missing file 404 unless a page was asked for', async () => {
    expect((await app.inject({ url: '/assets/gone.js' })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/missing.png', headers: { accept: 'image/*' } })).statusCode,
    ).toBe(404);
  });

  it.each([
    '/../outside-web-root.txt',
    '/%2e%2e/outside-web-root.txt',
    '/assets/%2e%2e%2f%2e%2e/outside-web-root.txt',
  ])('never serves a file outside the web root (%s)', async (url) => {
    const reply = await app.inject({ url });
    expect(reply.body).not.toContain('secret');
  });

  describe('compression', () => {
    const decoded = (encoding: string | undefined, payload: Buffer) =>
      (encoding === 'br'
        ? brotliDecompressSync(payload)
        : encoding === 'gzip'
          ? gunzipSync(payload)
          : payload
      ).toString();

    it.each([
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate, br;q=0.5', 'gzip'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ])(
      'sends a hashed chunk to Accept-Encoding %s as %s, cached for a year, varying on the header',
      async (acceptEncoding, encoding) => {
        const reply = await app.inject({
          url: '/assets/main-abc123.js',
          headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(reply.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(reply.headers.vary).toMatch(/accept-encoding/i);
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
        if (encoding !== undefined) expect(reply.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
        expect(decoded(encoding, reply.rawPayload)).toBe(SCRIPT);
      },
    );

    it.each([
      ['/merchant/1001/order', 'br', APP_HTML],
      ['/zh-tw/m/1001/q/3', 'gzip', APP_HTML],
      ['/', 'br', APP_HTML],
      ['/index.html', 'gzip', APP_HTML],
      ['/staff/orders', 'br', STAFF_HTML],
      ['/staff.html', 'gzip', STAFF_HTML],
    ])('compresses the shell answering %s (%s), still revalidated', async (url, encoding, html) => {
      const reply = await app.inject({
        url,
        headers: { ...HTML, 'accept-encoding': encoding },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(encoding, reply.rawPayload)).toBe(html);
    });

    it('sends the shell uncompressed to a browser that accepts no compression', async () => {
      const reply = await app.inject({ url: '/merchant/1001/order', headers: HTML });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.body).toBe(APP_HTML);
    });

    it('sends a file too small to gain from compression as it is', async () => {
      const reply = await app.inject({
        url: '/robots.txt',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe('public, max-age=3600');
      expect(reply.body).toBe('User-agent: *');
    });

    it('gives each encoding its own validator, so a revalidation never mixes them', async () => {
      const etag = async (encoding: string) =>
        (await app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': encoding } })).headers
          .etag;
      const [br, gzip, identity] = await Promise.all([etag('br'), etag('gzip'), etag('identity')]);
      expect(new Set([br, gzip, identity]).size).toBe(3);
      const again = await app.inject({
        url: '/',
        headers: { ...HTML, 'accept-encoding': 'br', 'if-none-match': String(br) },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  it('registers nothing without a build', () => {
    const bare = Fastify();
    expect(registerWebApp(bare, join(root, 'absent'))).toBe(false);
  });
});
