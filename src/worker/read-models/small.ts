import type { Observable } from 'rxjs';
import type { LiveState } from '../../domain/live/state.ts';
import { type DietaryFacets, dietaryFacets } from '../../domain/menu/dietary-filter.ts';
import type { MenuState } from '../../domain/menu/state.ts';
import { waitingEdits } from '../../domain/network/state.ts';
import type { PopupName } from '../../domain/popups/events.ts';
import { isLoading, type PopupsState } from '../../domain/popups/state.ts';
import { userCartItems } from '../../domain/cart/state.ts';
import { unfinishedOrderReason } from '../../domain/rules/unfinished-order.ts';
import { cartKeyOf } from '../../domain/session/state.ts';
import type { AppState } from '../../domain/state.ts';
import type { Toast } from '../../domain/toasts/state.ts';
import { derive } from './derive.ts';

/** The read models that are a slice as it is, or nearly. */
export interface PopupsView {
  readonly open: Readonly<Record<PopupName, boolean>>;
  readonly submitterName: string | null;
  /** The order the dialog announces was this diner's own. */
  readonly submittedByMe: boolean;
  /** The global spinner. */
  readonly loading: boolean;
  /**
   * What the unfinished-order popup's "Start again" would clear: an earlier party's idle cart
   * (the table's), this diner's own lines at a table with an unpaid order, or nothing (a newcomer
   * there holds none, and was told it cleared their dishes; a diner's probe, 2026-11-29).
   */
  readonly restartClears: RestartClears;
}

export type RestartClears = 'table' | 'mine' | 'nothing';

const restartClearsOf = (state: AppState): RestartClears => {
  const reason = unfinishedOrderReason({
    order: state.order.placed,
    cart: state.cart.current,
    clearCartMinutes: state.session.settings?.clearCartMinutes ?? null,
    now: state.now,
  });
  if (reason === 'idleCart') return 'table';
  return userCartItems(state.cart.current, cartKeyOf(state.session)).length > 0
    ? 'mine'
    : 'nothing';
};

export interface ToastsView {
  readonly items: readonly Toast[];
}

export interface ConnectionView {
  readonly connected: boolean;
  readonly unknownTypesSeen: readonly string[];
  /** What the browser says of its network (docs/offline.md). */
  readonly online: boolean;
  /** This diner's cart edits waiting to be sent: offline, or the POS unreachable. */
  readonly waitingEdits: number;
}

/** The menu, and what the diner's dietary filter needs to know of it (docs/dietary.md). */
export interface MenuView extends MenuState {
  readonly dietary: DietaryFacets;
}

export const popups$ = (state$: Observable<AppState>): Observable<PopupsView> =>
  derive(
    state$,
    // Worked out while the popup is open only: every cart change would be a new view otherwise.
    (state) => [
      state.popups,
      state.popups.open.unfinishedOrder ? restartClearsOf(state) : 'nothing',
    ],
    (popups: PopupsState, restartClears: RestartClears) => ({
      open: popups.open,
      submitterName: popups.submitterName,
      submittedByMe: popups.submittedByMe,
      loading: isLoading(popups),
      restartClears,
    }),
  );

export const toasts$ = (state$: Observable<AppState>): Observable<ToastsView> =>
  derive(
    state$,
    (state) => [state.toasts],
    (toasts) => ({ items: toasts.items }),
  );

export const connection$ = (state$: Observable<AppState>): Observable<ConnectionView> =>
  derive(
    state$,
    // Not the whole slice: the versions heard change with every message and show nowhere.
    (state) => [
      state.live.connected,
      state.live.unknownTypesSeen,
      state.network.online,
      waitingEdits(state),
    ],
    (
      connected: boolean,
      unknownTypesSeen: LiveState['unknownTypesSeen'],
      online: boolean,
      waiting: number,
    ) => ({ connected, unknownTypesSeen, online, waitingEdits: waiting }),
  );

export const menu$ = (state$: Observable<AppState>): Observable<MenuView> =>
  derive(
    state$,
    (state) => [state.menu],
    (menu: MenuState) => ({ ...menu, dietary: dietaryFacets(menu.categories) }),
  );
