import { Context, Deferred, Effect, Layer, Schedule } from 'effect';
import { PopupName } from '../../domain/popups/events.ts';
import { conflictCart, getCart, updateCart } from '../../adapters/api/cart.ts';
import { getMenu } from '../../adapters/api/menu.ts';
import { ITEM_SOLD_OUT } from '../../domain/errors/catalogue.ts';
import { onSaleProductIds } from '../../domain/menu/on-sale.ts';
import { type ApiError, failureCode } from '../../adapters/http/errors.ts';
import { Analytics } from '../../adapters/system/analytics.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { serverCartEvent } from '../../domain/cart/server-cart.ts';
import type { CartItemAdded } from '../../domain/cart/events.ts';
import { userCartItems, userCartOf, type PendingCartEdit } from '../../domain/cart/state.ts';
import { isBehind } from '../../domain/live/versions.ts';
import type { CartOrder, OrderItem } from '../../domain/model/order.ts';
import { sameLines } from '../../domain/cart/same-lines.ts';
import { sameDishes } from '../../domain/cart/overtaken.ts';
import { takenSince } from '../../domain/order/rounds.ts';
import { orderTypeOf } from '../../domain/rules/order-type.ts';
import type { AppState } from '../../domain/state.ts';
import { validateGuestCount } from '../../domain/validation/guest-count.ts';
import { CommandRefused, type CommandFailure, notReady } from '../core/failures.ts';
import { dishList } from '../core/dish-list.ts';
import { cartUserId } from '../core/identity.ts';
import { refusal, report } from '../core/report.ts';
import { key, messageText } from '../core/results.ts';
import { type HttpClient } from '../../adapters/http/client.ts';
import type { LiveChannel } from '../../adapters/live/service.ts';
import type { Fingerprint } from '../../adapters/system/fingerprint.ts';
import type { Ids } from '../../adapters/system/ids.ts';
import type { LiveLink } from '../live/link.ts';
import type { Reseating } from '../live/reseat.ts';
import {
  lostIn,
  orderingMark,
  type Overtaken,
  sayOrderedAnyway,
  type SentWrite,
} from './overtaken.ts';
import { reportTableRead } from './party-left.ts';
import { loadPlacedOrder } from './placed-order.ts';
import {
  type Background,
  type CartQueue,
  CoreConfig,
  type FollowUps,
  Store,
  currentState,
  emit,
  followUp,
  inBackground,
  inCartQueue,
  toast,
} from '../core/services.ts';

export const DEFAULT_CONFLICT_RETRIES = 5;
/** Fetches asked for again in a row when each lands older than the version the channel heard. */
export const STILL_BEHIND_REFETCHES = 3;

/** The diner's lines the server no longer prices: letting them go changes no priced line. */
const goneLinesOf = (cart: CartOrder, me: string | null): number =>
  userCartOf(cart, me)?.invalidOrderItems.length ?? 0;

/** A write sent on `base` that got no reply: it may have landed (docs/offline.md). */
interface UnansweredWrite extends SentWrite {
  readonly base: number;
  readonly lines: readonly OrderItem[];
  /** How many of the diner's lines that went it left them (none once they let them go). */
  readonly gone: number;
  /** How many pending edits it carried: settled at once if the table shows it landed. */
  readonly edits: number;
  /** The table's order and newest round as it went: a round placed since may take its lines. */
  readonly mark: string | null;
}

/** What a write, or edits held offline, were made on: enough to tell what a round overtook. */
type HeldOn = SentWrite & { readonly mark: string | null };

/** What the write queue keeps between runs. */
interface CartWritesShape {
  /** The caller of each unconfirmed edit, by the edit's seq: told how its write went. */
  readonly waiters: Map<number, Deferred.Deferred<void, CommandFailure>>;
  /** The write round under way: whoever asks to write joins it. */
  running: Deferred.Deferred<void> | null;
  /** Fetches in a row that landed older than a version the live channel heard. */
  olderFetches: number;
  /** The write on its way, until its reply. */
  inFlight: UnansweredWrite | null;
  /** The write that got no reply, until a fetched cart tells whether it landed. */
  unanswered: UnansweredWrite | null;
  /** Where edits held offline were made (the confirmed cart, the ordering), until a cart read. */
  heldOn: HeldOn | null;
  /**
   * This diner's lines are being cleared: the server's word of it to the table is left to the
   * reply, as a write's is, so the clear still finds the lines it offers back (Undo).
   */
  clearing: boolean;
  /** Removals a conflict found too late for their lines, said once the writes are done. */
  overtaken: Overtaken | null;
}

