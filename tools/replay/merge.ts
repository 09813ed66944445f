import type { AppEvent } from '../../src/domain/events.ts';
import type { LogSource } from './sources.ts';

/** An event on the table's shared time line, tagged with the log (and browser) it came from. */
export interface MergedEvent {
  /** The log's position among the files given. */
  readonly source: number;
  /** The log's label: its browser id from the header. */
  readonly browserId: string;
  /** The event's position within its own log. */
  readonly position: number;
  readonly event: AppEvent;
}

const comesFirst = (a: MergedEvent, b: MergedEvent): boolean =>
  a.event.at !== b.event.at ? a.event.at < b.event.at : a.source < b.source;

/**
 * Several logs on one time line, ordered by (at, file index, seq). Each log is taken in its own
 * order, so a log whose clock stepped back is never reordered within itself: the merge compares
 * only the next event of each log (for logs with forward-moving times this is exactly the sort).
 */
export const mergeLogs = (logs: readonly LogSource[]): MergedEvent[] => {
  const next = logs.map(() => 0);
  const total = logs.reduce((sum, log) => sum + log.events.length, 0);
  const merged: MergedEvent[] = [];
  while (merged.length < total) {
    let best: MergedEvent | null = null;
    for (const [source, log] of logs.entries()) {
      const position = next[source] ?? 0;
      const event = log.events[position];
      if (event === undefined) continue;
      const candidate = { source, browserId: log.label, position, event };
      if (best === null || comesFirst(candidate, best)) best = candidate;
    }
    if (best === null) break;
    merged.push(best);
    next[best.source] = (next[best.source] ?? 0) + 1;
  }
  return merged;
};
