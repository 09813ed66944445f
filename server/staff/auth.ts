import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { unauthorized } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';

/** Who is acting through the staff API: a merchant's staff, known by their bearer token. */
export interface Staff {
  readonly merchantId: string;
}

export const hashStaffToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** 192 random bits behind a prefix that tells a staff token from a diner's at a glance. */
export const newStaffToken = (): string => `tfstaff_${randomBytes(24).toString('base64url')}`;

export const insertStaffToken = async (
  db: Queryable,
  merchantId: string,
  token: string,
  label: string,
): Promise<void> => {
  await db.query(
    `insert into staff_tokens (token_hash, merchant_id, label) values ($1, $2, $3)
     on conflict (token_hash) do nothing`,
    [hashStaffToken(token), merchantId, label],
  );
};

/**
 * Every /api/staff call. Tokens are looked up by their hash, so a diner's token (kept elsewhere,
 * in member_tokens) never matches. A merchantId header naming another merchant is refused
 * rather than ignored: the caller is confused about whose POS this is.
 */
export const requireStaff = async (db: Queryable, ctx: RequestContext): Promise<Staff> => {
  if (ctx.token === null) throw unauthorized();
  const [row] = await db.query<{ merchant_id: string }>(
    'select merchant_id from staff_tokens where token_hash = $1',
    [hashStaffToken(ctx.token)],
  );
  if (!row) throw unauthorized();
  if (ctx.merchantId !== null && ctx.merchantId !== row.merchant_id) throw unauthorized();
  return { merchantId: row.merchant_id };
};
