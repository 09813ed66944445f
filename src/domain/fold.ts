import { type Draft, produce } from 'immer';
import type { AppEvent } from './events.ts';
import type { EventHandler } from './handler.ts';
import { handlers } from './handlers.ts';
import type { AppState } from './state.ts';

/** Stamps the fold's only notion of "now", then runs the event's one handler (handlers.ts). */
const applyEvent = (draft: Draft<AppState>, event: AppEvent): void => {
  if (event.at > draft.now) draft.now = event.at;
  (handlers[event.type] as EventHandler<AppEvent>)(draft, event);
};

/** The fold: `(state, event) => state`, pure. */
export const fold = (state: AppState, event: AppEvent): AppState =>
  produce(state, (draft) => applyEvent(draft, event));

/**
 * Folds many events inside one draft: the same result as folding them one by one, an order of
 * magnitude faster on long logs (replay, hydration), since immer finalises the tree only once.
 */
export const foldAll = (state: AppState, events: Iterable<AppEvent>): AppState =>
  produce(state, (draft) => {
    for (const event of events) applyEvent(draft, event);
  });
