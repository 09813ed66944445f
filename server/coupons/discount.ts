import { maxMoney, minMoney, Money, roundMoney } from '../../src/domain/pricing/money.ts';
import { type CouponTerms, DiscountType } from './model.ts';

const clampPercent = (value: Money): Money => minMoney(maxMoney(value, 0), 100);

/**
 * What a coupon takes off a subtotal: nothing below the threshold; a fixed amount, or a percentage
 * capped by the maximum (0 = uncapped); never negative and never more than the subtotal. Rounded
 * to cents with ties to even; the subtotal is rounded first so the cap by it holds after rounding.
 */
export const couponDiscount = (coupon: CouponTerms, subtotal: number): number => {
  const total = new Money(roundMoney(subtotal));
  if (total.lte(0) || total.lt(coupon.thresholdAmount)) return 0;
  const value = new Money(coupon.discountValue);
  let discount: Money;
  if (coupon.discountType === DiscountType.Percent)
    discount = total.times(clampPercent(value)).dividedBy(100);
  else if (coupon.discountType === DiscountType.Amount) discount = maxMoney(value, 0);
  // A type this server does not know takes nothing off rather than guessing.
  else return 0;
  if (coupon.maxDiscountAmount > 0) discount = minMoney(discount, coupon.maxDiscountAmount);
  return roundMoney(minMoney(roundMoney(discount), total));
};
