import type { Observable } from 'rxjs';
import { DiscountType } from '../../domain/model/enums.ts';
import type { Order } from '../../domain/model/order.ts';
import type { OrderState, PlacementStatus } from '../../domain/order/state.ts';
import { orderPointsTotal } from '../../domain/pricing/points.ts';
import { type OrderTotals, orderTotals } from '../../domain/pricing/order-totals.ts';
import type { AppState } from '../../domain/state.ts';
import { derive } from './derive.ts';
import { type LineView, lineViews } from './lines.ts';

export interface OrderView {
  /** The table's active order; rounds are appended to it. */
  readonly placed: Order | null;
  readonly placement: PlacementStatus;
  readonly lines: readonly LineView[];
  readonly totals: OrderTotals | null;
  readonly points: number;
  /**
   * The order holds a percentage coupon, which takes its share of the next round too: what a
   * round adds is the server's preview, not the dishes' price alone. (An amount off was taken
   * once; a later round does not change it.)
   */
  readonly pricesRoundsWithCoupons: boolean;
}

export const orderView = (order: OrderState): OrderView => ({
  placed: order.placed,
  placement: order.placement,
  lines: order.placed === null ? [] : lineViews(order.placed.orderItems),
  totals: order.placed === null ? null : orderTotals(order.placed),
  points: order.placed === null ? 0 : orderPointsTotal(order.placed.orderItems),
  pricesRoundsWithCoupons:
    order.placed?.orderCoupons.some((coupon) => coupon.discountType === DiscountType.Percent) ??
    false,
});

export const order$ = (state$: Observable<AppState>): Observable<OrderView> =>
  derive(state$, (state) => [state.order], orderView);
