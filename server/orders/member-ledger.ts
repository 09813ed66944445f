import type { MemberRow } from '../auth/identity.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { UserCoupon } from '../coupons/model.ts';
import { availableCouponsFor, useCoupons } from '../coupons/repository.ts';

export { couponNamesIn } from '../coupons/repository.ts';
import type { Queryable } from '../db/database.ts';
import { adjustPoints } from '../members/repository.ts';

export { couponDiscount } from '../coupons/discount.ts';
export { orderCouponOf } from '../coupons/model.ts';

/**
 * Everything this slice asks of members' points and coupons, in one file: it delegates to
 * server/members and server/coupons, which own those rules (docs/api/members.md).
 */
export type CouponOnHand = UserCoupon;

/** The member's coupons among `ids` that are usable now; any other id is simply absent. */
export const couponsOnHand = async (
  db: Queryable,
  memberId: string,
  ids: readonly string[],
  now: number,
): Promise<CouponOnHand[]> => {
  const wanted = new Set(ids.filter(fitsInt8));
  if (wanted.size === 0) return [];
  const usable = await availableCouponsFor(db, memberId, now);
  return usable.filter((coupon) => wanted.has(coupon.userCouponId));
};

/** Marks them used by the order, all or none: 4003 couponUnavailable if one went meanwhile. */
export const markCouponsUsed = async (
  tx: Queryable,
  use: { memberId: string; userCouponIds: readonly string[]; orderId: string; now: number },
): Promise<void> => {
  await useCoupons(tx, use);
};

/** The member row, locked so that two placements spending one balance take turns. */
export const lockMember = async (tx: Queryable, memberId: string): Promise<MemberRow | null> => {
  const [row] = await tx.query<MemberRow>('select * from members where id = $1 for update', [
    memberId,
  ]);
  return row ?? null;
};

/** Spends, then earns: 4002 notEnoughPoints if the balance cannot cover the spend. */
export const settlePoints = async (
  tx: Queryable,
  memberId: string,
  spend: number,
  earn: number,
): Promise<void> => {
  if (spend > 0) await adjustPoints(tx, memberId, -spend);
  if (earn > 0) await adjustPoints(tx, memberId, earn);
};
