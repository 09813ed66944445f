import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a live connection speaks for. Ids are decimal strings (docs/decisions.md). */
export interface LiveClaims {
  readonly browserId: string;
  readonly tableId: string;
  readonly merchantId: string;
  /** Expiry in seconds since the epoch, as in JWT. */
  readonly exp: number;
}

const toBase64Url = (data: Buffer): string => data.toString('base64url');

const sign = (payload: string, secret: string | Buffer): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

const assertSecret = (secret: string | Buffer): void => {
  // A short or empty secret makes every token forgeable; fail loudly at start-up instead.
  if (secret.length < 16) throw new Error('live token secret must be at least 16 bytes');
};

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 128;

const readClaims = (value: unknown): LiveClaims | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { browserId, tableId, merchantId, exp } = value as Record<string, unknown>;
  if (!isId(browserId) || !isId(tableId) || !isId(merchantId)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { browserId, tableId, merchantId, exp };
};

/**
 * `base64url(JSON claims) + '.' + base64url(HMAC-SHA256)`: URL-safe because the SignalR client
 * appends query values without encoding them.
 */
export const issueLiveToken = (claims: LiveClaims, secret: string | Buffer): string => {
  assertSecret(secret);
  const checked = readClaims(claims);
  if (checked === null) throw new Error('live token claims are malformed');
  const payload = toBase64Url(Buffer.from(JSON.stringify(checked), 'utf8'));
  return `${payload}.${toBase64Url(sign(payload, secret))}`;
};

/** The token's claims, or null when it is malformed, forged or expired. */
export const verifyLiveToken = (
  token: string,
  secret: string | Buffer,
  nowMs: number = Date.now(),
): LiveClaims | null => {
  assertSecret(secret);
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  // Length first: timingSafeEqual throws on unequal lengths, and the length is not secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = readClaims(decoded);
  if (claims === null || claims.exp * 1000 <= nowMs) return null;
  return claims;
};
