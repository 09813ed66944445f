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

const isIdKey = (key: string): boolean => key === 'id' || /[a-z]Ids?$/.test(key);
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
