import { AdjustmentCategory, AdjustmentTarget, type Locale } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { Money, roundMoney } from '../../src/domain/pricing/money.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { staffBadRequest } from './messages.ts';

export interface AdjustmentInput {
  readonly category: 'discount' | 'charge';
  readonly amount?: number | undefined;
  readonly percent?: number | undefined;
}

/**
 * A whole-order discount or charge. A percentage is of the subtotal as it stands now (the lines'
 * own amounts), rounded to cents once; later rounds do not grow it. The domain's orderTotals caps
 * discounts, so the bill never goes below zero however many are stacked.
 */
export const addAdjustment = (order: Order, input: AdjustmentInput, locale: Locale): Order => {
  if ((input.amount === undefined) === (input.percent === undefined))
    throw staffBadRequest('amountOrPercent', locale);
  const amount =
    input.amount ??
    roundMoney(new Money(orderTotals(order).subtotal).times(input.percent ?? 0).dividedBy(100));
  if (amount <= 0) throw staffBadRequest('nothingToAdjust', locale);
  const category =
    input.category === 'discount' ? AdjustmentCategory.Discount : AdjustmentCategory.Charge;
  return {
    ...order,
    priceAdjustments: [
      ...order.priceAdjustments,
      { category, target: AdjustmentTarget.EntireOrder, amount },
    ],
  };
};
