import type { IRetryPolicy } from '@microsoft/signalr';
import { Effect, Schedule } from 'effect';

export interface Backoff {
  /** The second try waits this long; each further try doubles it. The first try is at once. */
  readonly baseMs: number;
  /** No wait is longer than this: a diner back in range reconnects within it. */
  readonly capMs: number;
  /** Up to this share of each wait is taken off at random, so a restarted hub is not stormed. */
  readonly jitter: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, capMs: 30_000, jitter: 0.2 };

/** The wait before try `attempt` (0 = the first retry): 0, base, 2·base, … up to the cap. */
export const retryDelayMs = (
  attempt: number,
  backoff: Backoff,
  random: () => number = Math.random,
): number => {
  if (attempt <= 0) return 0;
  const exponent = Math.min(attempt - 1, 30);
  const full = Math.min(backoff.capMs, backoff.baseMs * 2 ** exponent);
  return Math.round(full * (1 - backoff.jitter * random()));
};

/**
 * How the live channel tries again: for ever, at once first, then doubling up to the cap.
 * SignalR's own policy gives up after 0, 2, 10 and 30 s, which leaves a diner whose phone slept
 * through a longer outage silently cut off from the table.
 */
export const reconnectSchedule = (
  backoff: Backoff,
  random: () => number = Math.random,
): Schedule.Schedule<number> =>
  Schedule.forever.pipe(
    Schedule.modifyDelay(({ output }) => Effect.succeed(retryDelayMs(output, backoff, random))),
  );

/** The same waits as SignalR's own retry policy, for a client that keeps SignalR's reconnect. */
export const foreverPolicy = (backoff: Backoff, random?: () => number): IRetryPolicy => ({
  nextRetryDelayInMilliseconds: (context) =>
    retryDelayMs(context.previousRetryCount, backoff, random),
});
