import { type CartState, initialCartState } from './cart/state.ts';
import { initialLiveState, type LiveState } from './live/state.ts';
import { initialLoginState, type LoginState } from './login/state.ts';
import { initialMemberState, type MemberState } from './member/state.ts';
import { initialMenuState, type MenuState } from './menu/state.ts';
import { initialNetworkState, type NetworkState } from './network/state.ts';
import { initialOrderState, type OrderState } from './order/state.ts';
import { initialPopupsState, type PopupsState } from './popups/state.ts';
import { initialRecordsState, type RecordsState } from './records/state.ts';
import { initialSessionState, type SessionState } from './session/state.ts';
import { initialTimelineState, type TimelineState } from './timeline/state.ts';
import { initialToastsState, type ToastsState } from './toasts/state.ts';

/** Everything the session log folds into: one slice per concern of the app. */
export interface AppState {
  /** The newest event time seen: the fold's only notion of "now" (for countdowns and idleness). */
  readonly now: number;
  readonly session: SessionState;
  readonly cart: CartState;
  readonly order: OrderState;
  readonly login: LoginState;
  readonly member: MemberState;
  readonly popups: PopupsState;
  readonly live: LiveState;
  readonly menu: MenuState;
  readonly toasts: ToastsState;
  /** The server's records the diner looks through: search, orders, coupons, an order's detail. */
  readonly records: RecordsState;
  /** What happened at the table, who did it, and the removals this diner can undo. */
  readonly timeline: TimelineState;
  /** Whether the browser is online, and whether cart edits wait for the network (docs/offline.md). */
  readonly network: NetworkState;
}

export const initialAppState: AppState = {
  now: 0,
  session: initialSessionState,
  cart: initialCartState,
  order: initialOrderState,
  login: initialLoginState,
  member: initialMemberState,
  popups: initialPopupsState,
  live: initialLiveState,
  menu: initialMenuState,
  toasts: initialToastsState,
  records: initialRecordsState,
  timeline: initialTimelineState,
  network: initialNetworkState,
};
