import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed.ts';
import { call } from '../../test-support/client.ts';
import { startTestServer, type TestServer } from '../../test-support/harness.ts';
import { IMAGE_SIZE, drawImage, imageNames } from './draw.ts';
import { STARTUP_TIMEOUT_MS } from '../../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

describe('GET /images/{name}.svg', () => {
  it('serves a drawn SVG of a fixed size, cached for good', async () => {
    const response = await fetch(`${server.baseUrl}/images/dumplings-jade.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 120 120" width="120" height="120">/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.length).toBeLessThan(4_000);
  });

  it('has a picture for every product and merchant of the demo', async () => {
    const rows = await server.db.query<{ image: string }>(
      'select image from products union select image from merchants',
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { image } of rows) {
      const response = await fetch(`${server.baseUrl}${image}`);
      expect(response.status, image).toBe(200);
    }
  });

  it.each([
    '/images/unicorn-jade.svg',
    '/images/dumplings-neon.svg',
    '/images/dumplings.svg',
    '/images/Dumplings-Jade.svg',
    '/images/dumplings-jade.png',
    '/images/..%2Fpackage.json',
    `/images/${'a'.repeat(150)}.svg`,
  ])('answers %s with a 404 envelope', async (path) => {
    const reply = await call(server.baseUrl, 'GET', path, { locale: 'zh-TW' });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, code: 404, msg: '找不到資源。', data: null });
  });
});

describe('the drawings', () => {
  it('are every one a balanced SVG of the same size, free of scripts and links', () => {
    for (const name of imageNames()) {
      const svg = drawImage(name) ?? '';
      expect(svg, name).toContain(`viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}"`);
      expect(svg).not.toMatch(/script|href|NaN|undefined/);
      const opened = svg.match(/<(?!\/)[a-z]+[^>]*[^/]>/g)?.length ?? 0;
      const closed = svg.match(/<\/[a-z]+>/g)?.length ?? 0;
      expect(opened, name).toBe(closed);
    }
  });
});
