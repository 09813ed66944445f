import { conflictCart, getCart, updateCart } from '../../adapters/api/cart.ts';
import { type ApiError, failureCode } from '../../adapters/http/errors.ts';
import { userCartItems, type PendingCartEdit } from '../../domain/cart/state.ts';
import type { CartOrder } from '../../domain/model/order.ts';
import { isBehind } from '../../domain/live/versions.ts';
import { orderTypeOf } from '../../domain/rules/order-type.ts';
import { validateGuestCount } from '../../domain/validation/guest-count.ts';
import type { CommandResult } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { cartUserId } from '../core/identity.ts';
import { done, fail, key, messageText, notReady, refused } from '../core/results.ts';

export const DEFAULT_CONFLICT_RETRIES = 5;
/** Fetches asked for again in a row when each lands older than the version the channel heard. */
export const STILL_BEHIND_REFETCHES = 3;

export interface CartSync {
  /** GET the table's cart now (callers inside the cart queue); `general`: failures only logged. */
  readonly fetchNow: (context: 'loadCart' | 'general') => Promise<CommandResult>;
  /** The same, queued behind any write in flight. */
  readonly refresh: (context?: 'loadCart' | 'general') => Promise<CommandResult>;
  /** Resolves when the edit logged as `seq` is confirmed or dropped. */
  readonly confirmation: (seq: number) => Promise<CommandResult>;
  /** Starts writing pending edits if no write is under way; resolves when none are left. */
  readonly sync: () => Promise<void>;
}

/** The product an edit was about, for the write's informational productId. */
const productOf = (
  edit: PendingCartEdit | undefined,
  cart: CartOrder,
  me: string,
): string | null => {
  if (edit === undefined) return null;
  if (edit.type === 'CartItemAdded') return edit.payload.line.productId;
  return userCartItems(cart, me)[edit.payload.lineIndex]?.productId ?? null;
};

/**
 * The write queue. One write at a time carries every pending edit of this diner (their lines as
 * edited, on the confirmed cartRowVersion). A write that lost to another diner's (66666) takes
 * the table's cart from the error and replays the pending edits on it, then writes again, up to
 * `retries` times; so no diner's item is lost to a race. Any other refusal rolls the edits back.
 */
