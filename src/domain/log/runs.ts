import type { AppEvent } from '../events.ts';

/** A toast is named by the seq of the event that showed it; its dismissal follows the renumbering. */
const renumbered = (event: AppEvent, seq: number, offset: number): AppEvent =>
  event.type === 'ToastDismissed'
    ? { ...event, seq, payload: { id: event.payload.id + offset } }
    : { ...event, seq };

/**
 * Several runs of the app in one browser (a page and its reloads), each logged from seq 1, read
 * as one log: numbered on from run to run, with a PageReloaded between two runs, so a replay or
 * the developer panel's time travel folds each run from nothing, as the page started.
 */
export const joinRuns = (runs: readonly (readonly AppEvent[])[]): AppEvent[] => {
  const joined: AppEvent[] = [];
  let seq = 0;
  for (const run of runs) {
    if (run.length === 0) continue;
    const first = run[0];
    if (joined.length > 0 && first !== undefined) {
      seq += 1;
      joined.push({ seq, at: first.at, type: 'PageReloaded', payload: {} });
    }
    const offset = seq - (first?.seq ?? 1) + 1;
    for (const event of run) {
      seq += 1;
      joined.push(renumbered(event, seq, offset));
    }
  }
  return joined;
};
