import { heldEditsWaiting } from '../cart/held.ts';
import { cartKeyOf } from '../session/state.ts';
import type { AppState } from '../state.ts';

export interface NetworkState {
  /** What the browser last said of its network; true until it says otherwise. */
  readonly online: boolean;
  /** Cart edits wait in the queue rather than being written (offline, or the POS unreachable). */
  readonly holding: boolean;
}

export const initialNetworkState: NetworkState = { online: true, holding: false };

/**
 * How many of this diner's cart edits wait to be sent: "2 changes will be sent when you're back".
 * An earlier page's held edits count too until they are made again (a reload offline).
 */
export const waitingEdits = (
  state: Pick<AppState, 'network' | 'cart' | 'session' | 'now'>,
): number => {
  if (!state.network.holding) return 0;
  const { cart, session, now } = state;
  const earlier = heldEditsWaiting(cart.earlier, session.tableId, cartKeyOf(session), now);
  return cart.pending.length + earlier;
};
