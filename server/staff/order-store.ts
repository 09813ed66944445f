import { type Locale, OrderStatus } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { orderPointsTotal } from '../../src/domain/pricing/points.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { paymentStateOf, sendStatusOf } from '../orders/order-state.ts';
import { repriceCoupons } from '../orders/coupons.ts';
import { posTime } from '../orders/round.ts';
import { StaffCode, staffError } from './messages.ts';

/** One of the merchant's orders; another merchant's is as unknown as none. */
export const staffOrder = async (
  q: Queryable,
  merchantId: string,
  orderId: string,
  lock = false,
): Promise<Order> => {
  if (!fitsInt8(orderId)) throw notFound('orderNotFound');
  const [row] = await q.query<{ document: Order }>(
    `select document from orders where id = $1 and merchant_id = $2 ${lock ? 'for update' : ''}`,
    [orderId, merchantId],
  );
  if (!row) throw notFound('orderNotFound');
  return row.document;
};

/** Completed, cancelled and merged orders are history: nothing on them changes any more. */
export const assertOpen = (order: Order, locale: Locale): void => {
  if (order.status !== OrderStatus.Progressing)
    throw staffError(StaffCode.orderHaveCheckout, 409, 'orderHaveCheckout', locale);
};

/** Optimistic concurrency: a change made from a stale view gets the order as it is now. */
export const assertVersion = (order: Order, rowVersion: number | undefined, locale: Locale) => {
  if (rowVersion !== undefined && rowVersion !== order.rowVersion)
    throw staffError(StaffCode.orderModified, 409, 'orderModified', locale, order);
};

const withCouponsRepriced = (changed: Order): Order => ({
  ...changed,
  priceAdjustments: repriceCoupons(changed),
});

/**
 * Everything derived from lines, adjustments and payments, worked out again with the domain's
 * pricing after each staff change (the coupons' discounts and the points the lines cost too);
 * the row version moves so stale views are caught.
 */
export const settle = (changed: Order, now: number): Order => {
  const order = withCouponsRepriced(changed);
  const totals = orderTotals(order);
  return {
    ...order,
    sendStatus: sendStatusOf(order.orderItems),
    subTotalAmount: totals.subtotal,
    totalDiscountAmount: totals.discounts,
    totalChargeAmount: totals.charges,
    totalTaxAmount: totals.taxes,
    totalTipsAmount: totals.tips,
    totalAmount: totals.total,
    totalPointAmount: orderPointsTotal(order.orderItems),
    ...paymentStateOf(order, totals.payable),
    rowVersion: order.rowVersion + 1,
    updateAt: posTime(now),
  };
};
