import type { HandlersOf } from '../handler.ts';
import type { TimelineEvent } from './events.ts';
import type { Draft } from 'immer';
import { unwrapped } from '../plain.ts';
import { UNDO_WINDOW_MS, type UndoOffer } from './state.ts';

export const timelineHandlers: HandlersOf<TimelineEvent> = {
  UndoHeld: ({ timeline, now }, { at, payload }) => {
    // A new offer rather than one changed in place: the list may hold the last state's own,
    // frozen offers (timeline/operations.ts hands lists over whole).
    const offers = unwrapped(timeline.undo) as readonly UndoOffer[];
    const offer = offers.find((candidate) => candidate.id === payload.id);
    if (offer === undefined || (offer.until !== null && now >= offer.until)) return;
    const until = payload.held ? null : (offer.until ?? at + UNDO_WINDOW_MS);
    if (until === offer.until) return;
    timeline.undo = offers.map((candidate) =>
      candidate === offer ? { ...offer, until } : candidate,
    ) as Draft<UndoOffer>[];
  },
  RemovalUndone: ({ timeline }, { payload }) => {
    timeline.undo = timeline.undo.filter((offer) => offer.id !== payload.id);
  },
};
