import { Schema } from 'effect';
import type { UserCoupon } from '../../../domain/model/records.ts';
import { Id, amount, id, nullable, pageOf, text } from './fields.ts';

/** One coupon a member holds, as GET /api/member/coupons lists it. */
export const CouponSchema: Schema.Decoder<UserCoupon> = Schema.Struct({
  id: Id,
  userCouponId: Id,
  couponId: id,
  userId: id,
  name: text,
  couponType: amount(),
  /** 0: an amount off; 1: a percentage off. */
  discountType: amount(),
  discountValue: amount(),
  thresholdAmount: amount(),
  maxDiscountAmount: amount(),
  validUntil: text,
  /** 0 available, 1 used, 2 expired. */
  state: amount(),
  /** A used coupon: when (ISO-8601), on which order and that order's serial; else null. */
  usedAt: nullable(Schema.String),
  usedOrderId: nullable(Id),
  usedOrderSerial: nullable(Schema.String),
});
export type Coupon = UserCoupon;

export const CouponPageSchema = pageOf(CouponSchema);
export type CouponPage = typeof CouponPageSchema.Type;
