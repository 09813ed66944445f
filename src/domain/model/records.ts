import type { OrderStatus, PaymentStatus } from './enums.ts';
import type { Order, OrderCoupon } from './order.ts';

/** A page of a member's records as the POS lists them (spec §9: 15 a page, the first is 1). */
export interface Page<T> {
  readonly list: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** One row of a member's order list: enough to show it and open its detail. */
export interface OrderSummary {
  readonly id: string;
  readonly serial: string;
  readonly createAt: string;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly totalAmount: number;
  readonly totalPointAmount: number;
  readonly itemCount: number;
  readonly tableId: string;
  readonly tableName: string;
}

export type CouponState = 'available' | 'used' | 'expired';
export const couponStates = ['available', 'used', 'expired'] as const satisfies CouponState[];

/** A coupon's terms, the same on the order it was used on (OrderCoupon) as in the member's list. */
type CouponTerms = Pick<
  OrderCoupon,
  'name' | 'couponType' | 'discountType' | 'discountValue' | 'thresholdAmount' | 'maxDiscountAmount'
>;

/** One coupon a member holds, as GET /api/member/coupons lists it. */
export interface UserCoupon extends CouponTerms {
  readonly id: string;
  readonly userCouponId: string;
  readonly couponId: string;
  readonly userId: string;
  readonly validUntil: string;
  /** 0 available, 1 used, 2 expired. */
  readonly state: number;
  /** A used coupon: when (ISO-8601), on which order and that order's serial; else null. */
  readonly usedAt: string | null;
  readonly usedOrderId: string | null;
  readonly usedOrderSerial: string | null;
}

/**
 * The server's preview of the order after this round, and what this round adds to the bill:
 * the preview prices the table's whole open order (earlier rounds too), the cart only this round.
 */
export interface RoundPreview {
  readonly order: Order;
  readonly pointsToSpend: number;
  readonly pointsToEarn: number;
  /** The order's total after this round minus before it, coupon included; ≥ 0. */
  readonly roundTotal: number;
  /**
   * What the order's discounts grow by with this round, ≥ 0: a coupon takes off the whole order,
   * so it is what this round's coupon saves, and `roundTotal` is the round's dishes less it.
   */
  readonly roundDiscount?: number;
  /** Whether the table already has an open order the round joins. */
  readonly joinsOrder: boolean;
}
