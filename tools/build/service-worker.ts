import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build } from 'rolldown';
import { relativeImports } from '../budget/chunks.ts';
import { ICONS, iconPng } from './icons.ts';
import { MANIFEST_FILES, webManifest } from './web-manifest.ts';

/** Vite's build manifest, as much of it as the shell needs. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** index.html and everything it may load, lazily too: the staff console's own chunks are left out. */
export const dinerFiles = (manifest: Manifest, entry = 'index.html'): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || chunk === undefined) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return files;
};

/** The domain worker is not in Vite's manifest: its entry and the chunks it imports. */
const workerFiles = async (root: string): Promise<string[]> => {
  const names = (await readdir(join(root, 'assets'))).filter((name) =>
    /^worker-[\w-]+\.js$/.test(name),
  );
  const found = new Set<string>();
  const follow = async (name: string) => {
    const file = `assets/${name.replace(/^\.\//, '')}`;
    if (found.has(file)) return;
    found.add(file);
    const imports = relativeImports(await readFile(join(root, file), 'utf8'));
    for (const next of [...imports.static, ...imports.dynamic]) await follow(next);
  };
  for (const name of names) await follow(name);
  return [...found];
};

const write = async (root: string, file: string, data: string | Uint8Array) => {
  const path = join(root, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
};

const SOURCE = resolve(import.meta.dirname, '../../src/sw/service-worker.ts');

/**
 * Writes what makes the diner app installable and usable offline into a finished build: the
 * icons (drawn, icons.ts), a manifest per language, and /sw.js with the shell to precache and
 * the build's id written in (docs/offline.md). Run by the Vite build before precompression.
 */
export const writeOfflineFiles = async (root: string): Promise<{ readonly shell: string[] }> => {
  for (const icon of ICONS) await write(root, icon.file, iconPng(icon));
  for (const [locale, file] of Object.entries(MANIFEST_FILES) as [
    keyof typeof MANIFEST_FILES,
    string,
  ][])
    await write(root, file, `${JSON.stringify(webManifest(locale), null, 2)}\n`);

  const manifest = JSON.parse(
    await readFile(join(root, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  // A Set: the worker's entry is also an asset of the chunk that starts it (Cache.addAll refuses
  // a list that names a file twice, and the install with it).
  const built = new Set([...dinerFiles(manifest), ...(await workerFiles(root))]);
  built.delete('index.html');
  const shell = [
    '/index.html',
    ...[...built].map((file) => `/${file}`).sort(),
    ...Object.values(MANIFEST_FILES).map((file) => `/${file}`),
    ...ICONS.map((icon) => `/${icon.file}`),
  ];
  const index = await readFile(join(root, 'index.html'));
  const id = createHash('sha256').update(index).update(shell.join('\n')).digest('hex').slice(0, 12);

  const bundle = await build({
    input: SOURCE,
    write: false,
    output: { format: 'iife', minify: true },
    logLevel: 'warn',
  });
  const code = bundle.output[0].code
    .replaceAll('__PRECACHE__', JSON.stringify(shell))
    .replaceAll('__BUILD__', JSON.stringify(id));
  if (code.includes('__PRECACHE__') || !code.includes(id))
    throw new Error('service worker: the shell was not written into sw.js');
  if (new Set(shell).size !== shell.length)
    throw new Error('service worker: the shell names a file twice');
  await write(root, 'sw.js', code);
  return { shell };
};
