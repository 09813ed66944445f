import JSONbig from 'json-bigint';

/**
 * Replies carry 64-bit ids as bare JSON numbers (docs/api.md). json-bigint keeps long numbers as
 * their decimal text; the reviver then turns every id (a key `id`, `…Id`, `…Ids`) into a string,
 * short or long, so the console compares and sends ids one way only.
 */
const bigJson = JSONbig({
  storeAsString: true,
  protoAction: 'ignore',
  constructorAction: 'ignore',
});

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
    return bigJson.parse(text, (key: string, value: unknown) =>
      isIdKey(key) ? idText(value) : value,
    ) as unknown;
  } catch {
    return undefined;
  }
};
