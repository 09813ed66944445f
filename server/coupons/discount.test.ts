import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsArb } from '../../src/domain/pricing/money.arbitraries.ts';
import { couponDiscount } from './discount.ts';
import { type CouponTerms, DiscountType } from './model.ts';

const amount = (value: number, threshold = 0, cap = 0): CouponTerms => ({
  discountType: DiscountType.Amount,
  discountValue: value,
  thresholdAmount: threshold,
  maxDiscountAmount: cap,
});
const percent = (value: number, threshold = 0, cap = 0): CouponTerms => ({
  ...amount(value, threshold, cap),
  discountType: DiscountType.Percent,
});

describe('couponDiscount', () => {
  it.each([
    ['an amount off', amount(5), 30, 5],
    ['an amount off once the threshold is met exactly', amount(5, 20), 20, 5],
    ['nothing below the threshold', amount(5, 20), 19.99, 0],
    ['no more than the subtotal', amount(50), 12.5, 12.5],
    ['a percentage off', percent(10), 45.5, 4.55],
    ['a percentage off, capped', percent(10, 0, 3), 45.5, 3],
    ['a percentage, ties to even (0.125 → 0.12)', percent(10), 1.25, 0.12],
    ['a percentage, ties to even (0.135 → 0.14)', percent(10), 1.35, 0.14],
    ['a capped amount', amount(10, 0, 4), 30, 4],
    ['nothing off nothing', amount(5), 0, 0],
    ['nothing off a negative subtotal', percent(10), -5, 0],
    ['nothing for a negative value', amount(-5), 30, 0],
    ['at most 100 percent', percent(150), 30, 30],
    ['nothing for an unknown type', { ...amount(5), discountType: 7 }, 30, 0],
    ['never more than the rounded subtotal', amount(1), 0.006, 0.01],
  ])('takes %s', (_, coupon, subtotal, expected) => {
    expect(couponDiscount(coupon, subtotal)).toBe(expected);
  });

  const couponArb: fc.Arbitrary<CouponTerms> = fc.record({
    discountType: fc.constantFrom(DiscountType.Amount, DiscountType.Percent),
    discountValue: fc.oneof(centsArb(20_000), fc.integer({ min: 0, max: 100 })),
    thresholdAmount: fc.oneof(fc.constant(0), centsArb(50_000)),
    maxDiscountAmount: fc.oneof(fc.constant(0), centsArb(10_000)),
  });
  const subtotalArb = fc.oneof(
    centsArb(100_000),
    fc.double({ min: -1000, max: 1000, noNaN: true }),
  );

  it('property: never negative and never above the subtotal, in whole cents', () => {
    fc.assert(
      fc.property(couponArb, subtotalArb, (coupon, subtotal) => {
        const discount = couponDiscount(coupon, subtotal);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(Math.max(0, Math.round(subtotal * 100) / 100) + 1e-9);
        expect(Math.round(discount * 100) / 100).toBe(discount);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: 0 below the threshold', () => {
    fc.assert(
      fc.property(couponArb, centsArb(100_000), (coupon, subtotal) => {
        fc.pre(subtotal < coupon.thresholdAmount);
        expect(couponDiscount(coupon, subtotal)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('property: never above a set cap', () => {
    fc.assert(
      fc.property(couponArb, centsArb(100_000), (coupon, subtotal) => {
        fc.pre(coupon.maxDiscountAmount > 0);
        expect(couponDiscount(coupon, subtotal)).toBeLessThanOrEqual(coupon.maxDiscountAmount);
      }),
      { numRuns: 500 },
    );
  });

  it('property: an amount coupon at or above its threshold takes min(value, cap, subtotal)', () => {
    fc.assert(
      fc.property(centsArb(20_000), centsArb(10_000), centsArb(100_000), (value, cap, subtotal) => {
        const coupon = amount(value, 0, cap);
        const limit = cap > 0 ? Math.min(value, cap) : value;
        expect(couponDiscount(coupon, subtotal)).toBe(Math.min(limit, subtotal));
      }),
      { numRuns: 500 },
    );
  });
});
