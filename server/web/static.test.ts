import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './static.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tablefold-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'staff.html'), '<!doctype html><title>staff</title>');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
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

  it('registers nothing without a build', () => {
    const bare = Fastify();
    expect(registerWebApp(bare, join(root, 'absent'))).toBe(false);
  });
});
