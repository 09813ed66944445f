import type { Draft } from 'immer';
import { LiveMessageType } from '../model/live-message.ts';
import type { LiveInstruction } from './messages.ts';
import type { Heard } from './stamp.ts';
import type { LiveState } from './state.ts';
import type { PresentDiner } from '../table/places.ts';
import { heardVersion, MISSING_CAP, stepHeard } from './versions.ts';

/*
 * What events do to the live slice: the versions heard of the table's changes, per table.
 */

/**
 * Another table counts its own versions: what was heard of the last one says nothing of this one.
 * Every event that changes the session's table calls this.
 */
export const forgetOtherTable = (live: Draft<LiveState>, tableId: string | null): void => {
  if (live.heard !== null && live.heard.tableId !== tableId) {
    live.heard = null;
    live.present = null;
  }
};

const hear = (draft: Draft<LiveState>, heard: Heard, live: LiveInstruction, tableId: string) => {
  const before = heardVersion(draft, tableId);
  const { highest, gap } = stepHeard(before, heard);
  if (highest === null) return;
  const { liveVersion } = heard;
  const isCart = heard.fromServer && heard.messageType === LiveMessageType.AddOrDecreaseCartItem;
  // A change message fills its own version, and one ahead of the next expected skips those in
  // between; a tableVersion names where the table is, which no late message can make good.
  const isChange = liveVersion !== null && heard.messageType !== LiveMessageType.TableVersion;
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
    guestsAt: live.kind === 'guestCountChanged' ? liveVersion : (draft.heard?.guestsAt ?? null),
    orderTypeAt:
      live.kind === 'orderTypeChanged' ? liveVersion : (draft.heard?.orderTypeAt ?? null),
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

/**
 * A message heard on the table's channel (`tableId`: the session's table): its version, what it
 * says of the gaps, and a type this version does not know, kept once for diagnosis.
 */
export const hearMessage = (
  draft: Draft<LiveState>,
  heard: Heard,
  instruction: LiveInstruction,
  tableId: string | null,
): void => {
  forgetOtherTable(draft, tableId);
  if (tableId !== null) hear(draft, heard, instruction, tableId);
  if (instruction.kind === 'presence') draft.present = instruction.diners as Draft<PresentDiner>[];
  if (
    instruction.kind === 'unknownType' &&
    !draft.unknownTypesSeen.includes(instruction.messageType)
  ) {
    draft.unknownTypesSeen.push(instruction.messageType);
  }
};

/** A cart fetched for the session's table says where the table's versions stood when read. */
export const cartFetched = (
  draft: Draft<LiveState>,
  cart: { readonly tableId: string },
  liveVersion: number | undefined,
  tableId: string | null,
): void => {
  forgetOtherTable(draft, tableId);
  if (liveVersion !== undefined && tableId !== null && cart.tableId === tableId) {
    fetched(draft, liveVersion, tableId);
  }
};
