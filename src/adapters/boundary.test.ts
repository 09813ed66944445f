import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, shippedSources } from '../../tools/testing/sources.ts';

const root = resolve(import.meta.dirname);
const srcRoot = resolve(root, '..');

/** Shipped adapter code: tests and fixtures may reach the server's test support and Node. */
/** What a Web Worker does not have. */
const notInAWorker = /\b(window|document|localStorage|sessionStorage)\b\s*\.|\bnode:/;

describe('src/adapters runs in a Web Worker and reaches only the domain', () => {
  const files = shippedSources(root);

  it('finds the adapter sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(notInAWorker.test(source), 'uses a browser-window or Node API').toBe(false);
    for (const specifier of importSpecifiers(source).filter((s) => s.startsWith('.'))) {
      const target = relative(srcRoot, resolve(join(file, '..'), specifier));
      expect(target.startsWith('adapters/') || target.startsWith('domain/'), specifier).toBe(true);
    }
  });
});
