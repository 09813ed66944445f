import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { rawCall } from './raw-call.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
let port: string;
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
  port = new URL(server.baseUrl).port;
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const preflight = (host: string, origin: string, path = '/api/merchant/tiny-merchant?id=2002') =>
  rawCall(server.baseUrl, 'OPTIONS', path, {
    host,
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization,languagecode,merchantid,tableid',
  });

describe('CORS between localhost and merchant subdomains', () => {
  it('answers a preflight from the main origin to a merchant subdomain', async () => {
    const origin = `http://localhost:${port}`;
    const reply = await preflight(`2002.localhost:${port}`, origin);
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
    expect(reply.headers['access-control-allow-methods']).toContain('POST');
    const allowed = String(reply.headers['access-control-allow-headers']).toLowerCase();
    for (const header of [
      'authorization',
      'guest-account-identifier',
      'merchantid',
      'tableid',
      'languagecode',
      'content-type',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(reply.headers.vary).toContain('Origin');
  });

  it('answers a preflight from a merchant subdomain to the main origin', async () => {
    const origin = `http://2002.localhost:${port}`;
    const reply = await preflight(`localhost:${port}`, origin, '/api/member/merchant/home');
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
  });

  it('marks the real request, errors included, and routes of other modules too', async () => {
    const origin = `http://localhost:${port}`;
    const headers = { host: `2002.localhost:${port}`, origin, languagecode: 'en-US' };
    const found = await rawCall(server.baseUrl, 'GET', '/api/merchant/tiny-merchant', headers);
    expect(found.status).toBe(200);
    expect(found.headers['access-control-allow-origin']).toBe(origin);
    const missing = await rawCall(
      server.baseUrl,
      'GET',
      '/api/merchant/tiny-merchant?id=1',
      headers,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(origin);
    const health = await rawCall(server.baseUrl, 'GET', '/api/health', headers);
    expect(health.headers['access-control-allow-origin']).toBe(origin);
  });

  it.each([
    ['https://evil.example', 'a foreign site'],
    ['http://localhost:1', 'another port'],
    ['http://evil.localhost.example.com', 'a look-alike host'],
    ['null', 'an opaque origin'],
    ['http://2002.localhost:1', 'a subdomain on another port'],
  ])('refuses a preflight from %s (%s) and grants nothing', async (origin) => {
    const reply = await preflight(`localhost:${port}`, origin);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ success: false, code: 403 });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds nothing to a request of a foreign origin, which the browser then refuses', async () => {
    const reply = await rawCall(server.baseUrl, 'GET', '/api/merchant/tiny-merchant?id=1001', {
      host: `localhost:${port}`,
      origin: 'https://evil.example',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves an OPTIONS that is no preflight to the router', async () => {
    const reply = await rawCall(server.baseUrl, 'OPTIONS', '/api/health', {
      host: `localhost:${port}`,
      origin: `http://localhost:${port}`,
    });
    expect(reply.status).toBe(404);
  });
});
