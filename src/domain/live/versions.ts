import { type LiveMessage, LiveMessageType } from '../model/live-message.ts';
import type { LiveState } from './state.ts';
import { type Heard, heardOf } from './stamp.ts';

/** The highest liveVersion heard for this table on this connection; null: none yet. */
export const heardVersion = (live: LiveState, tableId: string | null): number | null =>
  live.heard !== null && live.heard.tableId === tableId ? live.heard.highest : null;

export interface VersionStep {
  /** The highest version heard once this message is. */
  readonly highest: number | null;
  /** The message shows a change this diner never heard of: refetch the table. */
  readonly gap: boolean;
}

/**
 * Hearing one message. Every change steps the version by one, so a change message more than one
 * step ahead means one in between was lost; the same version again is not a gap (a placement's
 * emptied cart and its notice share one). A tableVersion names the version the table is at, so
 * anything ahead of what was heard is a gap. A table fetched since the connection was lost sets
 * the starting point (live/reducer.ts); with none, the first version heard sets it, since the
 * reconnect refetches the table itself.
 */
export const stepHeard = (highest: number | null, heard: Heard): VersionStep => {
  const { liveVersion } = heard;
  if (liveVersion === null) return { highest, gap: false };
  if (highest === null) return { highest: liveVersion, gap: false };
  const expected = heard.messageType === LiveMessageType.TableVersion ? highest : highest + 1;
  return { highest: Math.max(highest, liveVersion), gap: liveVersion > expected };
};

export const stepVersion = (highest: number | null, message: LiveMessage): VersionStep =>
  stepHeard(highest, heardOf(message));

/** At most this many skipped versions are kept; a longer run counts as behind until a fetch. */
export const MISSING_CAP = 64;

/** What this diner is shown is known to be older than the table: the worker should fetch it. */
export const isBehind = (live: LiveState, tableId: string | null): boolean => {
  const heard = live.heard;
  if (heard === null || heard.tableId !== tableId) return false;
  return heard.behindUntil !== null || heard.missing.length > 0;
};
