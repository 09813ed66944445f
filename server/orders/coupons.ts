import {
  AdjustmentCategory,
  AdjustmentTarget,
  type Locale,
  OrderStatus,
} from '../../src/domain/model/enums.ts';
import type { OrderCoupon, OrderItem, PriceAdjustment } from '../../src/domain/model/order.ts';
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
