import { BehaviorSubject, type Observable } from 'rxjs';
import type { AppEvent } from '../../domain/events.ts';
import { fold } from '../../domain/fold.ts';
import { type AppState, initialAppState } from '../../domain/state.ts';
import type { SessionLog } from './session-log.ts';

/** An event as a producer writes it: the store stamps `seq` and `at`. */
export type EventInput = AppEvent extends infer E
  ? E extends AppEvent
    ? Omit<E, 'seq' | 'at'>
    : never
  : never;

export interface Store {
  readonly state: () => AppState;
  readonly state$: Observable<AppState>;
  /** Logs the event and folds it; returns it as logged. */
  readonly emit: (event: EventInput) => AppEvent;
}

/**
 * The one place state changes: every input becomes a logged event, then the domain's fold runs.
 * Time comes from the clock here and nowhere else, so a recorded log replays without one.
 */
export const makeStore = (log: SessionLog, now: () => number): Store => {
  const subject = new BehaviorSubject<AppState>(initialAppState);
  let seq = 0;
  return {
    state: () => subject.getValue(),
    state$: subject.asObservable(),
    emit: (input) => {
      const event = { ...input, seq: seq + 1, at: now() } as AppEvent;
      // Folded before it is logged: an event the fold cannot take never enters the log, so a
      // recorded log always replays.
      const next = fold(subject.getValue(), event);
      seq = event.seq;
      log.append(event);
      subject.next(next);
      return event;
    },
  };
};
