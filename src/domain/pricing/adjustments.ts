import { AdjustmentCategory, AdjustmentTarget } from '../model/enums.ts';
import type { PriceAdjustment } from '../model/order.ts';

/** What an adjustment does to the bill; 'ignored' ones are not part of the food bill at all. */
export type AdjustmentKind = 'discount' | 'charge' | 'tax' | 'tip' | 'ignored';

/**
 * Every category's effect, checked exhaustively by the compiler so a new category cannot slip
 * through unclassified. A refund gives money back, so it lowers the bill like a discount. A
 * recharge tops up a stored-value card: recharge items are left out of lists (spec §5), so their
 * adjustments are left out of totals too.
 */
const kindByCategory: Readonly<Record<AdjustmentCategory, AdjustmentKind>> = {
  [AdjustmentCategory.Discount]: 'discount',
  [AdjustmentCategory.Coupon]: 'discount',
  [AdjustmentCategory.Promotion]: 'discount',
  [AdjustmentCategory.Benefit]: 'discount',
  [AdjustmentCategory.OrderDiscountBenefit]: 'discount',
  [AdjustmentCategory.Refund]: 'discount',
  [AdjustmentCategory.Charge]: 'charge',
  [AdjustmentCategory.Tax]: 'tax',
  [AdjustmentCategory.Tips]: 'tip',
  [AdjustmentCategory.Recharge]: 'ignored',
};

export function adjustmentKind(category: AdjustmentCategory): AdjustmentKind {
  return kindByCategory[category] ?? 'ignored';
}

/**
 * Adjustments aimed at one item belong in that item's own list. The order-level list may repeat
 * them as a roll-up with no item reference, so only its entire-order entries are counted there;
 * counting both would take the same discount twice.
 */
export function countsAtOrderLevel(adjustment: PriceAdjustment): boolean {
  return adjustment.target === AdjustmentTarget.EntireOrder;
}
