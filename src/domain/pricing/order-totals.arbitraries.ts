import fc from 'fast-check';
import { cartItemsArb } from '../cart/order-item.arbitraries.ts';
import { AdjustmentCategory, OrderStatus } from '../model/enums.ts';
import { priceAdjustmentArb } from './money.arbitraries.ts';
import type { OrderTotalsInput } from './order-totals.ts';

/** Any order's pricing inputs; taxes are listed under the tax category, as the POS sends them. */
export const orderTotalsInputArb: fc.Arbitrary<OrderTotalsInput> = fc.record({
  status: fc.constantFrom(...Object.values(OrderStatus)),
  isTaxFree: fc.boolean(),
  orderItems: cartItemsArb,
  priceAdjustments: fc.array(priceAdjustmentArb(), { maxLength: 4 }),
  orderTaxes: fc.array(priceAdjustmentArb({ category: fc.constant(AdjustmentCategory.Tax) }), {
    maxLength: 2,
  }),
});
