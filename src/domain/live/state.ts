import type { PresentDiner } from '../table/places.ts';

/** What the server has told this connection of one table's live versions. */
export interface HeardVersions {
  /** Versions count one table's changes: another table's are another count. */
  readonly tableId: string;
  /** The highest liveVersion heard: the table this diner is shown is at least this new. */
  readonly highest: number;
  /**
   * The liveVersion of the last server cart message heard: a placement notice of the same version
   * needs no refetch of the cart, which that message already brought.
   */
  readonly cartAt: number | null;
  /**
   * The liveVersion of the last guest count taken from the server's word. Guests do not step the
   * cart's version, so a cart fetched while one was announced cannot say whose count is newer.
   */
  readonly guestsAt: number | null;
  /** The same for the table's order type. */
  readonly orderTypeAt: number | null;
  /**
   * What this diner is shown is known to be older than this version of the table: a gap was heard,
   * or the connection's first version was one the diner had not been shown, and no fetch read at
   * or past it has landed since (the worker is fetching the table). Null: nothing known missing.
   */
  readonly behindUntil: number | null;
  /**
   * Change versions a later change message skipped and no message or fetch has brought since:
   * a reordering (two server processes announce in their own order) fills them in a moment, a
   * lost message never does. The worker refetches only for what is still missing.
   */
  readonly missing: readonly number[];
}

export interface LiveState {
  readonly connected: boolean;
  /**
   * Who is at the table now, as the server last said (presence), in the order they came; null
   * while not connected or before the server has said.
   */
  readonly present: readonly PresentDiner[] | null;
  /** Message types from the server this version does not know: logged, kept for diagnosis. */
  readonly unknownTypesSeen: readonly string[];
  /**
   * Null before the connection's first stamped message or the table's first fetch, and again once
   * the connection is lost.
   */
  readonly heard: HeardVersions | null;
}

export const initialLiveState: LiveState = {
  connected: false,
  present: null,
  unknownTypesSeen: [],
  heard: null,
};
