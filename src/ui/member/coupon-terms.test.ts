import { describe, expect, it } from 'vitest';
import { type CouponFormat, couponConditions, couponFigure } from './coupon-terms.ts';

const format: CouponFormat = {
  money: (amount) => `$${amount.toFixed(2)}`,
  percent: (value) => `${value}%`,
};

const amountOff = { discountType: 0, discountValue: 5, thresholdAmount: 30, maxDiscountAmount: 0 };
const percentOff = { discountType: 1, discountValue: 10, thresholdAmount: 0, maxDiscountAmount: 8 };

describe('couponFigure', () => {
  it('is the amount or the percentage', () => {
    expect(couponFigure(amountOff, format)).toBe('$5.00');
    expect(couponFigure(percentOff, format)).toBe('10%');
    expect(couponFigure({ ...amountOff, discountType: 7 }, format)).toBeNull();
  });
});

describe('couponConditions', () => {
  it('says an amount off and its threshold', () => {
    expect(couponConditions(amountOff, format)).toEqual([
      { id: 'coupon.amountOff', values: { amount: '$5.00' } },
      { id: 'coupon.threshold', values: { amount: '$30.00' } },
    ]);
  });

  it('says a percentage off, no minimum and its cap', () => {
    expect(couponConditions(percentOff, format)).toEqual([
      { id: 'coupon.percentOff', values: { percent: '10%' } },
      { id: 'coupon.noThreshold' },
      { id: 'coupon.max', values: { amount: '$8.00' } },
    ]);
  });

  it('leaves out a cap of 0 and the cap of an amount off', () => {
    expect(couponConditions({ ...percentOff, maxDiscountAmount: 0 }, format)).toHaveLength(2);
    expect(couponConditions({ ...amountOff, maxDiscountAmount: 3 }, format)).toHaveLength(2);
  });
});
