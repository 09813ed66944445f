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
  /** When it was used and on which order; null unless used (or used before this was kept). */
  readonly used_at: Date | string | null;
  readonly used_order_id: string | null;
  readonly used_order_serial: string | null;
}

/**
 * Selects user coupons with the state they have at `$1` (epoch ms): one still marked available
 * after its date is expired, whatever the stored state says, so no sweeper job is needed. A used
 * one brings when it was used and its order's id and serial (the order may be gone: null then).
 */
export const selectUserCoupons = `
  select uc.id, uc.coupon_id, uc.member_id, uc.valid_until, c.name, c.coupon_type,
         c.discount_type, c.discount_value, c.threshold_amount, c.max_discount_amount,
         case when uc.state = 0 and uc.valid_until <= to_timestamp($1 / 1000.0) then 2
              else uc.state end as state,
         uc.used_at, uc.used_order_id, o.document->>'serial' as used_order_serial
    from user_coupons uc join coupons c on c.id = uc.coupon_id
    left join orders o on o.id = uc.used_order_id`;

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
  usedAt: row.used_at === null ? null : iso(row.used_at),
  usedOrderId: row.used_order_id === null ? null : String(row.used_order_id),
  usedOrderSerial:
    row.used_order_serial === null || row.used_order_serial === '' ? null : row.used_order_serial,
});
