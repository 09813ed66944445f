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
 * A coupon stays with its order, and what it takes off follows the order as the staff change it
 * (a void, a weighing): each coupon's discount worked out again on the subtotal as it is, within
 * its terms, in the order they were applied, never more than is left to pay. A coupon whose
 * threshold the order no longer meets takes nothing off (and takes its share again if the order
 * grows back). Other adjustments keep their amounts.
 */
export const repriceCoupons = (
  order: Pick<Order, 'orderItems' | 'priceAdjustments' | 'orderCoupons'>,
): readonly PriceAdjustment[] => {
  const isCoupon = (adjustment: PriceAdjustment) =>
    adjustment.category === AdjustmentCategory.Coupon;
  const couponSlots = order.priceAdjustments.filter(isCoupon).length;
  // Only an order whose coupons and coupon adjustments pair up one to one is repriced.
  if (couponSlots === 0 || couponSlots !== order.orderCoupons.length) return order.priceAdjustments;
  const others = order.priceAdjustments.filter((adjustment) => !isCoupon(adjustment));
  const before = orderTotals({
    status: OrderStatus.Progressing,
    isTaxFree: false,
    orderItems: order.orderItems,
    priceAdjustments: others,
    orderTaxes: [],
  });
  let left = maxMoney(0, new Money(before.subtotal).plus(before.charges).minus(before.discounts));
  const amounts = order.orderCoupons.map((coupon) => {
    const amount = minMoney(couponDiscount(coupon, before.subtotal), left);
    left = left.minus(amount);
    return amount.toNumber();
  });
  let next = 0;
  return order.priceAdjustments.map((adjustment) =>
    isCoupon(adjustment) ? { ...adjustment, amount: amounts[next++] ?? 0 } : adjustment,
  );
};
