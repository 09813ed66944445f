import type { Locale } from '../model/enums.ts';
import { ownBrowserId } from '../session/state.ts';
import type { AppState } from '../state.ts';
import { heardVersion } from './versions.ts';

/** What the reading depends on: this diner, and what it already holds. */
export interface LiveReader {
  readonly ownBrowserId: string | null;
  readonly locale: Locale;
  /** cartRowVersion of the confirmed cart of this table; null before one is loaded. */
  readonly cartVersion: number | null;
  /** Edits the server has not confirmed: a write is under way, and its reply brings its cart. */
  readonly writing: boolean;
  /** The highest liveVersion heard on this connection. */
  readonly heardVersion: number | null;
}

export const liveReaderOf = (state: Pick<AppState, 'session' | 'cart' | 'live'>): LiveReader => {
  const { session, cart, live } = state;
  const confirmed = cart.confirmed;
  return {
    ownBrowserId: ownBrowserId(session),
    locale: session.locale,
    cartVersion:
      confirmed !== null && confirmed.tableId === session.tableId ? confirmed.cartRowVersion : null,
    writing: cart.pending.length > 0,
    heardVersion: heardVersion(live, session.tableId),
  };
};
