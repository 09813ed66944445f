import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The reply may go out compressed: only for routes whose replies are large and hold no
     * secret (no token, no code), so no attacker-chosen text can be compressed beside one
     * (BREACH). The menu, its search and the merchant's home page opt in.
     */
    readonly compress?: boolean;
  }
}

/** Smaller replies gain a few hundred bytes at most: not worth a compression each. */
export const COMPRESS_AT_BYTES = 2048;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The q-value a header gives a coding: named, else `*`, else 0 (identity is never asked for). */
const quality = (header: string, coding: string): number => {
  let star = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(value) ? value : 0;
    if (name === coding) return weight;
    if (name === '*') star = weight;
  }
  return star;
};

/** Brotli when the browser takes it, gzip else, or null for the reply as it is. */
export const chooseEncoding = (header: string | undefined): 'br' | 'gzip' | null => {
  if (header === undefined || header === '') return null;
  const br = quality(header, 'br');
  const gzip = quality(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
};

const varyOnEncoding = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  const current = vary === undefined ? '' : String(vary);
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current))
    reply.header('vary', current === '' ? 'accept-encoding' : `${current}, accept-encoding`);
};

/**
 * Compresses the replies of routes that opt in (`config: { compress: true }`) when they are at
 * least COMPRESS_AT_BYTES: brotli at quality 4 or gzip at level 6, both a fraction of a
 * millisecond for the demo's 34 KB menu, off the event loop. The web app's own files are
 * precompressed at build time instead (server/web/static.ts).
 */
export const installReplyCompression = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.compress !== true) return payload;
    varyOnEncoding(reply);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_AT_BYTES || reply.hasHeader('content-encoding')) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipped(body, { level: 6 });
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
};
