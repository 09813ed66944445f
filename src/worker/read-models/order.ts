import type { Observable } from 'rxjs';
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
   * The order holds coupons, so the next round is priced with them (a percentage grows with the
   * order): what a round adds is the server's preview, not the dishes' price alone.
   */
  readonly pricesRoundsWithCoupons: boolean;
}

export const orderView = (order: OrderState): OrderView => ({
  placed: order.placed,
  placement: order.placement,
  lines: order.placed === null ? [] : lineViews(order.placed.orderItems),
  totals: order.placed === null ? null : orderTotals(order.placed),
  points: order.placed === null ? 0 : orderPointsTotal(order.placed.orderItems),
  pricesRoundsWithCoupons: (order.placed?.orderCoupons.length ?? 0) > 0,
});

export const order$ = (state$: Observable<AppState>): Observable<OrderView> =>
  derive(state$, (state) => [state.order], orderView);
