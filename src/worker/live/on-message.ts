import { Effect, Option } from 'effect';
import { decodeCartOrder } from '../../adapters/api/schemas/order.ts';
import type { LiveSignal } from '../../adapters/live/table-channel.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { interpretLiveMessage, type LiveInstruction } from '../../domain/live/messages.ts';
import { liveReaderOf } from '../../domain/live/reader.ts';
import { readingOf } from '../../domain/live/reading.ts';
import { fromServer, isRecord, looksLikeCart, stampOf } from '../../domain/live/stamp.ts';
import { stepVersion } from '../../domain/live/versions.ts';
import { type LiveMessage, LiveMessageType } from '../../domain/model/live-message.ts';
import { WebOrderType } from '../../domain/model/enums.ts';
import type { DomainMessageKey } from '../../domain/errors/message-keys.ts';
import type { AppState } from '../../domain/state.ts';
import { cartHoldsAnyOf } from '../../domain/cart/state.ts';
import { partyLeaveTold } from '../../domain/session/state.ts';
import { CartWrites, refreshCart } from '../commands/cart-sync.ts';
import { loadMenu } from '../commands/menu.ts';
import { loadPlacedOrder, reloadPlacedOrderAndSay } from '../commands/order.ts';
import { sayPlacementTruth } from '../commands/unanswered-placement.ts';
import { restartTable } from '../commands/unfinished.ts';
import { key } from '../core/results.ts';
import { currentState, emit, followUp, inBackground, toast } from '../core/services.ts';
import { setConnected, takeCatchUp } from './link.ts';
import { reseat } from './reseat.ts';

const STAMP_KEYS = ['liveVersion', 'changedBy', 'locale'] as const;

const switchedTo = {
  [WebOrderType.DineIn]: 'order.nowDineIn',
  [WebOrderType.ToGo]: 'order.nowToGo',
} as const satisfies Record<WebOrderType, DomainMessageKey>;

/**
 * The server's cart is decoded like a reply (the schema, its defaults, ids as text) before the
 * fold sees it, so a cart the pricing cannot read never reaches the state or the log; the stamp
 * (version, author, language) is kept beside it. One that does not decode keeps only its stamp:
 * its version still counts, and the cart is fetched instead.
 */
const decodeServerCart = (message: LiveMessage): LiveMessage => {
  const { data } = message;
  if (message.messageType !== LiveMessageType.AddOrDecreaseCartItem || !isRecord(data)) {
    return message;
  }
  // Too big to send, it came as its version alone: nothing to decode.
  if (!looksLikeCart(data)) return message;
  const stamp = Object.fromEntries(
    STAMP_KEYS.filter((name) => name in data).map((name) => [name, data[name]]),
  );
  const cart = Option.getOrNull(decodeCartOrder(data));
  return { ...message, data: cart === null ? stamp : { ...cart, ...stamp } };
};

/**
 * A diner's data is never read (docs/live-hub.md, "The table feed"), so it is not read here
 * either; the log holds who said what kind of thing, and the reading.
 */
const asRead = (message: LiveMessage): LiveMessage =>
  fromServer(message) ? decodeServerCart(message) : { ...message, data: null };

/**
 * The notice of a diner's round shares its version with the emptied cart sent just before it:
 * when that cart was heard, the cart is already right.
 */
const heardItsCart = (message: LiveMessage) =>
  Effect.map(currentState, (state) => {
    const { liveVersion } = stampOf(message);
    return liveVersion !== null && state.live.heard?.cartAt === liveVersion;
  });

const refetchCart = followUp({ kind: 'resync', scope: 'cart', reason: 'other' });

/**
 * The server's notice of this diner's own round is an echo of its reply, unless no reply came:
 * a placement that failed unanswered (the reply lost, or later than the timeout) is read again
 * now that the server says it went through (unanswered-placement.ts).
 */
const ownPlacementHeard = (message: LiveMessage) => {
  const { messageType } = message;
  const isPlacement =
    messageType === LiveMessageType.PlaceOrder || messageType === LiveMessageType.UpdateOrder;
  return isPlacement
    ? inBackground('placement heard after no answer', sayPlacementTruth({ heard: true }))
    : Effect.void;
};
const loadOrder = inBackground('order load', loadPlacedOrder);

