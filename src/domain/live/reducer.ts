import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { LiveMessage } from '../model/live-message.ts';
import { LiveMessageType } from '../model/live-message.ts';
import type { LiveInstruction } from './messages.ts';
import { fromServer, stampOf } from './stamp.ts';
import type { LiveState } from './state.ts';
import { heardVersion, MISSING_CAP, stepVersion } from './versions.ts';

const hear = (
  draft: Draft<LiveState>,
  message: LiveMessage,
  live: LiveInstruction | null,
  tableId: string,
) => {
  const before = heardVersion(draft, tableId);
  const { highest, gap } = stepVersion(before, message);
  if (highest === null) return;
  const { liveVersion } = stampOf(message);
  const isCart =
    fromServer(message) && message.messageType === LiveMessageType.AddOrDecreaseCartItem;
  // A change message fills its own version, and one ahead of the next expected skips those in
  // between; a tableVersion names where the table is, which no late message can make good.
  const isChange = liveVersion !== null && message.messageType !== LiveMessageType.TableVersion;
  let missing = (draft.heard?.missing ?? []).filter((version) => version !== liveVersion);
  let overflow = false;
  if (isChange && before !== null && liveVersion > before + 1) {
    const skipped = Array.from({ length: liveVersion - before - 1 }, (_, i) => before + 1 + i);
    missing = [...missing, ...skipped];
    overflow = missing.length > MISSING_CAP;
    if (overflow) missing = [];
  }
  const startsHere = before === null;
  const claimAhead = gap && !isChange;
  draft.heard = {
    tableId,
    highest,
    cartAt: isCart ? liveVersion : (draft.heard?.cartAt ?? null),
    guestsAt: live?.kind === 'guestCountChanged' ? liveVersion : (draft.heard?.guestsAt ?? null),
    orderTypeAt:
      live?.kind === 'orderTypeChanged' ? liveVersion : (draft.heard?.orderTypeAt ?? null),
    behindUntil:
      startsHere || claimAhead || overflow ? highest : (draft.heard?.behindUntil ?? null),
    missing,
  };
};

/**
 * A fetched table is as new as the version the server read it at: a live channel joined after the
 * fetch counts from there, so a change made in between shows as a gap (the join's tableVersion
 * is ahead) instead of being taken for the starting point.
 */
const fetched = (draft: Draft<LiveState>, liveVersion: number, tableId: string) => {
  const heard = draft.heard;
  const wanted = heard?.behindUntil ?? null;
  draft.heard = {
    tableId,
    highest: Math.max(heard?.highest ?? liveVersion, liveVersion),
    cartAt: heard?.cartAt ?? null,
    guestsAt: heard?.guestsAt ?? null,
    orderTypeAt: heard?.orderTypeAt ?? null,
    behindUntil: wanted !== null && liveVersion < wanted ? wanted : null,
    missing: (heard?.missing ?? []).filter((version) => version > liveVersion),
  };
};

/** `tableId`: the session's table once this event is folded. */
export const reduceLive = (
  draft: Draft<LiveState>,
  event: AppEvent,
  live: LiveInstruction | null,
  tableId: string | null,
): void => {
  if (event.type === 'LiveConnectionChanged') {
    draft.connected = event.payload.connected;
    // A lost connection hears nothing until it rejoins, and the rejoin refetches the table; the
    // next connection's first version is its starting point, not a gap to refetch for again. An
    // identity change replaces a connected channel through here too; the versions themselves
    // belong to the table, not the diner, so nothing else about identity resets them.
    if (!event.payload.connected) draft.heard = null;
  }
  // Another table counts its own versions: what was heard of the last one says nothing here.
  if (draft.heard !== null && draft.heard.tableId !== tableId) draft.heard = null;
  if (event.type === 'LiveMessageReceived' && tableId !== null) {
    hear(draft, event.payload.message, live, tableId);
  }
  if (
    event.type === 'CartReplacedFromServer' &&
    event.payload.liveVersion !== undefined &&
    tableId !== null &&
    event.payload.cart.tableId === tableId
  ) {
    fetched(draft, event.payload.liveVersion, tableId);
  }
  if (live?.kind === 'unknownType' && !draft.unknownTypesSeen.includes(live.messageType)) {
    draft.unknownTypesSeen.push(live.messageType);
  }
};
