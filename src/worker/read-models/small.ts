import type { Observable } from 'rxjs';
import type { LiveState } from '../../domain/live/state.ts';
import { type DietaryFacets, dietaryFacets } from '../../domain/menu/dietary-filter.ts';
import type { MenuState } from '../../domain/menu/state.ts';
import { waitingEdits } from '../../domain/network/state.ts';
import type { PopupName } from '../../domain/popups/events.ts';
import { isLoading, type PopupsState } from '../../domain/popups/state.ts';
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
}

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
    (state) => [state.popups],
    (popups: PopupsState) => ({
      open: popups.open,
      submitterName: popups.submitterName,
      submittedByMe: popups.submittedByMe,
      loading: isLoading(popups),
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
