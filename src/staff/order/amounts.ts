import { type LineView, lineViews } from '../../domain/cart/line-views.ts';
import { OrderStatus, SalesUnitType } from '../../domain/model/enums.ts';
import { amountDue, changeDue } from '../../domain/pricing/amount-due.ts';
import { type OrderTotals, orderTotals } from '../../domain/pricing/order-totals.ts';
import { gramsOfFactors, MAX_WEIGHT_GRAMS, MIN_WEIGHT_GRAMS } from '../../domain/pricing/weight.ts';
import type { Order, OrderItem } from '../api/types.ts';

/** The order's money as the console shows it: the domain's rules, the same as the diner's. */
export interface ConsoleBill {
  readonly lines: readonly LineView[];
  readonly totals: OrderTotals;
  readonly paid: number;
  readonly due: number;
  readonly change: number;
}

export const billOf = (order: Order): ConsoleBill => {
  const totals = orderTotals(order);
  return {
    lines: lineViews(order.orderItems),
    totals,
    paid: order.paymentsTotal,
    due: amountDue(totals.payable, order.paymentsTotal),
    change: changeDue(totals.payable, order.paymentsTotal),
  };
};

/** What is left to pay, never below 0 (overpaying is change, not credit). */
export const leftToPay = (order: Order): number => billOf(order).due;

export const isOpen = (order: Order): boolean => order.status === OrderStatus.Progressing;

/** The API's range for a weighed line's weight per piece (docs/api/staff.md), in grams. */
export const WEIGHT_GRAMS = { min: MIN_WEIGHT_GRAMS, max: MAX_WEIGHT_GRAMS } as const;

export const isWeighed = (line: OrderItem): boolean => line.salesUnitType === SalesUnitType.Weight;

/** A weighed line's weight per piece in grams: its factors are 100 g units. */
export const gramsOf = (line: OrderItem): number => gramsOfFactors(line.salesUnitFactorList);
