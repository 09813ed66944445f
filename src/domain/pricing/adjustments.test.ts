import { describe, expect, it } from 'vitest';
import { aPriceAdjustment } from '../cart/order-item.fixture.ts';
import { AdjustmentCategory, AdjustmentTarget } from '../model/enums.ts';
import { adjustmentKind, countsAtOrderLevel } from './adjustments.ts';

describe('adjustmentKind', () => {
  it.each([
    [AdjustmentCategory.Discount, 'discount'],
    [AdjustmentCategory.Coupon, 'discount'],
    [AdjustmentCategory.Promotion, 'discount'],
    [AdjustmentCategory.Benefit, 'discount'],
    [AdjustmentCategory.OrderDiscountBenefit, 'discount'],
    [AdjustmentCategory.Refund, 'discount'],
    [AdjustmentCategory.Charge, 'charge'],
    [AdjustmentCategory.Tax, 'tax'],
    [AdjustmentCategory.Tips, 'tip'],
    [AdjustmentCategory.Recharge, 'ignored'],
  ])('classifies category %s as %s', (category, kind) => {
    expect(adjustmentKind(category)).toBe(kind);
  });

  it('ignores a category the POS added after this code was written', () => {
    expect(adjustmentKind(42 as AdjustmentCategory)).toBe('ignored');
  });
});

describe('countsAtOrderLevel', () => {
  it('counts entire-order entries only; item ones are counted on their items', () => {
    expect(countsAtOrderLevel(aPriceAdjustment())).toBe(true);
    const rollUp = aPriceAdjustment({ target: AdjustmentTarget.IndividualOrderItem });
    expect(countsAtOrderLevel(rollUp)).toBe(false);
  });
});