/** The spec §4 table: what else happens once a message is folded. */
const act = (message: LiveMessage, instruction: LiveInstruction, before: AppState) =>
  Effect.gen(function* () {
    const logger = yield* Logger;
    switch (instruction.kind) {
      case 'unknownType':
        logger.warn(`live message of unknown type ${instruction.messageType} ignored`);
        return;
      case 'malformed':
        logger.warn(`malformed ${instruction.messageType} live message ignored`);
        // The server said the cart changed, even if what it sent cannot be read.
        if (instruction.messageType === LiveMessageType.AddOrDecreaseCartItem) yield* refetchCart;
        return;
      case 'notFromServer':
        logger.warn(`live ${instruction.messageType} from a diner ignored`);
        return;
      case 'dinerHint':
      case 'cartRefetchNeeded':
        yield* refetchCart;
        return;
      case 'orderPlaced':
        if (!(yield* heardItsCart(message))) yield* refetchCart;
        yield* loadOrder;
        return;
      case 'menuChanged':
        // Sold out or back on sale: the cards change now, not at the diner's next write; a line
        // of that dish in the cart moves out of the totals (or back) as the server prices it.
        yield* inBackground('menu reload', loadMenu);
        if (cartHoldsAnyOf((yield* currentState).cart.current, instruction.productIds ?? null))
          yield* refetchCart;
        return;
      case 'orderUpdated':
        // A staff action or another diner's round: said in a toast that blocks nothing, since
        // every send, void and payment reaches every diner (issue 15); a cancellation as such.
        if (instruction.round && !(yield* heardItsCart(message))) yield* refetchCart;
        yield* inBackground('order load', reloadPlacedOrderAndSay);
        return;
      case 'orderTypeChanged':
        // Another diner switched it: the chip alone would change under this diner's eyes. A
        // first choice needs no word (this diner's own chooser just closes).
        if (before.session.orderType !== null && before.session.orderType !== instruction.orderType)
          yield* toast(key(switchedTo[instruction.orderType]), 'info');
        return;
      case 'ownEcho':
        yield* ownPlacementHeard(message);
        return;
      case 'inactiveDialogClosed':
        if (!instruction.shouldClearCart) return;
        // The clear of the seat held now was told already (a read refused 4035 found it before
        // its notice came): the party has gone, and its new seat is on the way.
        if (partyLeaveTold(before.session, before.session.seat?.token ?? null)) return;
        // The staff emptied the table's cart: said, since dishes vanish from it at once.
        yield* toast(key('order.staffClearedCart'), 'info');
        yield* inBackground('table restart', restartTable);
        return;
      default:
        return;
    }
  });

/**
 * Every message is read once, here, against the diner as it is now (own echoes included), and
 * logged with its reading for the fold; a version gap makes the table be fetched again; then the
 * spec §4 table says what else happens. An unknown or malformed message only warns.
 */
const onMessage = (received: LiveMessage) =>
  Effect.gen(function* () {
    const message = asRead(received);
    const state = yield* currentState;
    // A clear of this diner's lines under way is a write whose reply brings its cart.
    const reader = {
      ...liveReaderOf(state),
      ...((yield* CartWrites).clearing ? { writing: true } : {}),
    };
    const instruction = interpretLiveMessage(message, reader);
    const step = stepVersion(reader.heardVersion, message);
    const { liveVersion, changedBy } = stampOf(message);
    yield* emit({
      type: 'LiveMessageReceived',
      payload: {
        from: message.fromBrowserId,
        messageType: message.messageType,
        liveVersion,
        changedBy,
        reading: readingOf(instruction, state.cart.confirmed),
      },
    });
    if (step.gap) {
      const version = stampOf(message).liveVersion;
      const logger = yield* Logger;
      logger.warn(
        `live ${message.messageType} at v${version} after v${reader.heardVersion}: refetching`,
      );
      yield* followUp({ kind: 'resync', scope: 'table', reason: 'gap' });
    }
    yield* act(message, instruction, state);
  });

/** The menu again where one is held: a sold-out notice sent while the channel was down is lost. */
const reloadHeldMenu = Effect.gen(function* () {
  if ((yield* currentState).menu.status === 'success') yield* Effect.ignore(loadMenu);
});

/**
 * Whatever was said while the channel was down is lost to it: read the table again, and say
 * whether a placement that got no answer reached it.
 */
const refetchTable = Effect.andThen(
  Effect.all(
    [Effect.ignore(refreshCart('general')), Effect.ignore(loadPlacedOrder), reloadHeldMenu],
    { concurrency: 'unbounded' },
  ),
  sayPlacementTruth(),
);

/**
 * What the table's channel says, in order. Synchronous: anything that waits (a refetch, a new
 * seat) runs in the background, so the next message is read against this one's state.
 */
export const onLiveSignal = (signal: LiveSignal) => {
  switch (signal.kind) {
    case 'message':
      return onMessage(signal.message);
    case 'connected':
      return Effect.gen(function* () {
        yield* setConnected(signal.connected);
        if (signal.connected && (yield* takeCatchUp))
          yield* inBackground('refetch after joining again', refetchTable);
      });
    case 'reconnected':
      return inBackground('refetch after reconnect', refetchTable);
    case 'ended':
      // The seat's table session is over: seat again (the same diner) and reconnect; the new
      // channel reads the table once it has joined (link.ts, catchUpOnJoin).
      return inBackground('seat again after the live channel ended', reseat);
  }
};