export class CartWrites extends Context.Service<CartWrites, CartWritesShape>()(
  'tablefold/CartWrites',
) {}

export const cartWritesLayer: Layer.Layer<CartWrites> = Layer.sync(CartWrites, () => ({
  waiters: new Map(),
  running: null,
  olderFetches: 0,
  inFlight: null,
  unanswered: null,
  heldOn: null,
  clearing: false,
  overtaken: null,
}));

/** Every waiter whose edit is no longer pending learns how its write went. */
const settle = (outcome: Effect.Effect<void, CommandFailure>) =>
  Effect.gen(function* () {
    const writes = yield* CartWrites;
    const { cart } = yield* currentState;
    const pending = new Set(cart.pending.map((edit) => edit.seq));
    for (const [seq, waiter] of writes.waiters) {
      if (pending.has(seq)) continue;
      writes.waiters.delete(seq);
      Deferred.doneUnsafe(waiter, outcome);
    }
  });

/** Held edits do not keep their callers waiting: they learn their edit is kept, not yet sent. */
const releaseWaiters = Effect.gen(function* () {
  const writes = yield* CartWrites;
  for (const waiter of writes.waiters.values()) Deferred.doneUnsafe(waiter, Effect.void);
  writes.waiters.clear();
});

/**
 * Takes a cart the server sent: logged as what changed from the cart this diner expected, when
 * it holds one (cart/server-cart.ts), so the log carries the change, not the table.
 */
export const takeServerCart = (cart: CartOrder, settled: number, liveVersion?: number) =>
  Effect.flatMap(currentState, (state) =>
    emit(serverCartEvent(state.cart, cart, settled, liveVersion)),
  );

const take = takeServerCart;

/** Table settings the live channel announced, by the version it announced them at. */
const heardSettings = (state: AppState) => ({
  guests: state.live.heard?.guestsAt ?? null,
  orderType: state.live.heard?.orderTypeAt ?? null,
});

/**
 * The table's settings are the table's: a diner who joins (or reloads, or refetches after a gap)
 * takes them, unless the server announced one while this was fetched (the reply may be from
 * before it). An order type only for a diner who has chosen one: a newcomer takes the party's
 * at the start-up, once the table's order is known too (orderTypeToJoin), or meets the chooser.
 */
const takeTableSettings = (cart: CartOrder, heardBefore: ReturnType<typeof heardSettings>) =>
  Effect.gen(function* () {
    const state = yield* currentState;
    const heardNow = heardSettings(state);
    const { guestCount, orderType } = state.session;
    const { guests } = cart;
    if (
      validateGuestCount(guests).ok &&
      guests !== guestCount &&
      heardNow.guests === heardBefore.guests
    ) {
      yield* emit({ type: 'GuestCountChanged', payload: { count: guests } });
    }
    const tableOrderType = orderTypeOf(cart);
    if (
      orderType !== null &&
      tableOrderType !== null &&
      tableOrderType !== orderType &&
      heardNow.orderType === heardBefore.orderType
    ) {
      yield* emit({ type: 'OrderTypeChosen', payload: { orderType: tableOrderType } });
    }
  });

/**
 * Only a server that says which version it read can say the fetch was not new enough; one that
 * keeps answering older than it announced is asked a few times, then left be.
 */
const checkCaughtUp = (liveVersion: number | null) =>
  Effect.gen(function* () {
    const writes = yield* CartWrites;
    const state = yield* currentState;
    const stillBehind = isBehind(state.live, state.session.tableId);
    writes.olderFetches = liveVersion !== null && stillBehind ? writes.olderFetches + 1 : 0;
    if (writes.olderFetches > 0 && writes.olderFetches <= STILL_BEHIND_REFETCHES) {
      yield* followUp({ kind: 'resync', scope: 'table', reason: 'other' });
    }
    if (writes.olderFetches === STILL_BEHIND_REFETCHES + 1) {
      const logger = yield* Logger;
      logger.warn(`the server keeps answering the table older than v${liveVersion}`);
    }
  });

