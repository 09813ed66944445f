import type { Observable } from 'rxjs';
import { cartOfAddsBeforeRead } from '../../domain/cart/held.ts';
import type { CartState } from '../../domain/cart/state.ts';
import type { AsyncStatus } from '../../domain/model/enums.ts';
import type { OrderItem } from '../../domain/model/order.ts';
import { orderPointsTotal } from '../../domain/pricing/points.ts';
import { type OrderTotals, orderTotals } from '../../domain/pricing/order-totals.ts';
import type { AppState } from '../../domain/state.ts';
import { cartUserId } from '../core/identity.ts';
import { tablePlaces } from '../../domain/table/places.ts';
import { derive } from './derive.ts';
import { type LineView, lineViews } from './lines.ts';

export interface DinerLinesView {
  readonly userId: string;
  readonly mine: boolean;
  /** This page's member's, before the POS ended their session: theirs again once logged in. */
  readonly lapsed: boolean;
  /** The diner's first name, when they gave one. */
  readonly name: string | null;
  /** Their place at the table (1 = first to add), the same on every phone (table/places.ts). */
  readonly number: number;
  readonly lines: readonly LineView[];
  /** Lines the server moved out (gone, sold out, modifiers that no longer fit). */
  readonly invalidLines: readonly OrderItem[];
}

export interface CartView {
  readonly status: AsyncStatus;
  readonly error: string | null;
  /** The confirmed cartRowVersion; null before the cart is loaded. */
  readonly version: number | null;
  /** Local edits still on their way to the server. */
  readonly pendingEdits: number;
  /** This diner's cart key: the member id, else the guest uuid. */
  readonly me: string | null;
  /** Per diner, own lines first, then the others in the table's order. */
  readonly diners: readonly DinerLinesView[];
  /** The diners with lines in the cart (who is at the table is the `presence` read model). */
  readonly withLines: readonly string[];
  readonly totals: OrderTotals;
  readonly points: number;
  /** Of those, the points of other diners' point dishes: whoever places the round pays them. */
  readonly othersPoints: number;
  readonly itemCount: number;
  /** Items on the table's lines the server no longer prices (sold out, gone): out of the totals. */
  readonly unavailableCount: number;
  /**
   * The table's cart is not read yet (a reload offline): what it shows are this diner's dishes
   * added meanwhile, waiting for it (domain/cart/held.ts). They cannot be changed or ordered yet.
   */
  readonly waiting: boolean;
}

const emptyTotals = orderTotals({
  status: 0,
  isTaxFree: false,
  orderItems: [],
  priceAdjustments: [],
  orderTaxes: [],
});

export const cartView = (
  cart: CartState,
  me: string | null,
  lapsedId: string | null = null,
  tableId: string | null = null,
): CartView => {
  const waiting = cart.current === null ? cartOfAddsBeforeRead(cart.earlier, tableId, me) : null;
  const current = cart.current ?? waiting;
  const entries = current?.userCarts ?? [];
  const places = tablePlaces(entries.map((entry) => entry.userId));
  const diners = entries
    .map((entry) => ({
      userId: entry.userId,
      mine: entry.userId === me,
      lapsed: lapsedId !== null && entry.userId === lapsedId,
      name: entry.userName ?? null,
      number: places.get(entry.userId) ?? 0,
      lines: lineViews(entry.orderItems),
      invalidLines: entry.invalidOrderItems,
    }))
    .filter((diner) => diner.mine || diner.lines.length > 0 || diner.invalidLines.length > 0)
    // Own lines first, then those of this page's member before their session ended.
    .sort(
      (a, b) => Number(b.mine) * 2 + Number(b.lapsed) - (Number(a.mine) * 2 + Number(a.lapsed)),
    );
  const items = current?.orderItems ?? [];
  return {
    status: cart.status,
    error: cart.error,
    version: cart.confirmed?.cartRowVersion ?? null,
    pendingEdits: cart.pending.length,
    me,
    diners,
    withLines: diners.filter((diner) => diner.lines.length > 0).map((diner) => diner.userId),
    totals: current === null ? emptyTotals : orderTotals(current),
    points: orderPointsTotal(items),
    othersPoints: orderPointsTotal(
      entries.filter((entry) => entry.userId !== me).flatMap((entry) => entry.orderItems),
    ),
    itemCount: lineViews(items).reduce((sum, line) => sum + line.item.quantity, 0),
    unavailableCount: diners
      .flatMap((diner) => diner.invalidLines)
      .reduce((sum, item) => sum + item.quantity, 0),
    waiting: waiting !== null,
  };
};

export const cart$ = (state$: Observable<AppState>): Observable<CartView> =>
  derive(
    state$,
    (state) => [
      state.cart,
      cartUserId(state.session),
      state.member.lapsedId,
      state.session.tableId,
    ],
    cartView,
  );
