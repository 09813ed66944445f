/**
 * What an exported log must not carry: session tokens, one-time codes, table order codes and
 * phone numbers. Keys are matched wherever they sit (event payloads, members inside them, live
 * message data), so a field added later under one of these names is redacted too.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set(['token', 'accessToken', 'access_token', 'orderCode', 'phone', 'code']);

/** A member's identifier is their phone; a guest's is `guest-{id}` and may stay. */
const looksLikePhone = (value: string): boolean => (value.match(/[0-9]/g)?.length ?? 0) >= 7;

const redactValue = (key: string, value: unknown): unknown => {
  if (typeof value === 'string') {
    if (SECRET_KEYS.has(key) && value !== '') return REDACTED;
    if (key === 'identifier' && looksLikePhone(value)) return REDACTED;
    return value;
  }
  return redact(value);
};

/**
 * A copy with secrets replaced; numbers stay (a failure's `code` is a §8 code, not a secret).
 * Applied to the state it gives what folding the redacted log gives, since the fold keeps
 * payload fields under the same names.
 */
export const redact = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map((item: unknown) => redact(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, redactValue(key, inner)]),
  ) as T;
};