const fetchFailed = (error: ApiError, context: 'loadCart' | 'general', saidAlready: boolean) =>
  Effect.gen(function* () {
    // A read nobody asked for by name (a refresh after a login, a live notice, the network's
    // return) is only logged, whatever failed: a server error said "Something went wrong" beside
    // the failure the diner's own next step says (a 401 still logs out, a clear is still told).
    const quiet = saidAlready || context === 'general';
    const resolution = yield* reportTableRead(error, context, quiet);
    const message = messageText(resolution.message, 'cart.fetchFailed');
    yield* emit({ type: 'CartLoadFailed', payload: { message } });
    return yield* Effect.fail(refusal(error, resolution));
  });

/**
 * GET the table's cart now (callers inside the cart queue); `general`: failures only logged.
 * `saidAlready`: a call just before it failed and said so (the start-up's initialize), so its
 * failure is not said again, though it still marks the cart unread.
 */
export const fetchCart = (context: 'loadCart' | 'general', saidAlready = false) =>
  Effect.gen(function* () {
    const { session } = yield* currentState;
    if (session.merchantId === null || session.tableId === null) return yield* notReady('table');
    const browserId = session.fingerprint ?? session.guestUuid ?? '';
    const heardBefore = heardSettings(yield* currentState);
    const reply = yield* getCart({ merchantId: session.merchantId, browserId }).pipe(
      Effect.catch((error) => fetchFailed(error, context, saidAlready)),
    );
    if (reply === null) {
      yield* emit({ type: 'CartLoadFailed', payload: { message: 'cart.fetchEmptyData' } });
      yield* toast(key('cart.fetchEmptyData'));
      return yield* notReady('cart');
    }
    yield* take(reply.cart, yield* landedEdits(reply.cart), reply.liveVersion ?? undefined);
    yield* checkCaughtUp(reply.liveVersion);
    yield* takeTableSettings(reply.cart, heardBefore);
    yield* releaseHeldEdits;
  });

/**
 * A write that got no reply may have landed: it did when the table moved past the version it
 * was sent on and holds this diner's lines exactly as sent, or when a round placed since took
 * them as sent (wentWithRound). Then the edits it carried are settled, not written again (a
 * repeated "add one" would add two, or order the dish twice).
 */
const landedEdits = (cart: CartOrder) =>
  Effect.gen(function* () {
    const writes = yield* CartWrites;
    const unanswered = writes.unanswered;
    const { session, cart: local } = yield* currentState;
    const heldOn = writes.heldOn;
    writes.heldOn = null;
    // Edits held offline, never sent: a round placed meanwhile overtook them just the same,
    // after a write that got no reply too (judged from the cart before it, as they were made on
    // it; only a round since that holds the dish from this diner names it: sayOrderedAnyway).
    if (heldOn !== null) yield* noteOvertaken(cart, { ...heldOn, sent: local.pending });
    if (unanswered === null) return 0;
    writes.unanswered = null;
    const me = cartUserId(session);
    const landed =
      (cart.cartRowVersion > unanswered.base &&
        sameLines(userCartItems(cart, me), unanswered.lines) &&
        goneLinesOf(cart, me) === unanswered.gone) ||
      (yield* wentWithRound(cart, unanswered, me));
    // Not landed, a round may have taken what it removed: as a conflict would have said.
    if (!landed) yield* noteOvertaken(cart, unanswered);
    return landed ? unanswered.edits : 0;
  });

/**
 * Whether the write landed and a round placed since took it: the table moved at least twice
 * past its version (the write, then the placement), the diner's entry is empty, and the rounds
 * since it went hold this diner's lines as it sent them, not as they were before it.
 */
const wentWithRound = (cart: CartOrder, write: UnansweredWrite, me: string | null) =>
  Effect.gen(function* () {
    if (me === null || cart.cartRowVersion < write.base + 2) return false;
    if (userCartItems(cart, me).length > 0) return false;
    yield* Effect.ignore(loadPlacedOrder);
    const taken = takenSince((yield* currentState).order.placed, write.mark, me);
    return taken !== null && sameDishes(taken, write.lines);
  });

/** The POS answered: edits held while the network was gone are written again, in order. */
const releaseHeldEdits = Effect.gen(function* () {
  const { network, cart } = yield* currentState;
  if (!network.holding || !network.online) return;
  yield* emit({ type: 'CartEditsReleased', payload: {} });
  if (cart.pending.length > 0) yield* inBackground('held cart edits', syncCart);
});

