import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { STARTUP_TIMEOUT_MS } from '../server/test-support/timeouts.ts';

const ROOT = resolve(import.meta.dirname, '..');
const REPO_BUILD = join(ROOT, 'dist/web');

/** When the repository's build was written (its pages' times), or that there is none. */
const repoBuildStamp = () =>
  ['index.html', 'staff.html'].map(
    (page) => statSync(join(REPO_BUILD, page), { throwIfNoEntry: false })?.mtimeMs ?? 'none',
  );

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

/** The README's first command, as a fresh clone runs it: no data folder yet, demo data, banner. */
it(
  'npm start serves the app and the API over a data folder that does not exist yet',
  async () => {
    const data = mkdtempSync(join(tmpdir(), 'tablefold-start-'));
    // The build goes to a folder of its own, removed with the data: a build npm start made or
    // replaced in dist/ would be what a later local e2e run serves, from whatever the sources were
    // then. The repository's build, copied with its times, is rebuilt there only when stale
    // (start.ts compares them with the sources), so a fresh one is not built again.
    const web = join(data, 'web');
    if (existsSync(REPO_BUILD))
      cpSync(REPO_BUILD, web, { recursive: true, preserveTimestamps: true });
    const repoBuildBefore = repoBuildStamp();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: join(data, '.data', 'pglite'),
        WEB_ROOT: web,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exit = new Promise<number | null>((done) => child.once('exit', done));
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // The demo's QR code ids are drawn at random (docs/security.md): read the printed one.
      const tableLink = new RegExp(`http://localhost:${port}/m/1001/q/\\d+`);
      // A start that fails says so when the process ends, not at the start-up bound.
      const ended = exit.then((code) =>
        Promise.reject(new Error(`exited with ${code}: ${output}`)),
      );
      await Promise.race([
        expect
          .poll(() => output, { timeout: STARTUP_TIMEOUT_MS, interval: 200 })
          .toMatch(tableLink),
        ended,
      ]);
      // How many live connections the process can hold, and how to allow more when too few.
      expect(output).toMatch(/Open files: +[\d,]+ \(about [\d,]+ live connections\)/);
      const health = await fetch(`http://localhost:${port}/api/health`);
      expect(health.status).toBe(200);
      const page = await fetch(tableLink.exec(output)?.[0] ?? '', {
        headers: { accept: 'text/html' },
      });
      expect(await page.text()).toContain('<div id="root"');
      // Served from the folder given, and dist/ left as it was.
      expect(existsSync(join(web, 'index.html'))).toBe(true);
      expect(repoBuildStamp()).toEqual(repoBuildBefore);
    } finally {
      child.kill('SIGTERM');
      await exit;
      rmSync(data, { recursive: true, force: true });
    }
    // The start-up, then a few requests and the stop.
  },
  STARTUP_TIMEOUT_MS + 30_000,
);
