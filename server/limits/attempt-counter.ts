import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export interface GuessKey {
  readonly key: string;
  readonly max: number;
}

export interface AttemptCounter {
  /**
   * Counts one try against every key, then answers 429 when any key has gone past its window's
   * most, and takes the try back from every key (a refused try uses nothing up). Counting first
   * makes it one statement: tries sent at once, to one process or several, cannot all read a
   * count from before the others; only tries counted within the most go on.
   */
  charge(keys: readonly GuessKey[]): Promise<void>;
  /** Gives back a try that proved right: only wrong guesses use a window up. */
  refund(keys: readonly GuessKey[]): Promise<void>;
  /**
   * A try charged first (429 past the most), then `attempt`; given back unless `wrong` says its
   * outcome was a wrong guess, and when it throws (nothing was guessed).
   */
  guess<T>(
    keys: readonly GuessKey[],
    attempt: () => Promise<T>,
    wrong: (outcome: T) => boolean,
  ): Promise<T>;
}

/** How often a process drops windows that ended: the table holds the last few minutes' keys. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the database, shared by every server process on it (several behind a
 * load balancer would otherwise each give a guesser a whole window). `name` keeps one counter's
 * keys apart from another's; the window starts at a key's first try.
 */
export const createAttemptCounter = (
  db: Queryable,
  clock: () => number,
  name: string,
  windowMs: number,
): AttemptCounter => {
  let sweptAt = Number.NEGATIVE_INFINITY;
  const keysOf = (keys: readonly GuessKey[]) => keys.map(({ key }) => `${name}:${key}`);

  const sweep = async (now: number) => {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    // Rows another try holds are left for the next sweep, not waited for (nor deadlocked on).
    await db.query(
      `delete from attempt_windows where key in (
         select key from attempt_windows where expires_at <= $1 for update skip locked)`,
      [now],
    );
  };

  const refund = async (keys: readonly GuessKey[]) => {
    if (keys.length === 0) return;
    // Locked in key order, as the charge's upsert locks them: two tries of one seat and address,
    // one charging while the other gives back, must not each hold the row the other waits for.
    await db.query(
      `update attempt_windows w set count = greatest(w.count - 1, 0)
         from (select key from attempt_windows
                where key = any($1::text[]) and expires_at > $2::bigint
                order by key for update) mine
        where w.key = mine.key`,
      [keysOf(keys), clock()],
    );
  };

  const counter: AttemptCounter = {
    async charge(keys) {
      if (keys.length === 0) return;
      const now = clock();
      const named = keysOf(keys);
      await sweep(now);
      const counted = await db.query<{ key: string; count: number }>(
        `insert into attempt_windows (key, expires_at, count)
           select distinct k, $2::bigint, 1 from unnest($1::text[]) as k order by k
         on conflict (key) do update set
           count = case when attempt_windows.expires_at <= $3::bigint then 1
                        else attempt_windows.count + 1 end,
           expires_at = case when attempt_windows.expires_at <= $3::bigint then excluded.expires_at
                             else attempt_windows.expires_at end
         returning key, count`,
        [named, now + windowMs, now],
      );
      const countOf = new Map(counted.map((row) => [row.key, row.count]));
      const over = keys.some(({ max }, index) => (countOf.get(named[index] ?? '') ?? 0) > max);
      if (!over) return;
      await refund(keys);
      throw new ApiError(429, 'tooManyRequests', 429);
    },
    refund,
    async guess(keys, attempt, wrong) {
      await counter.charge(keys);
      const outcome = await attempt().catch(async (error: unknown) => {
        await refund(keys);
        throw error;
      });
      if (!wrong(outcome)) await refund(keys);
      return outcome;
    },
  };
  return counter;
};
