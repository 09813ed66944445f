import {
  AdjustmentCategory,
  AdjustmentTarget,
  type Locale,
  OrderStatus,
} from '../../src/domain/model/enums.ts';
import type {
  Order,
  OrderCoupon,
  OrderItem,
  PriceAdjustment,
} from '../../src/domain/model/order.ts';
import { couponShortfall } from '../../src/domain/pricing/coupon-threshold.ts';
import { maxMoney, minMoney, Money } from '../../src/domain/pricing/money.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { couponUnavailable } from '../cart/codes.ts';
import { type CouponOnHand, couponDiscount, orderCouponOf } from './member-ledger.ts';

export interface AppliedCoupons {
  readonly priceAdjustments: readonly PriceAdjustment[];
  readonly orderCoupons: readonly OrderCoupon[];
}

const isCoupon = (adjustment: PriceAdjustment) => adjustment.category === AdjustmentCategory.Coupon;

/** The order's money subtotal without its coupons: what a coupon's threshold is met by. */
const subtotalBeforeCoupons = (order: Pick<Order, 'orderItems' | 'priceAdjustments'>) =>
  orderTotals({
    status: OrderStatus.Progressing,
    isTaxFree: false,
    orderItems: order.orderItems,
    priceAdjustments: order.priceAdjustments.filter((adjustment) => !isCoupon(adjustment)),
    orderTaxes: [],
  });

/** Coupons and their adjustments pair up one to one, in the order they were applied. */
const couponsPairUp = (order: Pick<Order, 'priceAdjustments' | 'orderCoupons'>): boolean => {
  const slots = order.priceAdjustments.filter(isCoupon).length;
  return slots > 0 && slots === order.orderCoupons.length;
};

/**
 * A staff change (a void, a weighing, a discount) that leaves a coupon taking nothing off (the
 * order under its threshold, or nothing left to pay) takes it off the order, adjustment and all: the
 * member gets it back (`releaseCoupons`) rather than see it spent on nothing.
 */
export const withoutUnmetCoupons = <T extends Order>(
  order: T,
): { readonly order: T; readonly released: readonly string[] } => {
  if (!couponsPairUp(order)) return { order, released: [] };
  const unmet = couponAmounts(order).map((amount) => amount === 0);
  if (!unmet.includes(true)) return { order, released: [] };
  let slot = 0;
  const priceAdjustments = order.priceAdjustments.filter(
    (adjustment) => !isCoupon(adjustment) || !unmet[slot++],
  );
  const orderCoupons = order.orderCoupons.filter((_, index) => !unmet[index]);
  const released = order.orderCoupons
    .filter((_, index) => unmet[index])
    .map((coupon) => String(coupon.userCouponId));
  const userCouponIds = order.userCouponIds.filter((id) => !released.includes(String(id)));
  return {
    order: { ...order, priceAdjustments, orderCoupons, userCouponIds },
    released,
  };
};

/**
 * Coupons work on the whole order, earlier rounds included: the threshold is met by its money
 * subtotal, and each coupon takes at most what is still left to pay, so stacked coupons never
 * take the bill below zero. A coupon that would take nothing off is refused rather than wasted.
 */
export const applyCoupons = (
  orderItems: readonly OrderItem[],
  adjustments: readonly PriceAdjustment[],
  coupons: readonly CouponOnHand[],
  locale: Locale,
): AppliedCoupons => {
  const before = orderTotals({
    status: OrderStatus.Progressing,
    isTaxFree: false,
    orderItems,
    priceAdjustments: adjustments,
    orderTaxes: [],
  });
  let left = maxMoney(0, new Money(before.subtotal).plus(before.charges).minus(before.discounts));
  const added: PriceAdjustment[] = [];
  for (const coupon of coupons) {
    const amount = minMoney(couponDiscount(coupon, before.subtotal), left);
    if (couponShortfall(coupon.thresholdAmount, before.subtotal) > 0 || amount.lte(0)) {
      throw couponUnavailable();
    }
    left = left.minus(amount);
    added.push({
      category: AdjustmentCategory.Coupon,
      target: AdjustmentTarget.EntireOrder,
      amount: amount.toNumber(),
    });
  }
  return {
    priceAdjustments: [...adjustments, ...added],
    orderCoupons: coupons.map((coupon) => orderCouponOf(coupon, locale)),
  };
};

/**
 * What each coupon takes off the order as it is: its discount on the subtotal, within its terms,
 * in the order they were applied, never more than is left to pay after the other adjustments.
 */
const couponAmounts = (
  order: Pick<Order, 'orderItems' | 'priceAdjustments' | 'orderCoupons'>,
): readonly number[] => {
  const before = subtotalBeforeCoupons(order);
  let left = maxMoney(0, new Money(before.subtotal).plus(before.charges).minus(before.discounts));
  return order.orderCoupons.map((coupon) => {
    const amount = minMoney(couponDiscount(coupon, before.subtotal), left);
    left = left.minus(amount);
    return amount.toNumber();
  });
};

/**
 * What a coupon takes off follows its order as the staff change it (a void, a weighing) and as
 * later rounds grow it: each coupon's discount worked out again on the subtotal as it is, within
 * its terms, in the order they were applied, never more than is left to pay. (A coupon the order
 * no longer meets goes back to the member at the staff change: `withoutUnmetCoupons`.) Other
 * adjustments keep their amounts.
 */
export const repriceCoupons = (
  order: Pick<Order, 'orderItems' | 'priceAdjustments' | 'orderCoupons'>,
): readonly PriceAdjustment[] => {
  // Only an order whose coupons and coupon adjustments pair up one to one is repriced.
  if (!couponsPairUp(order)) return order.priceAdjustments;
  const amounts = couponAmounts(order);
  let next = 0;
  return order.priceAdjustments.map((adjustment) =>
    isCoupon(adjustment) ? { ...adjustment, amount: amounts[next++] ?? 0 } : adjustment,
  );
};
