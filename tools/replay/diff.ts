import { stableJson } from './format.ts';

/** One difference between two values, at a path like `cart.current.userCarts[0].quantity`. */
export type Change =
  | { readonly path: string; readonly kind: 'added'; readonly after: unknown }
  | { readonly path: string; readonly kind: 'removed'; readonly before: unknown }
  | {
      readonly path: string;
      readonly kind: 'changed';
      readonly before: unknown;
      readonly after: unknown;
    };

type Shape = 'array' | 'object' | 'scalar';

const shapeOf = (value: unknown): Shape => {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' && value !== null ? 'object' : 'scalar';
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const keyPath = (path: string, key: string): string => {
  if (!IDENTIFIER.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
};

const entriesOf = (value: unknown, shape: Shape): Map<string, [string, unknown]> => {
  const entries = new Map<string, [string, unknown]>();
  if (shape === 'array') {
    for (const [index, item] of (value as unknown[]).entries())
      entries.set(String(index), [`[${index}]`, item]);
  } else {
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      entries.set(key, [key, item]);
  }
  return entries;
};

const orderedKeys = (a: Map<string, unknown>, b: Map<string, unknown>, shape: Shape): string[] => {
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return shape === 'array' ? keys.sort((x, y) => Number(x) - Number(y)) : keys.sort();
};

const childPath = (path: string, step: string, shape: Shape): string =>
  shape === 'array' ? `${path}${step}` : keyPath(path, step);

/**
 * A structural diff: objects key by key (keys in code-unit order), arrays index by index, so the
 * same two values always give the same list in the same order. Unchanged subtrees shared by
 * identity (as immer leaves them) are skipped without being walked.
 */
export const diffValues = (before: unknown, after: unknown, path = ''): Change[] => {
  if (before === after || Object.is(before, after)) return [];
  const shape = shapeOf(before);
  if (shape === 'scalar' || shape !== shapeOf(after))
    return [{ path, kind: 'changed', before, after }];
  const left = entriesOf(before, shape);
  const right = entriesOf(after, shape);
  return orderedKeys(left, right, shape).flatMap((key): Change[] => {
    const a = left.get(key);
    const b = right.get(key);
    if (a === undefined && b !== undefined)
      return [{ path: childPath(path, b[0], shape), kind: 'added', after: b[1] }];
    if (b === undefined && a !== undefined)
      return [{ path: childPath(path, a[0], shape), kind: 'removed', before: a[1] }];
    if (a === undefined || b === undefined) return [];
    return diffValues(a[1], b[1], childPath(path, a[0], shape));
  });
};

const shownPath = (path: string): string => (path === '' ? '(root)' : path);

/** One line per change: `~ path: before → after`, `+ path: value`, `- path: value`. */
export const formatChange = (change: Change): string => {
  const path = shownPath(change.path);
  switch (change.kind) {
    case 'added':
      return `+ ${path}: ${stableJson(change.after)}`;
    case 'removed':
      return `- ${path}: ${stableJson(change.before)}`;
    case 'changed':
      return `~ ${path}: ${stableJson(change.before)} → ${stableJson(change.after)}`;
  }
};
