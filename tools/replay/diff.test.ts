import { describe, expect, it } from 'vitest';
import { diffValues, formatChange } from './diff.ts';

describe('the structural diff', () => {
  it('is empty for equal values, shared or not', () => {
    const value = { a: [1, { b: 2 }] };
    expect(diffValues(value, value)).toEqual([]);
    expect(diffValues(value, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffValues(Number.NaN, Number.NaN)).toEqual([]);
  });

  it('walks objects key by key in code-unit order, arrays index by index', () => {
    const before = { z: 1, a: { list: [1, 2, 3] }, gone: true };
    const after = { a: { list: [1, 5] }, z: 2, fresh: null };
    expect(diffValues(before, after)).toEqual([
      { path: 'a.list[1]', kind: 'changed', before: 2, after: 5 },
      { path: 'a.list[2]', kind: 'removed', before: 3 },
      { path: 'fresh', kind: 'added', after: null },
      { path: 'gone', kind: 'removed', before: true },
      { path: 'z', kind: 'changed', before: 1, after: 2 },
    ]);
  });

  it('orders array indices numerically', () => {
    const paths = diffValues(
      [],
      Array.from({ length: 12 }, (_, i) => i),
    ).map((c) => c.path);
    expect(paths.slice(0, 3)).toEqual(['[0]', '[1]', '[2]']);
    expect(paths.at(-1)).toBe('[11]');
  });

  it('reports a change of shape as one change', () => {
    expect(diffValues({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { path: 'a', kind: 'changed', before: [1], after: { 0: 1 } },
    ]);
    expect(diffValues(null, {})).toEqual([{ path: '', kind: 'changed', before: null, after: {} }]);
  });

  it('quotes keys that are not identifiers', () => {
    expect(diffValues({ 'a b': 1, '0': 1 }, { 'a b': 2, '0': 2 }).map((c) => c.path)).toEqual([
      '["0"]',
      '["a b"]',
    ]);
  });

  it('formats one line per change with values as sorted-key JSON', () => {
    expect(
      [
        { path: 'a', kind: 'changed', before: { y: 1, x: 2 }, after: 'x' },
        { path: 'b[0]', kind: 'added', after: 1 },
        { path: '', kind: 'removed', before: null },
      ].map((change) => formatChange(change as Parameters<typeof formatChange>[0])),
    ).toEqual(['~ a: {"x":2,"y":1} → "x"', '+ b[0]: 1', '- (root): null']);
  });
});
