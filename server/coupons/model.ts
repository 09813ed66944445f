import type { Locale } from '../../src/domain/model/enums.ts';
import type { OrderCoupon } from '../../src/domain/model/order.ts';

export { DiscountType } from '../../src/domain/model/enums.ts';

/** The effective state: an available coupon past its date reads as expired (docs/api/members.md). */
export const CouponState = { Available: 0, Used: 1, Expired: 2 } as const;
export type CouponState = (typeof CouponState)[keyof typeof CouponState];
export type CouponStateName = 'available' | 'used' | 'expired';

export const couponStateOf: Readonly<Record<CouponStateName, CouponState>> = {
  available: CouponState.Available,
  used: CouponState.Used,
  expired: CouponState.Expired,
};

/** What a discount depends on; an OrderCoupon has these fields too. */
export interface CouponTerms {
  readonly discountType: number;
  /** Amount off in money, or percent off (10 = 10 % off). */
  readonly discountValue: number;
  readonly thresholdAmount: number;
  /** 0: no cap. */
  readonly maxDiscountAmount: number;
}

/** One coupon a member holds, as the orders slice needs it. */
export interface UserCoupon extends CouponTerms {
  readonly userCouponId: string;
  readonly couponId: string;
  readonly memberId: string;
  readonly name: Readonly<Partial<Record<Locale, string>>>;
  readonly couponType: number;
  readonly validUntil: string;
  readonly state: CouponState;
  /** ISO-8601 UTC; null unless used. */
  readonly usedAt: string | null;
  /** The order it was used on, and that order's serial; null unless used. */
  readonly usedOrderId: string | null;
  readonly usedOrderSerial: string | null;
}

export const couponName = (coupon: Pick<UserCoupon, 'name'>, locale: Locale): string =>
  coupon.name[locale] ?? coupon.name['en-US'] ?? '';

/** The coupon list entry of GET /api/member/coupons. */
export const couponView = (coupon: UserCoupon, locale: Locale) => ({
  id: coupon.userCouponId,
  userCouponId: coupon.userCouponId,
  couponId: coupon.couponId,
  userId: coupon.memberId,
  name: couponName(coupon, locale),
  couponType: coupon.couponType,
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
  thresholdAmount: coupon.thresholdAmount,
  maxDiscountAmount: coupon.maxDiscountAmount,
  validUntil: coupon.validUntil,
  state: coupon.state,
  usedAt: coupon.usedAt,
  usedOrderId: coupon.usedOrderId,
  usedOrderSerial: coupon.usedOrderSerial,
});

/** The coupon as an order carries it (spec §3 "Coupon on order"). */
export const orderCouponOf = (coupon: UserCoupon, locale: Locale): OrderCoupon => ({
  id: coupon.userCouponId,
  userCouponId: coupon.userCouponId,
  name: couponName(coupon, locale),
  couponType: coupon.couponType,
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
  thresholdAmount: coupon.thresholdAmount,
  maxDiscountAmount: coupon.maxDiscountAmount,
  userId: coupon.memberId,
});
