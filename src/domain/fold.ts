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

const foldBatch = (state: AppState, events: readonly AppEvent[]): AppState =>
  produce(state, (draft) => {
    for (const event of events) applyEvent(draft, event);
  });

/**
 * Events folded inside one draft. Not the whole log in one: immer keeps every value assigned
 * into a draft until the draft is finished, so one draft over 100,000 events holds every cart
 * the log ever made, and the collector copies them over and over; a thousand at a time folds the
 * benchmark log in two thirds of the CPU time (BENCHMARKS.md).
 */
const BATCH = 1_000;

/**
 * Folds many events in drafts of BATCH: the same result as folding them one by one, an order of
 * magnitude faster on long logs (replay, hydration), since immer finalises the tree once a batch.
 */
export const foldAll = (state: AppState, events: Iterable<AppEvent>): AppState => {
  let folded = state;
  let batch: AppEvent[] = [];
  for (const event of events) {
    batch.push(event);
    if (batch.length === BATCH) {
      folded = foldBatch(folded, batch);
      batch = [];
    }
  }
  return batch.length === 0 ? folded : foldBatch(folded, batch);
};
