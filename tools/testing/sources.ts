import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shipped TypeScript files (.ts, .tsx) under `dir`: tests, fixtures and arbitraries run only
 * in Node and are left out, as are the folders named in `skipDirs`. Shared by the layers'
 * boundary tests and the message catalogues' tests.
 */
export const shippedSources = (dir: string, skipDirs: readonly string[] = []): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return skipDirs.includes(entry.name) ? [] : shippedSources(path, skipDirs);
    const shipped =
      /\.tsx?$/.test(entry.name) && !/\.(test|fixture|arbitraries)\.tsx?$/.test(entry.name);
    return shipped ? [path] : [];
  });

/** Every module specifier a source imports or re-exports, static or dynamic. */
export const importSpecifiers = (source: string): string[] =>
  [
    ...source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');

/**
 * Every quoted string in the shipped sources under `dir` ('', "" and `` included, so a quote
 * never pairs with the next one): message ids are written out whole so a catalogue test finds
 * the ones in use.
 */
export const quotedStrings = (dir: string): ReadonlySet<string> =>
  new Set(
    shippedSources(dir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(['"`])([^'"`\n]*)\1/g)].map(
        (match) => match[2] ?? '',
      ),
    ),
  );