/** Edits wait while offline or after a write found the POS unreachable (docs/offline.md). */
const holdEdits = (reason: 'offline' | 'unreachable') =>
  Effect.gen(function* () {
    const { network, cart } = yield* currentState;
    const writes = yield* CartWrites;
    if (!network.holding) yield* emit({ type: 'CartEditsHeld', payload: { reason } });
    if (reason === 'offline' && writes.heldOn === null && cart.confirmed !== null)
      writes.heldOn = { from: cart.confirmed, sent: [], mark: yield* orderingMark };
    yield* releaseWaiters;
  });

/** The same, queued behind any write in flight. */
export const refreshCart = (context: 'loadCart' | 'general' = 'loadCart', saidAlready = false) =>
  inCartQueue(fetchCart(context, saidAlready));

/** The product an edit was about, for the write's informational productId. */
const productOf = (
  edit: PendingCartEdit | undefined,
  cart: CartOrder,
  me: string,
): string | null => {
  if (edit === undefined) return null;
  if (edit.type === 'CartItemAdded') return edit.payload.line.productId;
  if (edit.type === 'CartGoneLinesDropped') return null;
  return userCartItems(cart, me)[edit.payload.lineIndex]?.productId ?? null;
};

/** A write that lost to another diner's (66666) and brought the table's cart: worth a replay. */
const replayable = (error: ApiError): boolean =>
  error._tag === 'ShoppingCartUpdated' && conflictCart(error) !== null;

/**
 * Each replay of a lost write starts from the table's cart the conflict carried, with this
 * diner's pending edits replayed on it by the fold (rebase), then writes again at once.
 */
const conflictReplays = (retries: number) =>
  Schedule.recurs(retries).pipe(
    Schedule.setInputType<ApiError>(),
    Schedule.tap(({ input, attempt }) =>
      Effect.gen(function* () {
        const table = conflictCart(input);
        if (table === null) return;
        const analytics = yield* Analytics;
        analytics.track('cart_conflict_replayed', { attempt });
        yield* noteOvertaken(table, (yield* CartWrites).inFlight);
        yield* take(table, 0);
      }),
    ),
  );

/**
 * Before a conflict's cart replaces the confirmed one: the diner's removals of lines it no longer
 * holds would replay to nothing, silently (a placement may have taken them: sayOvertaken).
 */
const noteOvertaken = (table: CartOrder, write: HeldOn | null) =>
  Effect.gen(function* () {
    if (write === null) return;
    const writes = yield* CartWrites;
    const lost = yield* lostIn(write, table);
    if (lost.length === 0) return;
    const before = writes.overtaken;
    writes.overtaken = {
      mark: before === null ? write.mark : before.mark,
      lost: [...(before?.lost ?? []), ...lost],
    };
  });

const sayOvertaken = Effect.gen(function* () {
  const writes = yield* CartWrites;
  const overtaken = writes.overtaken;
  if (overtaken === null) return;
  writes.overtaken = null;
  yield* sayOrderedAnyway(overtaken);
});

/**
 * The product sheet says a refusal of its Add beside Add, where the diner is looking, as the
 * cart's note says a placement's (saidByTheNote): a toast as well said it twice. Only while the
 * sheet is open, and only of a write carrying an Add made from it whose caller still waits for it
 * (edits the offline hold released wait for nobody): anything else is the toast's to say.
 */
const saidByTheSheet = (write: UnansweredWrite | null) =>
  Effect.gen(function* () {
    if (!(yield* currentState).popups.open.product) return false;
    const { waiters } = yield* CartWrites;
    const { log } = yield* Store;
    // Made since the sheet now open opened: the sheet's own Add, not a cart stepper's "+" from
    // before it (which waits with nothing to say it) nor another sheet's. A worker's seqs only
    // grow, so the newest opening in its log is this sheet's.
    const opened = log
      .events()
      .findLast(
        (event) => event.type === 'PopupOpened' && event.payload.popup === PopupName.Product,
      );
    const since = opened?.seq ?? 0;
    return (write?.sent ?? []).some(
      (edit) => edit.type === 'CartItemAdded' && edit.seq > since && waiters.has(edit.seq),
    );
  });

/** No reply for lack of a network or in time: the write may have landed, or may not. */
const unanswered = (error: ApiError): boolean =>
  error._tag === 'Unreachable' && error.reason !== 'unreadable';

