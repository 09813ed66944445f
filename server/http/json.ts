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

/** The longest number a body may write: a 64-bit id is 20 digits, a price a handful. */
export const MAX_JSON_NUMBER_LENGTH = 40;

/** Characters of a JSON number token: digits, sign, point and exponent. */
const isNumberChar = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45;

export type JsonShapeProblem = 'nestedTooDeep' | 'numberTooLong';

/**
 * What makes JSON text too costly to parse, found in one pass outside strings without parsing:
 * json-bigint parses by recursion, so a body of a million `[` would take the stack to its limit,
 * and it reads a long number digit by digit into a big number (a megabyte of digits held the
 * process a tenth of a second, a stranger's probe of 2026-11-28). Malformed text is left to the
 * parser.
 */
export const jsonShapeProblem = (
  text: string,
  limits: { readonly depth: number; readonly numberLength: number },
): JsonShapeProblem | null => {
  let depth = 0;
  let numberRun = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (isNumberChar(c)) {
      numberRun += 1;
      if (numberRun > limits.numberLength) return 'numberTooLong';
      continue;
    }
    numberRun = 0;
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > limits.depth) return 'nestedTooDeep';
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth -= 1;
  }
  return null;
};

/** Whether JSON text opens more than `maximum` objects or arrays inside one another. */
export const nestsDeeperThan = (text: string, maximum: number): boolean =>
  jsonShapeProblem(text, { depth: maximum, numberLength: Infinity }) === 'nestedTooDeep';

/** Whether JSON text writes a number longer than `maximum` characters outside strings. */
export const hasNumberLongerThan = (text: string, maximum: number): boolean =>
  jsonShapeProblem(text, { depth: Infinity, numberLength: maximum }) === 'numberTooLong';

const DECIMAL_ID = /^(0|[1-9][0-9]{0,19})$/;

const ID_KEY = /[a-z]Ids?$/;

/**
 * Ends of keys that may be ids in JSON.stringify's output: `Id":`, `Ids":`, `"id":`. There a `"`
 * inside a string is always escaped, so an unescaped `"` followed by `:` closes a key; each
 * candidate is then checked (`idKeyEnd`).
 */
const ID_KEY_CANDIDATE = /Ids?":|"id":/g;

/**
 * Whether the key that closes with the `"` at `close` is an id key (`id`, or ending in a
 * lowercase letter and `Id`/`Ids`), read as JSON decodes it.
 */
const isIdKeyClosingAt = (text: string, close: number): boolean => {
  let open = close - 1;
  let escaped = false;
  while (text.charCodeAt(open) !== QUOTE || isEscaped(text, open)) {
    if (text.charCodeAt(open) === BACKSLASH) escaped = true;
    open -= 1;
  }
  const raw = text.slice(open + 1, close);
  const key = escaped ? (JSON.parse(text.slice(open, close + 1)) as string) : raw;
  return key === 'id' || ID_KEY.test(key);
};

/** Whether the character at `at` is escaped: an odd run of backslashes before it. */
const isEscaped = (text: string, at: number): boolean => {
  let run = 0;
  while (text.charCodeAt(at - 1 - run) === BACKSLASH) run += 1;
  return run % 2 === 1;
};

/** The index just past the JSON string that opens at `at` (a `"`). */
const stringEnd = (text: string, at: number): number => {
  let i = at + 1;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    i += c === BACKSLASH ? 2 : 1;
  }
};

/** The index just past the JSON value that starts at `at`. */
const valueEnd = (text: string, at: number): number => {
  const first = text[at];
  if (first === '"') return stringEnd(text, at);
  if (first !== '{' && first !== '[') {
    let i = at;
    while (i < text.length && text[i] !== ',' && text[i] !== '}' && text[i] !== ']') i += 1;
    return i;
  }
  let depth = 0;
  let i = at;
  for (;;) {
    const c = text[i];
    if (c === '"') {
      i = stringEnd(text, i);
      continue;
    }
    if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
};

/** A string token `"…"` from `from` to `to` holding a decimal id: its digits, else null. */
const idDigits = (text: string, from: number, to: number): string | null => {
  const inner = text.slice(from + 1, to - 1);
  return DECIMAL_ID.test(inner) ? inner : null;
};

/**
 * Replies: every id (a key named `id`, `…Id` or `…Ids`) holding a decimal string is written as a
 * JSON number with all its digits, the way the POS sends 64-bit ids; json-bigint on the client
 * reads them back exactly. Anything else is plain JSON: an array under an id key has its own
 * decimal strings written so, not those of arrays or objects inside it (their own keys decide).
 * Serialized natively once, then those strings are unquoted where they stand (a replacer function
 * called for every value cost a write a tenth of its CPU).
 */
export const stringifyReply = (value: unknown): string => {
  const text = JSON.stringify(value);
  if (text === undefined) return text as unknown as string;
  // [from, to) of each string token to unquote; an array's own strings may come after keys
  // nested in it, so they are put in order before the text is put together.
  const tokens: [number, number][] = [];
  ID_KEY_CANDIDATE.lastIndex = 0;
  for (
    let found = ID_KEY_CANDIDATE.exec(text);
    found !== null;
    found = ID_KEY_CANDIDATE.exec(text)
  ) {
    const at = ID_KEY_CANDIDATE.lastIndex;
    // The key's closing quote sits just before the colon.
    if (!isIdKeyClosingAt(text, at - 2)) continue;
    if (text[at] === '"') tokens.push([at, stringEnd(text, at)]);
    else if (text[at] === '[') {
      let i = at + 1;
      while (text[i] !== ']') {
        const end = valueEnd(text, i);
        if (text[i] === '"') tokens.push([i, end]);
        i = text[end] === ',' ? end + 1 : end;
      }
    }
  }
  if (tokens.length === 0) return text;
  tokens.sort((a, b) => a[0] - b[0]);
  const pieces: string[] = [];
  let copied = 0;
  for (const [from, to] of tokens) {
    const digits = idDigits(text, from, to);
    if (digits === null) continue;
    pieces.push(text.slice(copied, from), digits);
    copied = to;
  }
  pieces.push(text.slice(copied));
  return pieces.join('');
};
