import type { CoreContext } from '../core/context.ts';

/** `cart`: the cart alone; `table`: the cart and the table's placed order. */
export type ResyncScope = 'cart' | 'table';

/**
 * `gap`: a version was skipped, which a late message may still bring (two server processes
 * announce in their own order); anything else (a cart in another language, a diner's hint, an
 * unreadable message) is a refetch whatever comes next.
 */
export type ResyncReason = 'gap' | 'other';

export interface Resync {
  /** Refetch soon; every request until then is served by the same refetch. */
  readonly request: (scope: ResyncScope, reason?: ResyncReason) => void;
  readonly cancel: () => void;
}

export interface ResyncFlows {
  /** Through the cart queue, so it reads the table behind this diner's own writes. */
  readonly refetchCart: () => Promise<unknown>;
  /** Asks the table for its order: one this diner never heard of is found too. */
  readonly loadPlacedOrder: () => Promise<unknown>;
  /** Whether what the diner is shown is still known to be older than the table. */
  readonly stillBehind: () => boolean;
}

export const DEFAULT_RESYNC_DELAY_MS = 200;

/**
 * Refetches for what the live channel could not say: a gap in the versions, a cart in another
 * language, a diner's hint. Requests are coalesced from the first one on, so a burst (a backplane
 * coming back, a diner spamming hints) costs one refetch per window, and one arriving during a
 * refetch gets another after it, since that one may have read the table before the change. A
 * window of gaps alone that late messages have filled by its end costs nothing.
 */
export const makeResync = (
  ctx: CoreContext,
  flows: ResyncFlows,
  delayMs = DEFAULT_RESYNC_DELAY_MS,
): Resync => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wanted: ResyncScope | null = null;
  let onlyGaps = true;

  const run = () => {
    timer = undefined;
    const scope = wanted;
    const forgivable = onlyGaps;
    wanted = null;
    onlyGaps = true;
    if (scope === null) return;
    // The messages a reordering held back arrived meanwhile: nothing is missing any more.
    if (forgivable && !flows.stillBehind()) return;
    const work =
      scope === 'table'
        ? Promise.all([flows.refetchCart(), flows.loadPlacedOrder()])
        : flows.refetchCart();
    ctx.background('live resync', work);
  };

  return {
    request: (scope, reason = 'other') => {
      wanted = wanted === 'table' || scope === 'table' ? 'table' : 'cart';
      if (reason !== 'gap') onlyGaps = false;
      timer ??= setTimeout(run, delayMs);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      wanted = null;
      onlyGaps = true;
    },
  };
};
