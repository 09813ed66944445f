import { describe, expect, it } from 'vitest';
import { couponShortfall, subtotalWithRound } from './coupon-threshold.ts';

describe('what an order still needs for a coupon', () => {
  it('is the difference below the threshold, in cents, and nothing at or above it', () => {
    expect(couponShortfall(30, 9.5)).toBe(20.5);
    expect(couponShortfall(30, 29.8)).toBe(0.2);
    expect(couponShortfall(0.3, 0.1)).toBe(0.2);
    expect(couponShortfall(30, 30)).toBe(0);
    expect(couponShortfall(30, 42.4)).toBe(0);
    expect(couponShortfall(0, 0)).toBe(0);
  });
});

describe('the subtotal a coupon is measured against', () => {
  it('adds the round to the order it joins, exactly', () => {
    expect(subtotalWithRound(9.5, 9.5)).toBe(19);
    expect(subtotalWithRound(0.1, 0.2)).toBe(0.3);
    expect(subtotalWithRound(9.5, null)).toBe(9.5);
  });
});
