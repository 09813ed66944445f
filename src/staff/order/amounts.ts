import { OrderStatus, SalesUnitType } from '../../domain/model/enums.ts';
import type { Order, OrderItem } from '../api/types.ts';

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** What the order bills: nothing once merged away (as the domain's orderTotals says). */
export const payableOf = (order: Order): number =>
  order.status === OrderStatus.BeMerged ? 0 : order.totalAmount;

/** What is left to pay, never below 0 (overpaying is change, not credit). */
export const leftToPay = (order: Order): number =>
  Math.max(0, cents(payableOf(order) - order.paymentsTotal));

export const waitingQuantity = (order: Order): number =>
  order.orderItems.reduce((sum, item) => sum + item.waitToSend, 0);

/** A line voided before it was ever sent is gone; everything else is listed (docs/api/staff.md). */
export const shownLines = (order: Order): readonly OrderItem[] =>
  order.orderItems.filter((item) => item.quantity > 0 || item.qtySentToKitchen > 0);

export const isOpen = (order: Order): boolean => order.status === OrderStatus.Progressing;

/** The API's range for a weighed line's weight per piece (docs/api/staff.md), in grams. */
export const WEIGHT_GRAMS = { min: 50, max: 5000 } as const;

export const isWeighed = (line: OrderItem): boolean => line.salesUnitType === SalesUnitType.Weight;

/** A weighed line's weight per piece in grams: its factors are 100 g units. */
export const gramsOf = (line: OrderItem): number =>
  Math.round(line.salesUnitFactorList.reduce((sum, factor) => sum + factor, 0) * 1000) / 10;

/** The diner's guess until the staff weigh it (lines placed before the mark count as guesses). */
export const isWeightEstimated = (line: OrderItem): boolean => line.weightEstimated !== false;
