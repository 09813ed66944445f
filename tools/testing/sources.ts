import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shipped TypeScript files under `dir`: tests, fixtures and arbitraries run only in Node and
 * are left out, as are the folders named in `skipDirs`. Shared by the layers' boundary tests.
 */
export const shippedSources = (dir: string, skipDirs: readonly string[] = []): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return skipDirs.includes(entry.name) ? [] : shippedSources(path, skipDirs);
    const shipped =
      entry.name.endsWith('.ts') && !/\.(test|fixture|arbitraries)\.ts$/.test(entry.name);
    return shipped ? [path] : [];
  });

/** Every module specifier a source imports or re-exports, static or dynamic. */
export const importSpecifiers = (source: string): string[] =>
  [
    ...source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
