import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let root: string;
const text = (line: string) => line.repeat(200);
const put = (path: string, body: string | Buffer) => writeFileSync(join(root, path), body);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tablefold-precompress-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a .br and a .gz beside each text asset, each decoding to the file', async () => {
    const files = {
      'index.html': text('<div class="menu"></div>'),
      'assets/main-1.js': text('export const a = 1;'),
      'assets/main-1.css': text('.menu { color: red }'),
      'assets/logo.svg': text('<path d="M0 0h1"/>'),
      'assets/lang.json': text('{"a":"b"},'),
      'site.webmanifest': text('{"name":"x"},'),
    };
    for (const [path, body] of Object.entries(files)) put(path, body);
    const result = await precompress(root);
    expect(result.files).toBe(6);
    for (const [path, body] of Object.entries(files)) {
      const br = readFileSync(join(root, `${path}.br`));
      const gz = readFileSync(join(root, `${path}.gz`));
      expect([path, brotliDecompressSync(br).toString()]).toEqual([path, body]);
      expect([path, gunzipSync(gz).toString()]).toEqual([path, body]);
      expect(br.length).toBeLessThan(body.length / 10);
    }
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes / 10);
  });

  it('leaves source maps, dot folders, images and files compression would not shrink', async () => {
    put('assets/main-1.js.map', text('{"mappings":"AAAA"}'));
    put('.vite/manifest.json', text('{"file":"x"}'));
    put('assets/dish.png', Buffer.alloc(4096, 7));
    put('robots.txt', 'User-agent: *');
    const result = await precompress(root);
    expect(result.files).toBe(1);
    expect(result.bytes).toBe(result.brotliBytes);
    for (const path of [
      'assets/main-1.js.map',
      '.vite/manifest.json',
      'assets/dish.png',
      'robots.txt',
    ]) {
      expect([path, existsSync(join(root, `${path}.br`))]).toEqual([path, false]);
      expect([path, existsSync(join(root, `${path}.gz`))]).toEqual([path, false]);
    }
  });
});
