import { isFullyVoided, visibleLines } from '../../domain/cart/visibility.ts';
import type { Order } from '../../domain/model/order.ts';
import { itemTotal } from '../../domain/pricing/item-total.ts';
import { type OrderTotals, orderTotals } from '../../domain/pricing/order-totals.ts';
import { orderPointsTotal, pointsTotal } from '../../domain/pricing/points.ts';
import type { LineView } from '../../worker/api.ts';

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
  const shown = new Set(visibleLines(order.orderItems));
  return {
    order,
    lines: order.orderItems.flatMap((item, lineIndex) =>
      shown.has(item)
        ? [
            {
              lineIndex,
              item,
              itemTotal: itemTotal(item),
              points: pointsTotal(item),
              fullyVoided: isFullyVoided(item),
            },
          ]
        : [],
    ),
    totals: orderTotals(order),
    points: orderPointsTotal(order.orderItems),
  };
};
