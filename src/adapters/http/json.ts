import JSONbig from 'json-bigint';

/**
 * Replies carry 64-bit ids as bare JSON numbers (docs/api.md). json-bigint keeps any number
 * longer than 15 characters as its decimal text, so an id like 1900000000000000001 arrives
 * exact; shorter numbers stay numbers. `__proto__` and `constructor` keys are dropped.
 */
const bigJson = JSONbig({
  storeAsString: true,
  protoAction: 'ignore',
  constructorAction: 'ignore',
});

export type Parsed =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

// json-bigint throws plain `{ name, message, at, text }` objects, not Errors.
const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String(error.message)
    : 'malformed JSON';

export const parseJson = (text: string): Parsed => {
  try {
    return { ok: true, value: bigJson.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
};