/** A refused write: roll back, say why (§8), and reload when the server sent its cart. */
const refuseWrite = (error: ApiError) =>
  Effect.gen(function* () {
    const writes = yield* CartWrites;
    if (unanswered(error)) {
      // Kept, not rolled back: the edits wait and the next cart read says whether this landed.
      writes.unanswered = writes.inFlight;
      writes.inFlight = null;
      const logger = yield* Logger;
      logger.warn('a cart write got no reply: its edits wait for the network', error);
      return yield* holdEdits('unreachable');
    }
    const cart = conflictCart(error);
    if (cart !== null && error._tag === 'ShoppingCartUpdated') {
      yield* noteOvertaken(cart, writes.inFlight);
    }
    const sheetSaysIt = yield* saidByTheSheet(writes.inFlight);
    writes.inFlight = null;
    const resolution = yield* report(error, 'updateCart', sheetSaysIt);
    const message = messageText(resolution.message, 'cart.updateFailed');
    yield* emit({ type: 'CartSyncFailed', payload: { code: failureCode(error), message } });
    yield* settle(Effect.fail(refusal(error, resolution)));
    // A reply that could not be read does not mean no write: the server may have committed it,
    // so the table is read again rather than trusted as it was before.
    const unreadable = failureCode(error) === null;
    if (cart !== null) yield* take(cart, 0);
    else if (resolution.handling === 'showAndReloadCart' || unreadable) {
      yield* Effect.ignore(fetchCart('general'));
    }
  });

/**
 * One write: every pending edit of this diner (their lines as edited) on the confirmed
 * cartRowVersion. False when there was nothing to write.
 */
const writePending = Effect.gen(function* () {
  if (!(yield* mayWrite)) return false;
  const { cart, session } = yield* currentState;
  const me = cartUserId(session);
  if (
    cart.pending.length === 0 ||
    cart.confirmed === null ||
    cart.current === null ||
    me === null
  ) {
    return false;
  }
  const sent = cart.pending.length;
  const orderItems = userCartItems(cart.current, me);
  const writes = yield* CartWrites;
  // The write carries what it was made on from here (noteOvertaken at its conflict).
  writes.heldOn = null;
  writes.inFlight = {
    base: cart.confirmed.cartRowVersion,
    lines: orderItems,
    gone: goneLinesOf(cart.current, me),
    edits: sent,
    from: cart.confirmed,
    sent: cart.pending,
    mark: yield* orderingMark,
  };
  const reply = yield* updateCart({
    cart: cart.confirmed,
    orderItems,
    merchantId: session.merchantId ?? '',
    productId: productOf(cart.pending.at(-1), cart.current, me),
  });
  writes.inFlight = null;
  yield* take(reply, sent);
  yield* settle(Effect.void);
  return true;
});

/**
 * Offline, edits wait. After a write that got no reply, the table is read first (which says
 * whether it landed, and releases the edits when the POS answers).
 */
const mayWrite = Effect.gen(function* () {
  const { network, cart } = yield* currentState;
  if (cart.pending.length === 0) return false;
  if (!network.online) {
    yield* holdEdits('offline');
    return false;
  }
  if (!network.holding) return true;
  yield* Effect.ignore(fetchCart('general'));
  return !(yield* currentState).network.holding;
});

/**
 * A write refused for a sold-out dish (2025) held other edits too (dishes added offline, or in
 * quick succession): the menu as it is now says which adds are of dishes sold out since, those
 * are taken out and named, and the rest are written again. Without this the whole write went,
 * and with it every dish added beside the sold-out one. False when there is nothing to keep.
 */
