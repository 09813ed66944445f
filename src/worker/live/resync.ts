import { Effect } from 'effect';
import { auditTime, buffer, filter, map, type Observable } from 'rxjs';
import { isBehind } from '../../domain/live/versions.ts';
import { refreshCart } from '../commands/cart-sync.ts';
import { loadPlacedOrder } from '../commands/order.ts';
import { currentState } from '../core/services.ts';

/** `cart`: the cart alone; `table`: the cart and the table's placed order. */
export type ResyncScope = 'cart' | 'table';

/**
 * `gap`: a version was skipped, which a late message may still bring (two server processes
 * announce in their own order); anything else (a cart in another language, a diner's hint, an
 * unreadable message) is a refetch whatever comes next.
 */
export type ResyncReason = 'gap' | 'other';

export interface ResyncRequest {
  readonly scope: ResyncScope;
  readonly reason: ResyncReason;
}

/** The requests of one window, as one refetch. */
export interface ResyncWindow {
  readonly scope: ResyncScope;
  /** Every request was for a gap: a window whose gaps late messages filled costs nothing. */
  readonly onlyGaps: boolean;
}

export const DEFAULT_RESYNC_DELAY_MS = 200;

/**
 * Refetches for what the live channel could not say are coalesced from the first request on, so
 * a burst (a backplane coming back, a diner spamming hints) costs one refetch per window, and one
 * arriving during a refetch gets another after it, since that one may have read the table before
 * the change.
 */
export const gatherResyncs = (
  requests: Observable<ResyncRequest>,
  delayMs: number,
): Observable<ResyncWindow> =>
  requests.pipe(
    buffer(requests.pipe(auditTime(delayMs))),
    filter((batch) => batch.length > 0),
    map((batch) => ({
      scope: batch.some((request) => request.scope === 'table') ? 'table' : 'cart',
      onlyGaps: batch.every((request) => request.reason === 'gap'),
    })),
  );

/** One window's refetch, through the cart queue so it reads the table behind this diner's writes. */
export const resync = (gathered: ResyncWindow) =>
  Effect.gen(function* () {
    const { live, session } = yield* currentState;
    // The messages a reordering held back arrived meanwhile: nothing is missing any more.
    if (gathered.onlyGaps && !isBehind(live, session.tableId)) return;
    const cart = Effect.ignore(refreshCart('general'));
    yield* gathered.scope === 'table'
      ? Effect.all([cart, Effect.ignore(loadPlacedOrder)], { concurrency: 'unbounded' })
      : cart;
  });