export const makeCartSync = (
  ctx: CoreContext,
  /** A fetch landed older than a version the live channel showed missing: fetch again. */
  whenStillBehind: () => void = () => undefined,
): CartSync => {
  const { store, call } = ctx;
  const retries = ctx.deps.cartConflictRetries ?? DEFAULT_CONFLICT_RETRIES;
  const waiters = new Map<number, (result: CommandResult) => void>();
  let olderFetches = 0;
  let running: Promise<void> | null = null;

  /** Every waiter whose edit is no longer pending learns how its write went. */
  const settle = (result: CommandResult) => {
    const pending = new Set(store.state().cart.pending.map((edit) => edit.seq));
    for (const [seq, resolve] of waiters) {
      if (pending.has(seq)) continue;
      waiters.delete(seq);
      resolve(result);
    }
  };

  const take = (cart: CartOrder, settled: number, liveVersion?: number) =>
    store.dispatch({
      type: 'CartReplacedFromServer',
      payload: { cart, settled, ...(liveVersion === undefined ? {} : { liveVersion }) },
    });

  const fetchNow = async (context: 'loadCart' | 'general'): Promise<CommandResult> => {
    const { session } = store.state();
    if (session.merchantId === null || session.tableId === null) return notReady('table');
    const browserId = session.fingerprint ?? session.guestUuid ?? '';
    const heardSettings = () => {
      const heard = store.state().live.heard;
      return { guests: heard?.guestsAt ?? null, orderType: heard?.orderTypeAt ?? null };
    };
    const heardBefore = heardSettings();
    const reply = await call(getCart({ merchantId: session.merchantId, browserId }));
    if (reply.ok && reply.value !== null) {
      const { cart, liveVersion } = reply.value;
      take(cart, 0, liveVersion ?? undefined);
      // Only a server that says which version it read can say the fetch was not new enough; one
      // that keeps answering older than it announced is asked a few times, then left be.
      const stillBehind = isBehind(store.state().live, store.state().session.tableId);
      olderFetches = liveVersion !== null && stillBehind ? olderFetches + 1 : 0;
      if (olderFetches > 0 && olderFetches <= STILL_BEHIND_REFETCHES) whenStillBehind();
      if (olderFetches === STILL_BEHIND_REFETCHES + 1) {
        ctx.deps.logger.warn(`the server keeps answering the table older than v${liveVersion}`);
      }
      // The table's settings are the table's: a diner who joins (or reloads, or refetches after
      // a gap) takes them, unless the server announced one while this was fetched (the reply may
      // be from before it).
      const heardNow = heardSettings();
      const { guestCount, orderType } = store.state().session;
      const { guests } = cart;
      if (
        validateGuestCount(guests).ok &&
        guests !== guestCount &&
        heardNow.guests === heardBefore.guests
      ) {
        store.dispatch({ type: 'GuestCountChanged', payload: { count: guests } });
      }
      // Only a diner who has chosen: a newcomer still meets the order-type chooser (docs/ui.md).
      const tableOrderType = orderTypeOf(cart);
      if (
        orderType !== null &&
        tableOrderType !== null &&
        tableOrderType !== orderType &&
        heardNow.orderType === heardBefore.orderType
      ) {
        store.dispatch({ type: 'OrderTypeChosen', payload: { orderType: tableOrderType } });
      }
      return done;
    }
    if (reply.ok) {
      store.dispatch({ type: 'CartLoadFailed', payload: { message: 'cart.fetchEmptyData' } });
      ctx.toast({ kind: 'key', key: 'cart.fetchEmptyData' });
      return notReady('cart');
    }
    const resolution = await ctx.report(reply.error, context);
    const message = messageText(resolution.message, 'cart.fetchFailed');
    store.dispatch({ type: 'CartLoadFailed', payload: { message } });
    return refused(reply.error, resolution);
  };

  /** A refused write: roll back, say why (§8), and reload when the server sent its cart. */
  const refuse = async (error: ApiError) => {
    const resolution = await ctx.report(error, 'updateCart');
    const message = messageText(resolution.message, 'cart.updateFailed');
    store.dispatch({ type: 'CartSyncFailed', payload: { code: failureCode(error), message } });
    settle(refused(error, resolution));
    const cart = error._tag === 'ApiFailure' ? conflictCart(error) : null;
    // No reply (timeout, dropped connection) does not mean no write: the server may have
    // committed it, so the table is read again rather than trusted as it was before.
    const unanswered = failureCode(error) === null;
    if (cart !== null) take(cart, 0);
    else if (resolution.handling === 'showAndReloadCart' || unanswered) await fetchNow('general');
  };

  const writeOnce = async (conflicts: number): Promise<number | null> => {
    const { cart, session } = store.state();
    const me = cartUserId(session);
    if (
      cart.pending.length === 0 ||
      cart.confirmed === null ||
      cart.current === null ||
      me === null
    ) {
      return null;
    }
    const sent = cart.pending.length;
    const reply = await call(
      updateCart({
        cart: cart.confirmed,
        orderItems: userCartItems(cart.current, me),
        merchantId: session.merchantId ?? '',
        productId: productOf(cart.pending.at(-1), cart.current, me),
      }),
    );
    if (reply.ok) {
      take(reply.value, sent);
      settle(done);
      return 0;
    }
    const lost = reply.error._tag === 'ApiFailure' && reply.error.code === 66666;
    const table = lost && reply.error._tag === 'ApiFailure' ? conflictCart(reply.error) : null;
    if (table !== null && conflicts < retries) {
      ctx.deps.analytics.track('cart_conflict_replayed', { attempt: conflicts + 1 });
      take(table, 0);
      return conflicts + 1;
    }
    await refuse(reply.error);
    return 0;
  };

  const drain = async () => {
    for (let conflicts: number | null = 0; conflicts !== null;) {
      conflicts = await writeOnce(conflicts);
    }
    settle(done);
  };

  /** A bug inside a write must not leave edits pending for ever: roll them back, say so. */
  const crashed = (error: unknown) => {
    ctx.deps.logger.error('cart write failed', error);
    const message = key('cart.updateFailed');
    store.dispatch({
      type: 'CartSyncFailed',
      payload: { code: null, message: 'cart.updateFailed' },
    });
    ctx.toast(message);
    settle(fail({ kind: 'refused', code: null, message }));
  };

  const sync = (): Promise<void> => {
    running ??= ctx
      .cartQueue(drain)
      .catch(crashed)
      .finally(() => {
        running = null;
        // An edit made while the last write was being answered starts the next round.
        if (store.state().cart.pending.length > 0) ctx.background('cart write', sync());
      });
    return running;
  };

  return {
    fetchNow,
    refresh: (context = 'loadCart') => ctx.cartQueue(() => fetchNow(context)),
    confirmation: (seq) =>
      store.state().cart.pending.some((edit) => edit.seq === seq)
        ? new Promise((resolve) => waiters.set(seq, resolve))
        : Promise.resolve(done),
    sync,
  };
};
