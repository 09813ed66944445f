/**
 * JSON whose long numbers stay exact (docs/api.md: 64-bit ids travel as bare JSON numbers). A
 * number written with more than 15 characters, beyond what a double keeps exactly, arrives as its
 * decimal text; shorter numbers stay numbers. `__proto__` and `constructor` keys are dropped.
 * This replaces json-bigint, which pulled bignumber.js into the worker for a job that needs none.
 */

/** Longer than this, a number's text may not survive a double (json-bigint's rule, kept). */
const EXACT_DIGITS = 15;

/** A string (left as it is) or a number token; JSON has no other place digits can appear. */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/gs;

/** Cheap check first: most replies hold no run long enough to be a long number. */
const MAYBE_LONG = new RegExp(`[-+.\\deE]{${EXACT_DIGITS + 1}}`);

const quoteLongNumbers = (text: string): string =>
  MAYBE_LONG.test(text)
    ? text.replace(TOKEN, (token) =>
        token.startsWith('"') || token.length <= EXACT_DIGITS ? token : `"${token}"`,
      )
    : text;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor']);

export type Reviver = (key: string, value: unknown) => unknown;

/** Parses like JSON.parse (and throws its SyntaxError), keeping long numbers exact. */
export const parseExactJson = (text: string, reviver?: Reviver): unknown =>
  JSON.parse(quoteLongNumbers(text), (key: string, value: unknown) => {
    if (UNSAFE_KEYS.has(key)) return undefined;
    return reviver === undefined ? value : reviver(key, value);
  });
