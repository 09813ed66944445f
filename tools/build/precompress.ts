import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes `file.br` and `file.gz` beside every text asset of a build, once, at build time, so the
 * server sends them as they are (server/web/static.ts, @fastify/static's `preCompressed`) and
 * never compresses on a request. Run by the Vite build itself (vite.config.ts), so `vite build`,
 * `npm run build:web`, `npm run test:e2e` and `npm start` all get them.
 *
 * Left out: source maps (only developer tools fetch them, and they are most of the build's
 * bytes), anything under a dot folder (.vite/manifest.json is never served), binaries that are
 * compressed already (images, fonts), and a variant that would not be smaller than its file.
 */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml|wasm)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface Precompressed {
  /** The text assets found. */
  readonly files: number;
  /** Their bytes as they are, and as the smallest variant written (or as they are without one). */
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

const textAssets = async (root: string, dir = root): Promise<string[]> => {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await textAssets(root, path)));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) found.push(path);
  }
  return found;
};

/** Writes `path` when `data` is smaller than the original; returns the bytes a client gets. */
const keepIfSmaller = async (path: string, data: Buffer, original: number): Promise<number> => {
  if (data.length >= original) return original;
  await writeFile(path, data);
  return data.length;
};

const compressOne = async (file: string) => {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm')
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const [brotliBytes, gzipBytes] = await Promise.all([
    keepIfSmaller(`${file}.br`, br, body.length),
    keepIfSmaller(`${file}.gz`, gz, body.length),
  ]);
  return { bytes: body.length, brotliBytes, gzipBytes };
};

/** Precompresses every text asset under `root` (a build's output folder). */
export const precompress = async (root: string): Promise<Precompressed> => {
  const results = await Promise.all((await textAssets(root)).map(compressOne));
  return results.reduce<Precompressed>(
    (total, one) => ({
      files: total.files + 1,
      bytes: total.bytes + one.bytes,
      brotliBytes: total.brotliBytes + one.brotliBytes,
      gzipBytes: total.gzipBytes + one.gzipBytes,
    }),
    { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
  );
};
