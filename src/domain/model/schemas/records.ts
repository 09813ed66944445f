import { Schema } from 'effect';
import type { OrderSummary, RoundPreview, UserCoupon } from '../records.ts';
import { orderStatus, paymentStatus } from './enums.ts';
import { Id, amount, id, nullable, text } from './fields.ts';
import { OrderSchema } from './order.ts';

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

/** One row of a member's order list: enough to show it and open its detail. */
export const OrderSummarySchema: Schema.Decoder<OrderSummary> = Schema.Struct({
  id: Id,
  serial: text,
  createAt: text,
  status: orderStatus,
  paymentStatus: paymentStatus,
  totalAmount: amount(),
  totalPointAmount: amount(),
  itemCount: amount(),
  tableId: Id,
  tableName: text,
});

/** The preview the worker assembles from the server's (records/events.ts): never on the wire. */
export const RoundPreviewSchema: Schema.Decoder<RoundPreview> = Schema.Struct({
  order: OrderSchema,
  pointsToSpend: Schema.Number,
  pointsToEarn: Schema.Number,
  roundTotal: Schema.Number,
  // Absent from logs written before it was kept: the preview then showed the order's discount.
  roundDiscount: Schema.optionalKey(Schema.Number),
  joinsOrder: Schema.Boolean,
});
