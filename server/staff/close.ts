import { type Locale, OrderStatus } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { waitingForKitchen } from '../../src/domain/order/kitchen.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { StaffCode, staffError } from './messages.ts';

/**
 * Checkout: only once what is payable is covered (an order that bills nothing needs no payment),
 * and nothing waits for the kitchen: a completed order's waiting dishes were never sent, so a
 * party paid for dishes nobody cooked (a staff probe, 2026-11-29). Send or void them first.
 */
export const completeOrder = (order: Order, locale: Locale): Order => {
  if (new Money(order.paymentsTotal).lt(orderTotals(order).payable))
    throw staffError(StaffCode.orderNotPaid, 409, 'orderNotPaid', locale);
  const waiting = waitingForKitchen(order);
  if (waiting > 0)
    throw staffError(StaffCode.dishesWaiting, 409, 'dishesWaiting', locale, { waiting });
  return { ...order, status: OrderStatus.Completed };
};

/** Money taken would have to be refunded first; the reference POS has no refunds. */
export const assertNoPayments = (order: Order, locale: Locale): void => {
  if (order.payments.length > 0 || order.paymentsTotal > 0)
    throw staffError(StaffCode.orderHasPayments, 409, 'orderHasPayments', locale);
};

export const cancelOrder = (order: Order, reason: string, locale: Locale): Order => {
  assertNoPayments(order, locale);
  return { ...order, status: OrderStatus.Cancelled, reason };
};
