import type { Queryable } from '../db/database.ts';

export interface AnalyticsRetention {
  /** Lines older than this many days are let go. */
  readonly keepDays: number;
  /** A merchant's newest lines kept (lines naming no merchant count as one more merchant). */
  readonly keepRows: number;
  /**
   * One sender's newest lines kept of a merchant's: a fifth, so a script at one address fills a
   * fifth of the merchant's lines at most and the other four fifths stay its diners'.
   */
  readonly keepRowsPerSender: number;
  /** The least time between two sweeps of one merchant's lines for one sender… */
  readonly sweepEveryMs: number;
  /**
   * …unless the sender has stored this many lines since: a minute of batches from one address
   * (300 of 50) is more than its share, and waiting the minute let it keep two and a half shares.
   */
  readonly sweepEveryLines: number;
}

/**
 * A month, and fifty thousand lines a merchant: what the staff read back (the newest 500 at a
 * time) and a diagnosis wants, while a public endpoint that stores what anyone sends cannot grow
 * without end (a stranger's probe of 2026-11-28 wrote up to 19 MB a minute from one address).
 */
export const DEFAULT_ANALYTICS_RETENTION: AnalyticsRetention = {
  keepDays: 30,
  keepRows: 50_000,
  keepRowsPerSender: 10_000,
  sweepEveryMs: 60_000,
  sweepEveryLines: 1_000,
};

/** Lines of one merchant, or of none: `is not distinct from` would use no index. */
const ofMerchant = (merchantId: string | null): string =>
  merchantId === null ? 'merchant_id is null' : 'merchant_id = $1::bigint';

/**
 * Lets a merchant's old and surplus lines go, the sender's surplus first (`sender`: the one whose
 * batch was just stored); the caller decides when.
 */
export const sweepAnalytics = async (
  db: Queryable,
  merchantId: string | null,
  retention: AnalyticsRetention,
  sender: string | null = null,
): Promise<void> => {
  const which = ofMerchant(merchantId);
  const merchant = merchantId === null ? [] : [merchantId];
  const n = merchant.length + 1;
  if (sender !== null) {
    const theirs = `${which} and sender = $${n + 1}`;
    await db.query(
      `delete from analytics_events
        where ${theirs} and id <= (
          select id from analytics_events where ${theirs} order by id desc offset $${n}::int limit 1)`,
      [...merchant, retention.keepRowsPerSender, sender],
    );
  }
  await db.query(
    `delete from analytics_events
      where ${which} and received_at < now() - make_interval(days => $${n}::int)`,
    [...merchant, retention.keepDays],
  );
  await db.query(
    `delete from analytics_events
      where ${which} and id <= (
        select id from analytics_events where ${which} order by id desc offset $${n}::int limit 1)`,
    [...merchant, retention.keepRows],
  );
};

/**
 * Sweeps a merchant's lines after a batch is stored, at most once a `sweepEveryMs` for each
 * merchant and sender unless the sender stored `sweepEveryLines` since, so a busy endpoint spends
 * a few deletes a minute a merchant on it and one sender stays near its share. A merchant whose
 * pages send nothing more keeps its last lines until they do.
 */
export const createAnalyticsSweeper = (
  db: Queryable,
  clock: () => number,
  retention: AnalyticsRetention = DEFAULT_ANALYTICS_RETENTION,
) => {
  const lastSwept = new Map<string, { readonly at: number; lines: number }>();
  return async (merchantId: string | null, sender: string, lines: number): Promise<void> => {
    const key = `${merchantId ?? ''}:${sender}`;
    const now = clock();
    const last = lastSwept.get(key);
    if (last !== undefined && now - last.at < retention.sweepEveryMs) {
      last.lines += lines;
      if (last.lines < retention.sweepEveryLines) return;
    }
    // Forgotten as they come due again, so senders that went quiet do not pile up here.
    for (const [swept, { at }] of lastSwept)
      if (now - at >= retention.sweepEveryMs) lastSwept.delete(swept);
    lastSwept.set(key, { at: now, lines: 0 });
    await sweepAnalytics(db, merchantId, retention, sender);
  };
};
