import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { UserCart } from '../../domain/model/order.ts';
import { findProduct } from '../../domain/menu/state.ts';
import type { AppState } from '../../domain/state.ts';
import { type PresentDiner, tablePlaces } from '../../domain/table/places.ts';
import { openUndos, type TimelineEntry, type UndoOffer } from '../../domain/timeline/state.ts';
import { cartUserId } from '../core/identity.ts';
import { derive } from './derive.ts';

/** One diner at the table now (presence), with their place and whether it is this diner. */
export interface PresentDinerView extends PresentDiner {
  readonly place: number;
  readonly mine: boolean;
}

/** Who is at the table now, by their place; empty while the server has not said. */
export interface PresenceView {
  readonly diners: readonly PresentDinerView[];
}

export const presenceView = (
  present: readonly PresentDiner[] | null,
  userCarts: readonly UserCart[] | undefined,
  me: string | null,
): PresenceView => {
  const diners = present ?? [];
  const places = tablePlaces(
    (userCarts ?? []).map((entry) => entry.userId),
    diners.map((diner) => diner.userId),
  );
  const view = diners.map((diner) => ({
    ...diner,
    place: places.get(diner.userId) ?? 0,
    mine: diner.userId === me,
  }));
  return { diners: view.sort((a, b) => a.place - b.place) };
};

export const presence$ = (state$: Observable<AppState>): Observable<PresenceView> =>
  derive(
    state$,
    (state) => [state.live.present, state.cart.current?.userCarts, cartUserId(state.session)],
    presenceView,
  );

/** The table's timeline, newest last, and this diner's removals they can still undo. */
export interface TimelineView {
  readonly entries: readonly TimelineEntry[];
  readonly undo: readonly UndoOffer[];
}

/**
 * This diner's open offers, but none of a dish the menu now says is sold out: its Undo could only
 * be refused (and was, one "sold out" toast per row, the rows staying up), held at the button or not.
 */
const openOf = (state: AppState): readonly UndoOffer[] => {
  const me = cartUserId(state.session);
  const mine = openUndos(state.timeline, state.now).filter((offer) => offer.userId === me);
  return mine.length === 0
    ? mine
    : mine.filter((offer) => findProduct(state.menu, offer.line.productId)?.soldOut !== true);
};

const sameView = (a: TimelineView, b: TimelineView): boolean =>
  a.entries === b.entries &&
  a.undo.length === b.undo.length &&
  a.undo.every((offer, i) => offer === b.undo[i]);

/** Rebuilt when the timeline changes, or when an offer runs out (time moves with any event). */
export const timeline$ = (state$: Observable<AppState>): Observable<TimelineView> =>
  state$.pipe(
    map((state) => ({ entries: state.timeline.entries, undo: openOf(state) })),
    distinctUntilChanged(sameView),
  );
