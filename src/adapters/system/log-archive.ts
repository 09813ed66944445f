import type { AppEvent } from '../../domain/events.ts';

/**
 * Where the session log outlives the page (issue 14): a reload keeps the developer panel's
 * timeline and what "report a problem" sends. The browser's is IndexedDB
 * (indexeddb-log-archive.ts); tests hold one in memory.
 */
export interface LogArchive {
  /** Earlier runs of the app in this browser, oldest first, each as it was logged. */
  readonly earlierRuns: () => Promise<readonly (readonly AppEvent[])[]>;
  /** Keeps an event of this run (secrets already redacted); never blocks the caller. */
  readonly keep: (event: AppEvent) => void;
  /** Writes what waits now (the page is going away; a test wants it stored). */
  readonly flush: () => Promise<void>;
}

/** An archive in memory: each `run()` is the next run, which sees the runs before it. */
export const memoryLogArchive = () => {
  const runs: AppEvent[][] = [];
  return {
    run: (): LogArchive => {
      const earlier = runs.map((events) => [...events]);
      const mine: AppEvent[] = [];
      runs.push(mine);
      return {
        earlierRuns: async () => earlier,
        keep: (event) => {
          mine.push(event);
        },
        flush: async () => undefined,
      };
    },
  };
};
