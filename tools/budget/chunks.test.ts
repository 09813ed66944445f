import { describe, expect, it } from 'vitest';
import { relativeImports, staticClosure } from './chunks.ts';

describe('the budget’s chunk graph', () => {
  it('follows static imports only, each file once', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_a.js'], dynamicImports: ['page.tsx'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'page.tsx': { file: 'assets/page.js', imports: ['_b.js'] },
    };
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/index.js',
    ]);
    expect(staticClosure(manifest, ['index.html', 'page.tsx']).size).toBe(4);
    expect(() => staticClosure(manifest, ['nope'])).toThrow(/no chunk nope/);
  });

  it('reads the relative imports of an emitted chunk', () => {
    const source =
      'import{a as b}from"./a-1.js";import"./side.js";const p=()=>import("./lazy.js");';
    expect(relativeImports(source)).toEqual({
      static: ['./a-1.js', './side.js'],
      dynamic: ['./lazy.js'],
    });
  });
});
