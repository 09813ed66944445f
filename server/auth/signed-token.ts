import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `base64url(JSON claims) + '.' + base64url(HMAC-SHA256)`: URL-safe because the SignalR client
 * appends query values without encoding them. Live tokens and seats share the format; each
 * signs with its own key so one can never pass for the other.
 */
const sign = (payload: string, key: string | Buffer): Buffer =>
  createHmac('sha256', key).update(payload).digest();

const MAX_TOKEN_LENGTH = 4096;

export const assertKey = (key: string | Buffer): void => {
  // A short or empty key makes every token forgeable; fail loudly at start-up instead.
  if (key.length < 16) throw new Error('token signing key must be at least 16 bytes');
};

export const signClaims = (claims: object, key: string | Buffer): string => {
  assertKey(key);
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, key).toString('base64url')}`;
};

/** The decoded claims of a token this key signed, or null when malformed or forged. */
export const verifySignature = (token: string, key: string | Buffer): unknown => {
  assertKey(key);
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  // One way to write a token: Node's decoder skips stray characters and padding, which would let
  // one signature be spelled several ways (nothing keyed by the token's text could trust it).
  if (given.toString('base64url') !== signature) return null;
  const expected = sign(payload, key);
  // Length first: timingSafeEqual throws on unequal lengths, and the length is not secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
};

/** A key for one purpose, derived from the server's secret, so purposes never share a key. */
export const purposeKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`tablefold:${purpose}`).digest();
