import { randomBytes } from 'node:crypto';
import JSONbig from 'json-bigint';

/**
 * Request bodies: integers beyond 2^53 arrive as decimal strings instead of being rounded, and
 * `__proto__` / `constructor` keys are dropped rather than trusted.
 */
const bigJson = JSONbig({
  storeAsString: true,
  protoAction: 'ignore',
  constructorAction: 'ignore',
});

export const parseJsonBody = (text: string): unknown => bigJson.parse(text);

/** No request the web app or the POS makes nests deeper than a handful of levels. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text opens more than `maximum` objects or arrays inside one another, found in one
 * pass without parsing: json-bigint parses by recursion, so a body of a million `[` would
 * otherwise take the stack to its limit before being refused. Malformed text is left to the
 * parser; this only counts brackets outside strings.
 */
export const nestsDeeperThan = (text: string, maximum: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > maximum) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth -= 1;
  }
  return false;
};

const ID_KEY = /[a-z]Ids?$/;
/** Replies use a few dozen keys again and again: each is classified once. */
const idKeys = new Map<string, boolean>();
const isIdKey = (key: string): boolean => {
  let known = idKeys.get(key);
  if (known === undefined) {
    known = key === 'id' || ID_KEY.test(key);
    // Keys are the code's own field names; a client's map keys could be anything, so the
    // memory stays bounded.
    if (idKeys.size < 10_000) idKeys.set(key, known);
  }
  return known;
};
const DECIMAL_ID = /^(0|[1-9][0-9]{0,19})$/;

// A marker no client can guess, so a diner's note can never be turned into a raw number.
const marker = `@@id-${randomBytes(9).toString('hex')}@@`;
const markedId = new RegExp(`"${marker}(\\d+)"`, 'g');

/**
 * Replies: every id (a key named `id`, `…Id` or `…Ids`) holding a decimal string is written as a
 * JSON number with all its digits, the way the POS sends 64-bit ids; json-bigint on the client
 * reads them back exactly. Anything else is plain JSON.
 */
const mark = (item: unknown): unknown =>
  typeof item === 'string' && DECIMAL_ID.test(item) ? `${marker}${item}` : item;

export const stringifyReply = (value: unknown): string =>
  JSON.stringify(value, (key, item: unknown) => {
    if (!isIdKey(key)) return item;
    return Array.isArray(item) ? item.map(mark) : mark(item);
  }).replace(markedId, '$1');
