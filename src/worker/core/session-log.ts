import type { AppEvent } from '../../domain/events.ts';

/**
 * The newest 50,000 events of the session. A table session logs a few thousand events (a
 * countdown adds 60); the cap only bounds a tab left open for days, at roughly 1 KB an event.
 * The oldest events are dropped, never renumbered: an exported log whose first seq is above 1
 * was cut, and replays from that point on rather than from the start of the session.
 */
export const SESSION_LOG_CAP = 50_000;

export interface SessionLog {
  readonly append: (event: AppEvent) => void;
  readonly events: () => readonly AppEvent[];
  readonly size: () => number;
}

export const makeSessionLog = (cap: number = SESSION_LOG_CAP): SessionLog => {
  let buffer: AppEvent[] = [];
  let start = 0;
  return {
    append: (event) => {
      buffer.push(event);
      if (buffer.length - start > cap) start += 1;
      // Compacting once the dead prefix is as long as the cap keeps appends O(1) amortised.
      if (start >= cap) {
        buffer = buffer.slice(start);
        start = 0;
      }
    },
    events: () => buffer.slice(start),
    size: () => buffer.length - start,
  };
};
