import { OrderStatus, PaymentStatus } from '../model/enums.ts';
import type { CartOrder, Order } from '../model/order.ts';

const MS_PER_MINUTE = 60_000;

/**
 * Unpaid means nothing, or not everything, has been paid. Captured and uncaptured states mean
 * a payment has been taken or authorised, and OrderCodeMiss is a placement problem, not a debt.
 */
const UNPAID: ReadonlySet<PaymentStatus> = new Set([
  PaymentStatus.Unpaid,
  PaymentStatus.PartiallyPaid,
]);

/** Only a progressing order can be unfinished; completed, cancelled and merged ones are done. */
export const isUnpaidOrder = (order: Order): boolean =>
  order.status === OrderStatus.Progressing && UNPAID.has(order.paymentStatus);

/** Whether any diner holds a dish in the table's cart. */
export const cartHasItems = (cart: CartOrder): boolean =>
  cart.orderItems.some((item) => item.quantity > 0) ||
  cart.userCarts.some((user) => user.orderItems.some((item) => item.quantity > 0));

/** An empty cart has nothing to restart; a time in the future (clock skew) is not idle. */
export const isCartIdle = (
  cart: CartOrder,
  clearCartMinutes: number | null,
  now: number,
): boolean =>
  clearCartMinutes !== null &&
  cartHasItems(cart) &&
  now - cart.lastOperateTime >= clearCartMinutes * MS_PER_MINUTE;

export type UnfinishedReason = 'unpaidOrder' | 'idleCart';

export interface UnfinishedOrderInput {
  /** The table's placed order, if any. */
  readonly order: Order | null;
  readonly cart: CartOrder | null;
  /** WebSettings.clearCartMinutes. */
  readonly clearCartMinutes: number | null;
  /** Epoch milliseconds. */
  readonly now: number;
}

/** Spec §4 "Unfinished-order popup": why to show it, or null when it stays hidden. */
export const unfinishedOrderReason = (input: UnfinishedOrderInput): UnfinishedReason | null => {
  if (input.order !== null && isUnpaidOrder(input.order)) return 'unpaidOrder';
  if (input.cart !== null && isCartIdle(input.cart, input.clearCartMinutes, input.now))
    return 'idleCart';
  return null;
};
