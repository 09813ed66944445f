import { type LineView, lineViews } from '../../domain/cart/line-views.ts';
import type { Order } from '../../domain/model/order.ts';
import { type OrderTotals, orderTotals } from '../../domain/pricing/order-totals.ts';
import { orderPointsTotal } from '../../domain/pricing/points.ts';

export interface OrderDetailView {
  readonly order: Order;
  readonly lines: readonly LineView[];
  readonly totals: OrderTotals;
  readonly points: number;
}

/**
 * An order fetched for this page (not the table's live one) priced by the same domain rules the
 * worker's read model uses, so both paths show the same numbers.
 */
export const orderDetailView = (order: Order): OrderDetailView => {
  return {
    order,
    lines: lineViews(order.orderItems),
    totals: orderTotals(order),
    points: orderPointsTotal(order.orderItems),
  };
};
