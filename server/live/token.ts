import { signClaims, verifySignature } from '../auth/signed-token.ts';

/** Who a live connection speaks for. Ids are decimal strings (docs/decisions.md). */
export interface LiveClaims {
  /** Stamped as `fromBrowserId` on what this connection sends: the seat's diner id. */
  readonly browserId: string;
  readonly tableId: string;
  readonly merchantId: string;
  /** Expiry in seconds since the epoch, as in JWT. */
  readonly exp: number;
  /**
   * The table session (seat epoch) the seat belonged to: a staff clear or an order-code rotation
   * ends it, and with it the connection (live/table-versions.ts). Absent: not session-bound.
   */
  readonly epoch?: number;
  /**
   * 'staff': the merchant's staff console (browserId 'staff', tableId '0'). It may only JoinStaff,
   * which hears every table of the merchant (docs/live-hub.md, "The staff feed").
   */
  readonly role?: 'staff';
  /**
   * The diner's key in the table's cart (userCarts) when it is not `browserId`: a member's id.
   * Presence names the connection by it, so every phone matches it with the cart.
   */
  readonly userId?: string;
  /** The diner's first name when they gave one, for presence. */
  readonly name?: string;
  /**
   * A console's staff token, as the database keys it (its SHA-256): the hub ends the console's
   * feed once that token is revoked. Absent on consoles' URLs from before it was kept.
   */
  readonly staffKey?: string;
}

/**
 * The longest first name a token carries, in UTF-16 units: a name of MAX_NAME_LENGTH (50)
 * characters fits whole, emoji and all (negotiate cuts by characters, never inside one).
 */
export const MAX_TOKEN_NAME_UNITS = 128;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 128;

const readClaims = (value: unknown): LiveClaims | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { browserId, tableId, merchantId, exp, epoch, role, userId, name, staffKey } =
    value as Record<string, unknown>;
  if (!isId(browserId) || !isId(tableId) || !isId(merchantId)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (role !== undefined && role !== 'staff') return null;
  if (userId !== undefined && !isId(userId)) return null;
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_TOKEN_NAME_UNITS))
    return null;
  if (staffKey !== undefined && !isId(staffKey)) return null;
  const base: LiveClaims = {
    browserId,
    tableId,
    merchantId,
    exp,
    ...(role === 'staff' ? { role: 'staff' as const } : {}),
    ...(userId === undefined ? {} : { userId }),
    ...(name === undefined ? {} : { name }),
    ...(staffKey === undefined ? {} : { staffKey }),
  };
  if (epoch === undefined) return base;
  if (typeof epoch !== 'number' || !Number.isSafeInteger(epoch)) return null;
  return { ...base, epoch };
};

export const issueLiveToken = (claims: LiveClaims, secret: string | Buffer): string => {
  const checked = readClaims(claims);
  if (checked === null) throw new Error('live token claims are malformed');
  return signClaims(checked, secret);
};

/** The token's claims, or null when it is malformed, forged or expired. */
export const verifyLiveToken = (
  token: string,
  secret: string | Buffer,
  nowMs: number = Date.now(),
): LiveClaims | null => {
  const claims = readClaims(verifySignature(token, secret));
  if (claims === null || claims.exp * 1000 <= nowMs) return null;
  return claims;
};
