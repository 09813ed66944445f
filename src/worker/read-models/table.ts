import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { UserCart } from '../../domain/model/order.ts';
import type { MenuCategory } from '../../domain/model/menu.ts';
import { soldOutProductIds } from '../../domain/menu/on-sale.ts';
import type { AppState } from '../../domain/state.ts';
import { type PresentDiner, tablePlaces } from '../../domain/table/places.ts';
import { type OfferedBack, offeredBack, type TimelineEntry } from '../../domain/timeline/state.ts';
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

/**
 * Offline, nobody is shown: the server's word is the only one (docs/live-hub.md), and the channel
 * notices a lost network only when its ping times out, while the browser knows at once.
 */
export const presence$ = (state$: Observable<AppState>): Observable<PresenceView> =>
  derive(
    state$,
    (state) => [
      state.network.online ? state.live.present : null,
      state.cart.current?.userCarts,
      cartUserId(state.session),
    ],
    presenceView,
  );

/** The table's timeline, newest last, and this diner's removals they can still undo. */
export interface TimelineView {
  readonly entries: readonly TimelineEntry[];
  readonly undo: readonly OfferedBack[];
}

/** The menu's sold-out dishes, worked out once per menu (it can hold 2,000 dishes). */
const soldOutOf = new WeakMap<readonly MenuCategory[], ReadonlySet<string>>();
const soldOutIn = (categories: readonly MenuCategory[]): ReadonlySet<string> => {
  const known = soldOutOf.get(categories);
  if (known !== undefined) return known;
  const ids = soldOutProductIds(categories);
  soldOutOf.set(categories, ids);
  return ids;
};

/**
 * This diner's open offers, one per line, but none of a dish the menu now says is sold out: its
 * Undo could only be refused (and was, one "sold out" toast per row, the rows staying up), held
 * at the button or not.
 */
const openOf = (state: AppState): readonly OfferedBack[] => {
  const mine = offeredBack(state.timeline, state.now, cartUserId(state.session));
  if (mine.length === 0) return mine;
  const soldOut = soldOutIn(state.menu.categories);
  return mine.filter((offer) => !soldOut.has(offer.line.productId));
};

/** Offers are grouped anew at each state: the same when they show and undo the same. */
const sameOffer = (a: OfferedBack, b: OfferedBack | undefined): boolean =>
  b !== undefined &&
  a.until === b.until &&
  a.line.quantity === b.line.quantity &&
  a.line.notes === b.line.notes &&
  a.ids.length === b.ids.length &&
  a.ids.every((id, i) => id === b.ids[i]);

const sameView = (a: TimelineView, b: TimelineView): boolean =>
  a.entries === b.entries &&
  a.undo.length === b.undo.length &&
  a.undo.every((offer, i) => sameOffer(offer, b.undo[i]));

/** Rebuilt when the timeline changes, or when an offer runs out (time moves with any event). */
export const timeline$ = (state$: Observable<AppState>): Observable<TimelineView> =>
  state$.pipe(
    map((state) => ({ entries: state.timeline.entries, undo: openOf(state) })),
    distinctUntilChanged(sameView),
  );
