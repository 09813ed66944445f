/** Vite's build manifest (build.manifest: true), as much of it as the budget needs. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk's file and every file it imports statically, transitively: what loading it costs. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
};

/** Relative ES imports in an emitted chunk (`from"./x.js"`, `import"./x.js"`, `import("./x.js")`). */
export const relativeImports = (
  source: string,
): { readonly static: string[]; readonly dynamic: string[] } => {
  const statics = [...source.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)];
  const dynamics = [...source.matchAll(/import\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g)];
  return {
    static: statics.map((match) => match[1] ?? ''),
    dynamic: dynamics.map((match) => match[1] ?? ''),
  };
};
