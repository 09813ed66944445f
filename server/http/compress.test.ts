import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_AT_BYTES, installReplyCompression } from './compress.ts';

const BIG = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Dish ${i}` })) };
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installReplyCompression(app);
  app.get('/big', { config: { compress: true } }, async () => BIG);
  app.get('/small', { config: { compress: true } }, async () => ({ ok: true }));
  app.get('/secret', async () => BIG);
  app.get('/stream', { config: { compress: true } }, async (_request, reply) =>
    reply.type('text/plain').send(Buffer.alloc(COMPRESS_AT_BYTES * 2, 97)),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=x', null],
  ])('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('reply compression', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a large reply of a route that opts in (%s)', async (accept, encoding) => {
    const reply = await get('/big', accept);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    const body =
      encoding === 'br' ? brotliDecompressSync(reply.rawPayload) : gunzipSync(reply.rawPayload);
    expect(JSON.parse(body.toString())).toEqual(BIG);
    expect(reply.rawPayload.length).toBeLessThan(body.length / 3);
  });

  it('sends it as it is to a client that takes no compression, still varying', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const reply = await get('/big', accept);
      expect([accept, reply.headers['content-encoding']]).toEqual([accept, undefined]);
      expect(reply.headers.vary).toBe('accept-encoding');
      expect(reply.json()).toEqual(BIG);
    }
  });

  it('leaves small replies, and every route that does not opt in, alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const secret = await get('/secret', 'br');
    expect(secret.headers['content-encoding']).toBeUndefined();
    expect(secret.headers.vary).toBeUndefined();
    expect(secret.json()).toEqual(BIG);
  });

  it('compresses a Buffer payload too', async () => {
    const reply = await get('/stream', 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.rawPayload).toString()).toBe('a'.repeat(COMPRESS_AT_BYTES * 2));
  });
});
