import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { parseJsonBody, stringifyReply } from './json.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

describe('the envelope over real HTTP', () => {
  it('answers a healthy call with success and code 0', async () => {
    const reply = await call(server.baseUrl, 'GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      code: 0,
      msg: 'success',
      data: { database: 'pglite' },
    });
  });

  it('lets no cache keep an API reply', async () => {
    for (const path of ['/api/health', '/api/member', '/api/nope']) {
      const reply = await fetch(`${server.baseUrl}${path}`);
      expect(reply.headers.get('cache-control'), path).toBe('no-store');
    }
    const preflight = await fetch(`${server.baseUrl}/api/member`, { method: 'OPTIONS' });
    expect(preflight.headers.get('cache-control')).toBe('no-store');
    // A host that can name no merchant is refused before any route: still not for a cache.
    // (fetch would not send this Host header.)
    const { port } = new URL(server.baseUrl);
    for (const host of ['00.localhost', '9223372036854775808.localhost']) {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        request({ port, path: '/api/health', headers: { host: `${host}:${port}` } }, (reply) => {
          expect(reply.statusCode, host).toBe(404);
          reply.resume();
          resolve(reply.headers);
        })
          .on('error', reject)
          .end();
      });
      expect(headers['cache-control'], host).toBe('no-store');
    }
  });

  it('answers an unknown path with a 404 envelope in the asked language', async () => {
    const reply = await call(server.baseUrl, 'GET', '/api/nope', { locale: 'zh-CN' });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, code: 404, msg: '找不到資源。', data: null });
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const reply = await call(server.baseUrl, 'POST', '/api/member/phone/code', {
      rawBody: '{"a":',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      success: false,
      code: 400,
      msg: 'The request body is not valid JSON.',
    });
  });

  it('refuses a number of a megabyte of digits before parsing it', async () => {
    const reply = await call(server.baseUrl, 'POST', '/api/member/phone/code', {
      rawBody: `{"phone":${'9'.repeat(1_000_000)}}`,
      locale: 'zh-TW',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, msg: '請求內容中的數字超過 40 個字元。' });
  });

  it('reads no body sent to a path no route serves: 404, however malformed', async () => {
    for (const path of ['/api/nothing-here', '/api/health']) {
      const reply = await call(server.baseUrl, 'POST', path, {
        rawBody: `{"a":${'9'.repeat(100_000)}`,
      });
      expect([reply.status, reply.body.code]).toEqual([404, 404]);
    }
  });

  it('refuses an oversized body with a 413 envelope and stays up', async () => {
    const reply = await call(server.baseUrl, 'POST', '/api/health', {
      rawBody: JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ success: false, code: 413 });
    expect((await call(server.baseUrl, 'GET', '/api/health')).status).toBe(200);
  });

  it('refuses a body that is not JSON with a 4xx envelope', async () => {
    const reply = await call(server.baseUrl, 'POST', '/api/health', {
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.success).toBe(false);
  });
});

describe('JSON with 64-bit ids', () => {
  it('writes ids as exact JSON numbers, and nothing else', () => {
    const text = stringifyReply({
      id: '1900000000000000001',
      userCouponIds: ['1900000000000000002', '3'],
      tableId: '12',
      userId: 'guest-uuid-1',
      notes: '1900000000000000003',
      price: 12.5,
    });
    expect(text).toBe(
      '{"id":1900000000000000001,"userCouponIds":[1900000000000000002,3],"tableId":12,"userId":"guest-uuid-1","notes":"1900000000000000003","price":12.5}',
    );
  });

  it('cannot be tricked into a raw number by a note that looks like the marker', () => {
    const text = stringifyReply({ notes: '@@id-00@@1', id: '5' });
    expect(JSON.parse(text)).toEqual({ notes: '@@id-00@@1', id: 5 });
  });

  it('reads big integers in bodies as exact strings and drops prototype keys', () => {
    const body = parseJsonBody(
      '{"id":1900000000000000001,"n":2,"__proto__":{"polluted":true}}',
    ) as Record<string, unknown>;
    expect(body.id).toBe('1900000000000000001');
    expect(body.n).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
