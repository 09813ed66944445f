import { ApiError } from '../http/api-error.ts';

/** A 4-digit code falls to 10,000 guesses; this many wrong ones per table per window is plenty. */
export const MAX_WRONG_CODES = 10;
export const WRONG_CODE_WINDOW_MS = 60_000;

interface Window {
  readonly startedAt: number;
  readonly wrong: number;
}

/**
 * Counts wrong order-code guesses per table in fixed windows. Kept in memory: a restart forgets
 * them, which costs a guesser nothing a new minute would not, and needs no table of its own.
 */
export const createCodeAttempts = (clock: () => number) => {
  const windows = new Map<string, Window>();

  const current = (tableId: string): Window => {
    const now = clock();
    const window = windows.get(tableId);
    return window !== undefined && now - window.startedAt < WRONG_CODE_WINDOW_MS
      ? window
      : { startedAt: now, wrong: 0 };
  };

  return {
    /** 429 before checking when the table has had too many wrong codes in this window. */
    assertMayTry(tableId: string): void {
      if (current(tableId).wrong >= MAX_WRONG_CODES) {
        throw new ApiError(429, 'tooManyRequests', 429);
      }
    },
    recordWrong(tableId: string): void {
      const window = current(tableId);
      windows.set(tableId, { ...window, wrong: window.wrong + 1 });
      // Expired windows are dropped as they are passed over, so the map stays small.
      for (const [id, old] of windows) {
        if (clock() - old.startedAt >= WRONG_CODE_WINDOW_MS) windows.delete(id);
      }
    },
  };
};
