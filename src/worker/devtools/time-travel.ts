import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import type { AppEvent } from '../../domain/events.ts';
import { foldAll } from '../../domain/fold.ts';
import { type AppState, initialAppState } from '../../domain/state.ts';

export interface TimeTravel {
  /** What the read models show: the live state, or the state after the chosen event. */
  readonly view$: Observable<AppState>;
  readonly travelTo: (seq: number | null) => void;
  readonly target: () => number | null;
}

/**
 * The developer panel's time travel: the UI is shown the state after an earlier event, folded
 * again from the session log; the live state goes on underneath, untouched. A log cut at its
 * cap folds from its first kept event, so the oldest states of a very long session are gone.
 */
export const makeTimeTravel = (
  live$: Observable<AppState>,
  events: () => readonly AppEvent[],
): TimeTravel => {
  const target$ = new BehaviorSubject<number | null>(null);
  // Events up to a seq never change, so one fold per chosen seq is enough.
  let cached: { readonly seq: number; readonly state: AppState } | null = null;
  const stateAfter = (seq: number): AppState => {
    if (cached?.seq !== seq) {
      const upTo = events().filter((event) => event.seq <= seq);
      cached = { seq, state: foldAll(initialAppState, upTo) };
    }
    return cached.state;
  };
  return {
    view$: combineLatest([live$, target$]).pipe(
      map(([live, seq]) => (seq === null ? live : stateAfter(seq))),
    ),
    travelTo: (seq) => target$.next(seq),
    target: () => target$.getValue(),
  };
};