const withdrawSoldOutAdds = (error: ApiError) =>
  Effect.gen(function* () {
    if (failureCode(error) !== ITEM_SOLD_OUT) return false;
    const { cart, session } = yield* currentState;
    if (cart.pending.length < 2 || session.merchantId === null) return false;
    const merchantId = session.merchantId;
    const menu = yield* getMenu({ merchantId }).pipe(
      Effect.map((categories) => ({ read: true as const, categories })),
      Effect.catch((failure) =>
        Effect.succeed({ read: false as const, lost: unanswered(failure) }),
      ),
    );
    const writes = yield* CartWrites;
    if (!menu.read) {
      if (!menu.lost) return false;
      // The network went again (a phone just back online): the edits wait, none is let go.
      writes.inFlight = null;
      yield* holdEdits('unreachable');
      return true;
    }
    // The menu page shows what this read found (a later load's answer still replaces it).
    yield* emit({ type: 'MenuLoaded', payload: { merchantId, categories: menu.categories } });
    const onSale = onSaleProductIds(menu.categories);
    const gone = cart.pending.filter(
      (edit): edit is CartItemAdded =>
        edit.type === 'CartItemAdded' && !onSale.has(edit.payload.line.productId),
    );
    if (gone.length === 0 || gone.length === cart.pending.length) return false;
    writes.inFlight = null;
    const table = conflictCart(error);
    if (table !== null) yield* take(table, 0);
    yield* emit({ type: 'CartAddsWithdrawn', payload: { seqs: gone.map((edit) => edit.seq) } });
    // Their callers learn they were refused; the dishes are named once, here.
    const resolution = yield* report(error, 'updateCart', true);
    yield* settle(Effect.fail(refusal(error, resolution)));
    const dishes = [...new Set(gone.map((edit) => edit.payload.line.menuName))];
    yield* toast({
      kind: 'key',
      key: 'cart.soldOutNotAdded',
      values: { dish: dishList(session.locale, dishes), many: dishes.length > 1 ? 'yes' : 'no' },
    });
    return true;
  });

/**
 * A write that lost to another diner's is replayed up to `cartConflictRetries` times (the
 * conflict schedule), so a race loses no diner's item; a sold-out dish among several edits is
 * taken out and the rest written again; any other refusal rolls the edits back.
 */
const writeRound = Effect.gen(function* () {
  const config = yield* CoreConfig;
  const retries = config.cartConflictRetries ?? DEFAULT_CONFLICT_RETRIES;
  return yield* writePending.pipe(
    Effect.retry({ schedule: conflictReplays(retries), while: replayable }),
    Effect.catch((error) =>
      Effect.gen(function* () {
        if (!(yield* withdrawSoldOutAdds(error))) yield* refuseWrite(error);
        return true;
      }),
    ),
  );
});

const drain = Effect.gen(function* () {
  while (yield* writeRound);
  yield* settle(Effect.void);
  yield* sayOvertaken;
});

/** A bug inside a write must not leave edits pending for ever: roll them back, say so. */
const crashed = (defect: unknown) =>
  Effect.gen(function* () {
    const logger = yield* Logger;
    logger.error('cart write failed', defect);
    const message = key('cart.updateFailed');
    const sheetSaysIt = yield* saidByTheSheet((yield* CartWrites).inFlight);
    yield* emit({ type: 'CartSyncFailed', payload: { code: null, message: 'cart.updateFailed' } });
    if (!sheetSaysIt) yield* toast(message);
    yield* settle(Effect.fail(new CommandRefused({ code: null, refusedBy: 'nobody', message })));
  });

/**
 * Starts writing pending edits unless a write round is under way (then joins it); resolves
 * when none are left. An edit made while the last write was being answered starts the next round.
 */
export const syncCart: Effect.Effect<
  void,
  never,
  | CartWrites
  | CartQueue
  | CoreConfig
  | Store
  // A read refused as 4035 seats the diner again (party-left.ts): the seat's and channel's.
  | Reseating
  | LiveLink
  | LiveChannel
  | Ids
  | Fingerprint
  | FollowUps
  | Background
  | HttpClient
  | Analytics
  | Logger
> = Effect.suspend(() =>
  Effect.gen(function* () {
    const writes = yield* CartWrites;
    if (writes.running !== null) return yield* Deferred.await(writes.running);
    const running: Deferred.Deferred<void> = Deferred.makeUnsafe();
    writes.running = running;
    yield* inCartQueue(drain).pipe(
      Effect.catchDefect(crashed),
      Effect.ensuring(
        Effect.gen(function* () {
          writes.running = null;
          Deferred.doneUnsafe(running, Effect.void);
          const { cart, network } = yield* currentState;
          if (cart.pending.length > 0 && !network.holding)
            yield* inBackground('cart write', syncCart);
        }),
      ),
    );
  }),
);

/**
 * Registers for the news of the edit logged as `seq`, before any write can settle it; the effect
 * it gives resolves when the edit is confirmed, or fails as its write did.
 */
export const confirmationOf = (seq: number) =>
  Effect.gen(function* () {
    const { cart } = yield* currentState;
    if (!cart.pending.some((edit) => edit.seq === seq)) return Effect.void;
    const writes = yield* CartWrites;
    const waiter: Deferred.Deferred<void, CommandFailure> = Deferred.makeUnsafe();
    writes.waiters.set(seq, waiter);
    return Deferred.await(waiter);
  });
