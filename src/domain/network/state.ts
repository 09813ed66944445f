import type { AppState } from '../state.ts';

export interface NetworkState {
  /** What the browser last said of its network; true until it says otherwise. */
  readonly online: boolean;
  /** Cart edits wait in the queue rather than being written (offline, or the POS unreachable). */
  readonly holding: boolean;
}

export const initialNetworkState: NetworkState = { online: true, holding: false };

/** How many of this diner's cart edits wait to be sent: "2 changes will be sent when you're back". */
export const waitingEdits = (state: Pick<AppState, 'network' | 'cart'>): number =>
  state.network.holding ? state.cart.pending.length : 0;
