import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lanAddress, phoneOrigin } from '../server/banner.ts';
import { raiseFileLimit } from '../server/file-limit.ts';

// Every diner's live channel is an open file: ask for enough before anything else (Node has
// already raised its soft limit to the hard one; the hard one needs the system's leave). The
// banner says where it stands, and what to do when it is too low.
const raised = raiseFileLimit();
if (raised.kind === 'refused') process.env.TABLEFOLD_OPEN_FILES_REFUSED = raised.why;

/**
 * `npm start`: builds the web app (the diner app and the staff console) when its build is
 * missing or older than its sources, then runs the server, which serves it beside the API and
 * prints the links (server/banner.ts). A fresh clone needs no separate build step. The build
 * writes each text file's .br and .gz beside it (tools/build/precompress.ts, run by vite.config.ts).
 */
const ROOT = resolve(import.meta.dirname, '..');
// The build is made where the server serves it from: WEB_ROOT when set (server/config.ts reads it
// from the working directory too), else dist/web. A test gives a folder of its own, so dist/ is
// left alone. The server is told the same absolute path, whatever its working directory.
const WEB_ROOT = process.env.WEB_ROOT ? resolve(process.env.WEB_ROOT) : join(ROOT, 'dist/web');
process.env.WEB_ROOT = WEB_ROOT;
const PAGES = ['index.html', 'staff.html'].map((page) => join(WEB_ROOT, page));
const SOURCES = [
  'src',
  'locales',
  'index.html',
  'staff.html',
  'vite.config.ts',
  'tools/build',
  'package.json',
];

const newestIn = (path: string): number => {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestIn(join(path, entry))),
    0,
  );
};

const builtAt = Math.min(
  ...PAGES.map((page) => statSync(page, { throwIfNoEntry: false })?.mtimeMs ?? 0),
);
const sourcesAt = Math.max(...SOURCES.map((source) => newestIn(join(ROOT, source))));

if (builtAt < sourcesAt) {
  process.stdout.write(builtAt === 0 ? 'Building the web app…\n' : 'Rebuilding the web app…\n');
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production for its build; the server must still see the caller's (demo on).
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    // Emptied before it is written, as dist/web is: vite.config.ts's emptyOutDir holds outside the root.
    build: { outDir: WEB_ROOT },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

// HOST=0.0.0.0 lets phones on the network in; without a PUBLIC_URL the links, the QR code and
// the live channel's URL would say localhost, which a phone cannot reach: use the LAN address.
const host = process.env.HOST ?? '';
const port = process.env.PORT || '8080';
if (!process.env.PUBLIC_URL && port !== '0') {
  const local = `http://localhost:${port}`;
  const origin = phoneOrigin(local, host, lanAddress());
  if (origin !== local) process.env.PUBLIC_URL = origin;
}

await import('../server/main.ts');
