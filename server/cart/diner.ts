import { cartUserId, type MemberRow, memberFromToken } from '../auth/identity.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, unauthorized } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import { message } from '../http/messages.ts';
import type { TableRow } from './table.ts';

/** Who is asking: a member (registered guests included) or a visitor known by guest uuid. */
export interface Diner {
  readonly member: MemberRow | null;
  /** The key of this diner's entry in userCarts; null for a visitor who sent no guest uuid. */
  readonly userId: string | null;
}

/** A member of another restaurant has no session here, whatever the token says. */
export const dinerAt = async (
  db: Queryable,
  ctx: RequestContext,
  table: TableRow,
  now: number,
): Promise<Diner> => {
  const member = await memberFromToken(db, ctx, now);
  if (member !== null && member.merchant_id !== table.merchant_id) throw unauthorized();
  return { member, userId: cartUserId(member, ctx) };
};

/** Writing to the cart needs an entry to write to. */
export const requireCartUser = (diner: Diner, ctx: RequestContext): string => {
  if (diner.userId === null)
    throw new ApiError(400, 'badRequest', 400, null, message('dinerRequired', ctx.locale));
  return diner.userId;
};
