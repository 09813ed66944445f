import { type MemberRow, memberFromToken } from '../auth/identity.ts';
import type { Queryable } from '../db/database.ts';
import { unauthorized } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import type { Seated } from '../seats/require.ts';

/** Who is asking: a member (registered guests included) or the visitor the seat names. */
export interface Diner {
  readonly member: MemberRow | null;
  /**
   * The key of this diner's entry in userCarts: the member's id when logged in, else the seat's
   * diner id. Never a header the client chose (Guest-Account-Identifier is not believed).
   */
  readonly userId: string;
}

/** A member of another restaurant has no session here, whatever the token says. */
export const dinerAt = async (
  db: Queryable,
  ctx: RequestContext,
  seated: Seated,
  now: number,
): Promise<Diner> => {
  const member = await memberFromToken(db, ctx, now);
  if (member !== null && member.merchant_id !== seated.table.merchant_id) throw unauthorized();
  return { member, userId: member?.id ?? seated.seat.dinerId };
};
