import type { AppEvent } from '../../src/domain/events.ts';
import { fold, foldAll } from '../../src/domain/fold.ts';
import { type AppState, initialAppState } from '../../src/domain/state.ts';
import type { MergedEvent } from './merge.ts';
import type { LogSource } from './sources.ts';

/** One event folded into its own log's state, with the states either side of it. */
export interface Step {
  /** Position on the merged time line. */
  readonly index: number;
  readonly source: number;
  /** The event's position within its own log. */
  readonly position: number;
  readonly event: AppEvent;
  readonly before: AppState;
  readonly after: AppState;
}

/** A logged payload the fold could not digest: the log is invalid (exit code 2). */
export class FoldFailure extends Error {
  constructor(log: LogSource, eventIndex: number, cause: unknown) {
    const event = log.events[eventIndex];
    const where = `${log.file}:${log.lines[eventIndex] ?? '?'}`;
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`${where}: seq ${event?.seq ?? '?'} ${event?.type ?? ''} cannot be folded: ${why}`);
    this.name = 'FoldFailure';
  }
}

export type StepObserver = (step: Step, states: readonly AppState[]) => void;

/**
 * Folds every log on the merged time line, each into its own state, one event at a time, and
 * shows each step to the observers along with every log's state at that moment. Returns each
 * log's final state.
 */
export const replayMerged = (
  logs: readonly LogSource[],
  merged: readonly MergedEvent[],
  observers: readonly StepObserver[],
): AppState[] => {
  const states: AppState[] = logs.map(() => initialAppState);
  for (const [index, { source, position, event }] of merged.entries()) {
    const before = states[source] ?? initialAppState;
    let after: AppState;
    try {
      after = fold(before, event);
    } catch (cause) {
      throw new FoldFailure(logs[source] as LogSource, position, cause);
    }
    states[source] = after;
    const step: Step = { index, source, position, event, before, after };
    for (const observe of observers) observe(step, states);
  }
  return states;
};

/** The read models of one log after its event `seq` (after every event numbered up to it). */
export const stateAfter = (log: LogSource, seq: number): AppState => {
  const count = log.events.findIndex((event) => event.seq > seq);
  const upTo = count === -1 ? log.events : log.events.slice(0, count);
  try {
    return foldAll(initialAppState, upTo);
  } catch (cause) {
    // foldAll does not say which event failed; folding one by one finds it.
    let state = initialAppState;
    for (const [index, event] of upTo.entries()) {
      try {
        state = fold(state, event);
      } catch (inner) {
        throw new FoldFailure(log, index, inner);
      }
    }
    throw new FoldFailure(log, upTo.length - 1, cause);
  }
};

/** The last event numbered `seq` or below, or null before the first. */
export const eventAtOrBefore = (log: LogSource, seq: number): AppEvent | null =>
  log.events.findLast((event) => event.seq <= seq) ?? null;
