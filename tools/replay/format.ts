/**
 * Deterministic text: the same input gives the same bytes on any machine, in any locale and time
 * zone. Nothing here reads a clock or the locale; numbers go through String(), which is neither.
 */

/** Milliseconds a Date can hold either side of the epoch (ECMA-262 §21.4.1.22). */
const MAX_DATE_MS = 8.64e15;

/** An event time as ISO 8601 in UTC; a time no Date can hold is printed as its number. */
export const isoTime = (at: number): string =>
  Number.isFinite(at) && Math.abs(at) <= MAX_DATE_MS ? new Date(at).toISOString() : String(at);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy with every object's keys in code-unit order, so JSON.stringify's output is stable. */
export const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isPlainObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys(value[key]);
  return sorted;
};

/** JSON with sorted keys; `undefined` (absent) becomes null so the text is always JSON. */
export const stableJson = (value: unknown, indent?: number): string =>
  JSON.stringify(sortKeys(value), null, indent) ?? 'null';

const SHORT = 40;

/** A value for a one-line summary: exact when short, its shape when long. */
export const compactValue = (value: unknown): string => {
  const text = stableJson(value);
  if (text.length <= SHORT) return text;
  return Array.isArray(value) ? `[${value.length} items]` : '{…}';
};

/** Pads on the right to `width`; never cuts. */
export const padEnd = (text: string, width: number): string =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

/** Pads on the left to `width`; never cuts. */
export const padStart = (text: string, width: number): string =>
  text.length >= width ? text : ' '.repeat(width - text.length) + text;
