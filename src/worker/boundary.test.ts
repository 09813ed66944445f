import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, shippedSources } from '../../tools/testing/sources.ts';

const root = resolve(import.meta.dirname);
const srcRoot = resolve(root, '..');

/** Shipped worker code; tests and their fixtures run in Node and may use it. */
const notInAWorker = /\b(window|document|localStorage|sessionStorage)\b\s*\.|\bnode:/;

describe('src/worker runs in a Web Worker and never reaches the UI', () => {
  const files = shippedSources(root, ['testing']);

  it('finds the worker sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(notInAWorker.test(source), 'uses a browser-window or Node API').toBe(false);
    for (const specifier of importSpecifiers(source).filter((s) => s.startsWith('.'))) {
      const target = relative(srcRoot, resolve(join(file, '..'), specifier));
      const allowed = ['worker/', 'domain/', 'adapters/'].some((dir) => target.startsWith(dir));
      expect(allowed || target === '../package.json', specifier).toBe(true);
    }
  });
});
