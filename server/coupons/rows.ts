import type { Locale } from '../../src/domain/model/enums.ts';
import type { CouponState, UserCoupon } from './model.ts';

/** One user coupon joined with its coupon; `state` is already the effective state. */
export interface UserCouponRow {
  readonly id: string;
  readonly coupon_id: string;
  readonly member_id: string;
  readonly state: number;
  readonly valid_until: Date | string;
  readonly name: Partial<Record<Locale, string>>;
  readonly coupon_type: number;
  readonly discount_type: number;
  readonly discount_value: number;
  readonly threshold_amount: number;
  readonly max_discount_amount: number;
}

/**
 * Selects user coupons with the state they have at `$1` (epoch ms): one still marked available
 * after its date is expired, whatever the stored state says, so no sweeper job is needed.
 */
export const selectUserCoupons = `
  select uc.id, uc.coupon_id, uc.member_id, uc.valid_until, c.name, c.coupon_type,
         c.discount_type, c.discount_value, c.threshold_amount, c.max_discount_amount,
         case when uc.state = 0 and uc.valid_until <= to_timestamp($1 / 1000.0) then 2
              else uc.state end as state
    from user_coupons uc join coupons c on c.id = uc.coupon_id`;

/** The effective-state expression of selectUserCoupons, for where clauses. */
export const effectiveState = `(case when uc.state = 0 and uc.valid_until <= to_timestamp($1 / 1000.0)
  then 2 else uc.state end)`;

const iso = (value: Date | string): string => new Date(value).toISOString();

export const toUserCoupon = (row: UserCouponRow): UserCoupon => ({
  userCouponId: row.id,
  couponId: row.coupon_id,
  memberId: row.member_id,
  name: row.name,
  couponType: row.coupon_type,
  discountType: row.discount_type,
  discountValue: row.discount_value,
  thresholdAmount: row.threshold_amount,
  maxDiscountAmount: row.max_discount_amount,
  validUntil: iso(row.valid_until),
  state: row.state as CouponState,
});
