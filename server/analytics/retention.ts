import type { Queryable } from '../db/database.ts';

export interface AnalyticsRetention {
  /** Lines older than this many days are let go. */
  readonly keepDays: number;
  /** A merchant's newest lines kept (lines naming no merchant count as one more merchant). */
  readonly keepRows: number;
  /** The least time between two sweeps of one merchant's lines. */
  readonly sweepEveryMs: number;
}

/**
 * A month, and fifty thousand lines a merchant: what the staff read back (the newest 500 at a
 * time) and a diagnosis wants, while a public endpoint that stores what anyone sends cannot grow
 * without end (a stranger's probe of 2026-11-28 wrote up to 19 MB a minute from one address).
 */
export const DEFAULT_ANALYTICS_RETENTION: AnalyticsRetention = {
  keepDays: 30,
  keepRows: 50_000,
  sweepEveryMs: 60_000,
};

/** Lets a merchant's old and surplus lines go; the caller decides when. */
export const sweepAnalytics = async (
  db: Queryable,
  merchantId: string | null,
  retention: AnalyticsRetention,
): Promise<void> => {
  await db.query(
    `delete from analytics_events
      where merchant_id is not distinct from $1::bigint
        and received_at < now() - make_interval(days => $2::int)`,
    [merchantId, retention.keepDays],
  );
  await db.query(
    `delete from analytics_events
      where merchant_id is not distinct from $1::bigint and id <= (
        select id from analytics_events where merchant_id is not distinct from $1::bigint
         order by id desc offset $2::int limit 1)`,
    [merchantId, retention.keepRows],
  );
};

/**
 * Sweeps a merchant's lines after a batch is stored, at most once a `sweepEveryMs` for each
 * merchant, so a busy endpoint spends two deletes a minute a merchant on it.
 */
export const createAnalyticsSweeper = (
  db: Queryable,
  clock: () => number,
  retention: AnalyticsRetention = DEFAULT_ANALYTICS_RETENTION,
) => {
  const lastSwept = new Map<string, number>();
  return async (merchantId: string | null): Promise<void> => {
    const key = merchantId ?? '';
    const now = clock();
    if (now - (lastSwept.get(key) ?? -Infinity) < retention.sweepEveryMs) return;
    lastSwept.set(key, now);
    await sweepAnalytics(db, merchantId, retention);
  };
};
