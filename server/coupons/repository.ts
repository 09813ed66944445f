import type { Locale } from '../../src/domain/model/enums.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { Queryable } from '../db/database.ts';
import { nextId } from '../db/ids.ts';
import { ApiError } from '../http/api-error.ts';
import { MemberCode } from '../members/errors.ts';
import { CouponState, couponName, type UserCoupon } from './model.ts';
import { effectiveState, selectUserCoupons, toUserCoupon, type UserCouponRow } from './rows.ts';

/** Coupons the member can use at `now`, soonest to expire first (order preview and placement). */
export const availableCouponsFor = async (
  db: Queryable,
  memberId: string,
  now: number,
): Promise<UserCoupon[]> => {
  const rows = await db.query<UserCouponRow>(
    `${selectUserCoupons} where uc.member_id = $2 and ${effectiveState} = 0
      order by uc.valid_until, uc.id`,
    [now, memberId],
  );
  return rows.map(toUserCoupon);
};

export const countAvailableCoupons = async (
  db: Queryable,
  memberId: string,
  now: number,
): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from user_coupons uc
      where uc.member_id = $2 and ${effectiveState} = 0`,
    [now, memberId],
  );
  return row?.count ?? 0;
};

export interface CouponPage {
  readonly coupons: UserCoupon[];
  readonly total: number;
}

/**
 * One page of the member's coupons in one state: available ones by soonest expiry, used ones the
 * latest used first, expired ones the latest to lapse first.
 */
export const couponPage = async (
  db: Queryable,
  query: { memberId: string; state: CouponState; page: number; size: number; now: number },
): Promise<CouponPage> => {
  const where = `where uc.member_id = $2 and ${effectiveState} = $3`;
  const order =
    query.state === CouponState.Available
      ? 'uc.valid_until, uc.id'
      : query.state === CouponState.Used
        ? 'uc.used_at desc nulls last, uc.id desc'
        : 'uc.valid_until desc, uc.id desc';
  const rows = await db.query<UserCouponRow>(
    `${selectUserCoupons} ${where} order by ${order} limit $4 offset $5`,
    [query.now, query.memberId, query.state, query.size, (query.page - 1) * query.size],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from user_coupons uc ${where}`,
    [query.now, query.memberId, query.state],
  );
  return { coupons: rows.map(toUserCoupon), total: count?.total ?? 0 };
};

/**
 * Marks the coupons used by an order, inside the order's transaction. Every one must belong to
 * the member and be available at `now`, or nothing is marked (the caller's transaction rolls back).
 */
export const useCoupons = async (
  tx: Queryable,
  use: { memberId: string; userCouponIds: readonly string[]; orderId: string; now: number },
): Promise<UserCoupon[]> => {
  const ids = [...new Set(use.userCouponIds)];
  if (ids.length === 0) return [];
  const rows = await tx.query<UserCouponRow>(
    `${selectUserCoupons} where uc.member_id = $2 and uc.id = any($3::bigint[])
        and ${effectiveState} = 0 for update of uc`,
    [use.now, use.memberId, ids],
  );
  if (rows.length !== ids.length)
    throw new ApiError(MemberCode.couponUnavailable, 'couponUnavailable', 409);
  await tx.query(
    `update user_coupons set state = 1, used_order_id = $2, used_at = to_timestamp($3 / 1000.0)
      where id = any($1::bigint[])`,
    [ids, use.orderId, use.now],
  );
  const usedAt = new Date(use.now).toISOString();
  return rows.map((row) => ({
    ...toUserCoupon(row),
    state: CouponState.Used,
    usedAt,
    usedOrderId: use.orderId,
    usedOrderSerial: null,
  }));
};

export const WELCOME_COUPON_TYPE = 1;
const WELCOME_VALIDITY_MS = 30 * 24 * 60 * 60 * 1000;

/** A new member who asked for it (autoReceiveCoupon) gets each welcome coupon of the merchant. */
export const grantWelcomeCoupons = async (
  tx: Queryable,
  merchantId: string,
  memberId: string,
  now: number,
): Promise<void> => {
  const coupons = await tx.query<{ id: string }>(
    'select id from coupons where merchant_id = $1 and coupon_type = $2 order by id',
    [merchantId, WELCOME_COUPON_TYPE],
  );
  for (const coupon of coupons) {
    await tx.query(
      `insert into user_coupons (id, coupon_id, member_id, state, valid_until)
       values ($1, $2, $3, 0, to_timestamp($4 / 1000.0))`,
      [await nextId(tx), coupon.id, memberId, now + WELCOME_VALIDITY_MS],
    );
  }
};

/**
 * The names of members' coupons in `locale`, by user coupon id: an order keeps the words of the
 * diner who placed it, and each viewer reads them in their own language. Unknown ids are absent.
 */
export const couponNamesIn = async (
  db: Queryable,
  userCouponIds: readonly string[],
  locale: Locale,
): Promise<ReadonlyMap<string, string>> => {
  const ids = userCouponIds.filter(fitsInt8);
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: UserCoupon['name'] }>(
    `select uc.id::text as id, c.name from user_coupons uc join coupons c on c.id = uc.coupon_id
      where uc.id = any($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, couponName(row, locale)]));
};
