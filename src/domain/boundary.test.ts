import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, shippedSources } from '../../tools/testing/sources.ts';

const domainRoot = resolve(import.meta.dirname);

/** Pure computation only: these packages do no I/O and read no clock. */
const allowedPackages = new Set(['immer', 'decimal.js-light', 'effect']);

/**
 * Of effect, only the schema modules and the data they need (Struct picks a schema's fields):
 * events are declared and logs read with Schema (docs/events.md), but the domain runs no Effect,
 * Layer, Stream or clock.
 */
const allowedEffectModules = new Set([
  'Schema',
  'SchemaAST',
  'SchemaGetter',
  'SchemaIssue',
  'Option',
  'Struct',
]);

/** The names a source imports from 'effect' (`import { Schema, type Option } from 'effect'`). */
const effectImports = (source: string): string[] =>
  [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]effect['"]/g)].flatMap(
    (match) =>
      (match[1] ?? '')
        .split(',')
        .map(
          (name) =>
            name
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim() ?? '',
        )
        .filter((name) => name !== ''),
  );

/** Ambient ways to reach the world that an import check would not see. */
const impureGlobals = [
  /\bDate\.now\(/,
  /\bnew Date\(\s*\)/,
  /\bMath\.random\(/,
  /\bcrypto\./,
  /\bfetch\(/,
  /\b(localStorage|sessionStorage|document|window|navigator|indexedDB)\./,
  /\bset(Timeout|Interval)\(/,
  /\bperformance\.now\(/,
  /\bprocess\./,
];

describe('src/domain stays pure', () => {
  const files = shippedSources(domainRoot);

  it('finds the domain sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative(domainRoot, file), file]))(
    '%s imports only the domain and pure packages',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      for (const specifier of importSpecifiers(source)) {
        if (specifier.startsWith('.')) {
          const target = resolve(join(file, '..'), specifier);
          expect(
            relative(domainRoot, target).startsWith('..'),
            `${specifier} leaves src/domain`,
          ).toBe(false);
        } else {
          expect(allowedPackages.has(specifier), `${specifier} is not a pure package`).toBe(true);
        }
      }
      for (const name of effectImports(source)) {
        expect(allowedEffectModules.has(name), `imports ${name} from effect`).toBe(true);
      }
      expect(source, 'imports effect other than by name').not.toMatch(
        /import\s+\*\s+as\s+\w+\s+from\s+['"]effect|from\s+['"]effect\//,
      );
      for (const pattern of impureGlobals) {
        expect(pattern.test(source), `uses ${pattern}`).toBe(false);
      }
    },
  );
});
