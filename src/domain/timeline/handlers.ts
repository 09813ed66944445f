import type { HandlersOf } from '../handler.ts';
import type { TimelineEvent } from './events.ts';
import { UNDO_WINDOW_MS } from './state.ts';

export const timelineHandlers: HandlersOf<TimelineEvent> = {
  UndoHeld: ({ timeline, now }, { at, payload }) => {
    const offer = timeline.undo.find((candidate) => candidate.id === payload.id);
    if (offer === undefined || (offer.until !== null && now >= offer.until)) return;
    if (payload.held) offer.until = null;
    else if (offer.until === null) offer.until = at + UNDO_WINDOW_MS;
  },
  RemovalUndone: ({ timeline }, { payload }) => {
    timeline.undo = timeline.undo.filter((offer) => offer.id !== payload.id);
  },
};
