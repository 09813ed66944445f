import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm start`: builds the diner app when its build is missing or older than its sources, then
 * runs the server, which serves it beside the API. A fresh clone needs no separate build step.
 */
const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist/web/index.html');
const SOURCES = ['src', 'locales', 'index.html', 'vite.config.ts', 'package.json'];

const newestIn = (path: string): number => {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestIn(join(path, entry))),
    0,
  );
};

const builtAt = statSync(OUT, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestIn(join(ROOT, source))));

if (builtAt < sourcesAt) {
  process.stdout.write(builtAt === 0 ? 'Building the web app…\n' : 'Rebuilding the web app…\n');
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production for its build; the server must still see the caller's (demo on).
  const nodeEnv = process.env.NODE_ENV;
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

await import('../server/main.ts');
