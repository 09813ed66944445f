import { visibleLines } from '../cart/visibility.ts';
import { OrderStatus } from '../model/enums.ts';
import type { Order, OrderItem, PriceAdjustment } from '../model/order.ts';
import { type AdjustmentKind, adjustmentKind, countsAtOrderLevel } from './adjustments.ts';
import { itemTotal } from './item-total.ts';
import { Money, roundMoney, sumMoney, maxMoney, minMoney } from './money.ts';

export type OrderTotalsInput = Pick<
  Order,
  'status' | 'isTaxFree' | 'orderItems' | 'priceAdjustments' | 'orderTaxes'
>;

/**
 * The bill as the diner sees it; every field is in cents and
 * total = subtotal - discounts + charges + taxes + tips holds exactly.
 */
export interface OrderTotals {
  readonly subtotal: number;
  /** The discount actually applied, which is capped so it never takes the total below zero. */
  readonly discounts: number;
  readonly charges: number;
  readonly taxes: number;
  readonly tips: number;
  readonly total: number;
  /** What is left to pay for this order: nothing once it has been merged into another. */
  readonly payable: number;
}

/** A line that bills nothing (a voided one) takes its discounts and charges with it. */
function lineAdjustments(line: OrderItem): readonly PriceAdjustment[] {
  return line.quantity > 0 ? line.priceAdjustments : [];
}

function amountOf(adjustments: readonly PriceAdjustment[], kind: AdjustmentKind): Money {
  const matching = adjustments.filter((a) => adjustmentKind(a.category) === kind);
  return new Money(roundMoney(sumMoney(matching.map((a) => a.amount))));
}

export function orderTotals(order: OrderTotalsInput): OrderTotals {
  const lines = visibleLines(order.orderItems);
  const adjustments = [
    ...order.priceAdjustments.filter(countsAtOrderLevel),
    ...lines.flatMap(lineAdjustments),
  ];
  // Lines are rounded one by one so the subtotal is the sum of the amounts printed beside them.
  const subtotal = sumMoney(lines.map(itemTotal));
  const charges = amountOf(adjustments, 'charge');
  const beforeDiscount = subtotal.plus(charges);
  const discounts = minMoney(amountOf(adjustments, 'discount'), maxMoney(0, beforeDiscount));
  // The server has already worked out the taxes; a tax-free order owes none whatever it lists.
  const taxes = order.isTaxFree
    ? new Money(0)
    : amountOf(adjustments, 'tax').plus(
        roundMoney(sumMoney(order.orderTaxes.map((t) => t.amount))),
      );
  const tips = amountOf(adjustments, 'tip');
  const total = beforeDiscount.minus(discounts).plus(taxes).plus(tips);
  return {
    subtotal: roundMoney(subtotal),
    discounts: roundMoney(discounts),
    charges: roundMoney(charges),
    taxes: roundMoney(taxes),
    tips: roundMoney(tips),
    total: roundMoney(total),
    payable: order.status === OrderStatus.BeMerged ? 0 : roundMoney(total),
  };
}
