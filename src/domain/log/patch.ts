/**
 * What changed between two values of plain data (JSON: objects, arrays, strings, numbers,
 * booleans, null), so an event can carry a change instead of the whole table's cart. Applying a
 * patch keeps every untouched part as it was (same object), which the read models rely on.
 *
 * - `{ v }` replaces the value;
 * - `{ o, d? }` patches an object's keys `o` and deletes the keys `d`;
 * - `{ a: [at, removed, inserted], i? }` splices an array, then patches the elements `i`
 *   (indexed in the spliced array).
 */
export type Patch =
  | { readonly v: unknown }
  | { readonly o: Readonly<Record<string, Patch>>; readonly d?: readonly string[] }
  | {
      readonly a: readonly [at: number, removed: number, inserted: readonly unknown[]];
      readonly i?: Readonly<Record<string, Patch>>;
    };

type Plain = Readonly<Record<string, unknown>>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key whose value is undefined is absent, as it is once written as JSON. */
const present = (value: Plain): string[] =>
  Object.keys(value).filter((key) => value[key] !== undefined);

export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = present(a);
  if (keys.length !== present(b).length) return false;
  return keys.every((key) => b[key] !== undefined && deepEqual(a[key], b[key]));
};

const diffObject = (before: Plain, after: Plain): Patch | null => {
  const changed: Record<string, Patch> = {};
  let any = false;
  for (const key of present(after)) {
    const patch = before[key] === undefined ? { v: after[key] } : diff(before[key], after[key]);
    if (patch !== null) {
      changed[key] = patch;
      any = true;
    }
  }
  const deleted = present(before).filter((key) => after[key] === undefined);
  if (!any && deleted.length === 0) return null;
  return deleted.length === 0 ? { o: changed } : { o: changed, d: deleted };
};

/**
 * Common ends are kept; a middle of the same length is patched element by element (a line whose
 * quantity changed), any other middle is spliced (lines added or removed).
 */
const diffArray = (before: readonly unknown[], after: readonly unknown[]): Patch | null => {
  let head = 0;
  while (head < before.length && head < after.length && deepEqual(before[head], after[head])) {
    head += 1;
  }
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    deepEqual(before[before.length - 1 - tail], after[after.length - 1 - tail])
  ) {
    tail += 1;
  }
  const removed = before.length - head - tail;
  const inserted = after.slice(head, after.length - tail);
  if (removed === 0 && inserted.length === 0) return null;
  if (removed !== inserted.length) return { a: [head, removed, inserted] };
  const elements: Record<string, Patch> = {};
  for (let index = head; index < head + removed; index += 1) {
    const patch = diff(before[index], after[index]);
    if (patch !== null) elements[index] = patch;
  }
  return { a: [head, 0, []], i: elements };
};

/** The patch that turns `before` into `after`; null when they are equal. */
export const diff = (before: unknown, after: unknown): Patch | null => {
  if (before === after) return null;
  if (Array.isArray(before) && Array.isArray(after)) return diffArray(before, after);
  if (isPlain(before) && isPlain(after)) return diffObject(before, after);
  return deepEqual(before, after) ? null : { v: after };
};

/** Why a patch does not fit the value it is applied to (a log folded on the wrong base). */
export class PatchMismatch extends Error {}

const applyObject = (
  value: unknown,
  changed: Readonly<Record<string, Patch>>,
  deleted: readonly string[],
) => {
  if (!isPlain(value)) throw new PatchMismatch('an object patch on something else');
  const next: Record<string, unknown> = deleted.length === 0 ? { ...value } : {};
  if (deleted.length > 0) {
    for (const key of Object.keys(value)) if (!deleted.includes(key)) next[key] = value[key];
  }
  for (const key in changed) next[key] = apply(value[key], changed[key] ?? null);
  return next;
};

const applyArray = (
  value: unknown,
  [at, removed, inserted]: readonly [number, number, readonly unknown[]],
  elements: Readonly<Record<string, Patch>>,
) => {
  if (!Array.isArray(value) || at + removed > value.length) {
    throw new PatchMismatch('an array patch on something else');
  }
  const next = [...value.slice(0, at), ...inserted, ...value.slice(at + removed)];
  for (const [index, patch] of Object.entries(elements)) {
    const position = Number(index);
    if (!(position < next.length)) throw new PatchMismatch(`no element ${index} to patch`);
    next[position] = apply(next[position], patch);
  }
  return next;
};

/** `after` again, from `before` and the patch between them. */
export const apply = (before: unknown, patch: Patch | null): unknown => {
  if (patch === null) return before;
  if ('v' in patch) return patch.v;
  if ('o' in patch) return applyObject(before, patch.o, patch.d ?? []);
  return applyArray(before, patch.a, patch.i ?? {});
};
