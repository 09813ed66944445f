import type { Queryable } from '../db/database.ts';
import { unauthorized } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';

/** A member row as stored; routes present it with members/present.ts. */
export interface MemberRow {
  readonly id: string;
  readonly merchant_id: string;
  readonly phone: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly mail: string;
  readonly birthday: number | null;
  readonly language_preference: string;
  readonly registration_state: number;
  readonly status: number;
  readonly points: number;
  readonly growth: number;
  /** jsonb: the level's name per locale, or one string for both (http/local-text.ts). */
  readonly member_level: unknown;
  readonly level_expiration_time: Date | string | null;
  readonly points_rate: number;
  readonly is_sub_promotion: boolean;
  readonly avatar: string;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/**
 * The member a bearer token belongs to, or null when the request carries none. A token that is
 * unknown or expired is a 401 (the client logs the user out), never silently a visitor.
 */
export const memberFromToken = async (
  db: Queryable,
  ctx: RequestContext,
  now: number,
): Promise<MemberRow | null> => {
  if (ctx.token === null) return null;
  const [row] = await db.query<MemberRow>(
    `select m.* from member_tokens t join members m on m.id = t.member_id
      where t.token = $1 and t.expires_at > to_timestamp($2 / 1000.0)`,
    [ctx.token, now],
  );
  if (!row) throw unauthorized();
  if (ctx.merchantId !== null && row.merchant_id !== ctx.merchantId) throw unauthorized();
  return row;
};

export const requireMember = async (
  db: Queryable,
  ctx: RequestContext,
  now: number,
): Promise<MemberRow> => {
  const member = await memberFromToken(db, ctx, now);
  if (member === null) throw unauthorized();
  return member;
};
