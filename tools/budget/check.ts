/**
 * The size budgets of the diner app (issue: "JavaScript of the first view of the QR landing on
 * the main thread ≤ 150 KB gzipped; the worker ≤ 150 KB gzipped"), checked on `vite build`'s
 * output. Exit 1 when one is over. Usage: tsx tools/budget/check.ts [dist/web]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Manifest, relativeImports, staticClosure } from './chunks.ts';

const KB = 1024;
const BUDGET = { firstView: 150 * KB, worker: 150 * KB };
const QR_LANDING_PAGE = 'src/ui/pages/QrLandingPage.tsx';

const root = resolve(process.argv[2] ?? 'dist/web');
const assets = join(root, 'assets');
const gzipped = (file: string) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipped(file), 0);

const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
const firstView = staticClosure(manifest, ['index.html', QR_LANDING_PAGE]);

// Workers are not in the manifest: start from the emitted worker file and follow its imports.
const workerFiles = new Set<string>();
const follow = (name: string) => {
  const file = `assets/${name.replace(/^\.\//, '')}`;
  if (workerFiles.has(file)) return;
  workerFiles.add(file);
  for (const imported of relativeImports(readFileSync(join(root, file), 'utf8')).static)
    follow(imported);
};
const workerEntries = readdirSync(assets).filter((name) => /^worker-[\w-]+\.js$/.test(name));
if (workerEntries.length !== 1)
  throw new Error(`expected one worker entry, found ${workerEntries.join(', ')}`);
follow(workerEntries[0] ?? '');

const rows = [
  { what: 'QR landing, first view (main thread)', files: firstView, budget: BUDGET.firstView },
  { what: 'worker', files: workerFiles, budget: BUDGET.worker },
].map((row) => ({ ...row, bytes: sum(row.files) }));

let over = false;
for (const row of rows) {
  const verdict = row.bytes <= row.budget ? 'ok' : 'OVER';
  over ||= verdict === 'OVER';
  console.log(
    `${verdict.padEnd(4)} ${row.what}: ${(row.bytes / KB).toFixed(1)} KB gzipped of ${row.budget / KB} KB (${row.files.size} files)`,
  );
}
process.exitCode = over ? 1 : 0;
