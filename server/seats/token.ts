import { signClaims, verifySignature } from '../auth/signed-token.ts';

/**
 * A seat: what scanning a table's QR code gives a diner, and what every table-scoped call and
 * the live channel require (docs/security.md). Ids are decimal strings.
 */
export interface SeatClaims {
  readonly merchantId: string;
  readonly tableId: string;
  /** Server-chosen: the diner's key in userCarts while a visitor, and their live sender id. */
  readonly dinerId: string;
  /** The browser id the seat was handed to; a renewal must come from the same browser. */
  readonly browserId: string;
  /** The table session it belongs to: a table clear or an order-code rotation starts a new one. */
  readonly epoch: number;
  /** Expiry in seconds since the epoch, as in JWT. */
  readonly exp: number;
}

const SHORT_ID = /^[A-Za-z0-9._-]{1,64}$/;
const DECIMAL_ID = /^[0-9]{1,20}$/;

const readSeat = (value: unknown): SeatClaims | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { merchantId, tableId, dinerId, browserId, epoch, exp } = value as Record<string, unknown>;
  if (typeof merchantId !== 'string' || !DECIMAL_ID.test(merchantId)) return null;
  if (typeof tableId !== 'string' || !DECIMAL_ID.test(tableId)) return null;
  if (typeof dinerId !== 'string' || !SHORT_ID.test(dinerId)) return null;
  if (typeof browserId !== 'string' || browserId.length > 64) return null;
  if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { merchantId, tableId, dinerId, browserId, epoch, exp };
};

export const signSeat = (claims: SeatClaims, key: Buffer): string => {
  const checked = readSeat(claims);
  if (checked === null) throw new Error('seat claims are malformed');
  return signClaims(checked, key);
};

/**
 * The seat's claims when this server signed them, expired or not: whether it is still good is
 * the table's call (seats/require.ts), and a renewal carries an ended seat's diner over.
 */
export const readSignedSeat = (token: string, key: Buffer): SeatClaims | null =>
  readSeat(verifySignature(token, key));

export const isSeatExpired = (seat: SeatClaims, nowMs: number): boolean => seat.exp * 1000 <= nowMs;
