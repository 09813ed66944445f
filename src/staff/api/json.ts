import { parseExactJson } from '../../adapters/http/exact-json.ts';

/*
 * Replies carry 64-bit ids as bare JSON numbers (docs/api.md). Long numbers arrive as their
 * decimal text (exact-json.ts); the reviver then turns every id (a key `id`, `…Id`, `…Ids`) into a
 * string, short or long, so the console compares and sends ids one way only.
 */

const isIdKey = (key: string): boolean => key === 'id' || /[a-z]Ids?$/.test(key);

const idText = (value: unknown): unknown => {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'number' ? String(item) : item));
  return value;
};

/** The reply's JSON, or undefined when it is not JSON. */
export const parseReply = (text: string): unknown => {
  try {
    return parseExactJson(text, (key, value) => (isIdKey(key) ? idText(value) : value));
  } catch {
    return undefined;
  }
};
