import { Option } from 'effect';
import { decodeCartOrder } from '../../adapters/api/schemas/order.ts';
import { interpretLiveMessage, type LiveInstruction } from '../../domain/live/messages.ts';
import { liveReaderOf } from '../../domain/live/reader.ts';
import { fromServer, isRecord, looksLikeCart, stampOf } from '../../domain/live/stamp.ts';
import { stepVersion } from '../../domain/live/versions.ts';
import { type LiveMessage, LiveMessageType } from '../../domain/model/live-message.ts';
import type { CoreContext } from '../core/context.ts';
import { key } from '../core/results.ts';
import type { Resync } from './resync.ts';

/** What a live message may set off beyond the fold. */
export interface LiveFlows {
  readonly resync: Resync;
  readonly loadPlacedOrder: () => Promise<unknown>;
  /** The staff cleared the table: clear-guest, then the table's start again (spec §4). */
  readonly restartTable: () => Promise<unknown>;
  readonly reloadMenu: () => Promise<unknown>;
}

const STAMP_KEYS = ['liveVersion', 'changedBy', 'locale'] as const;

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
 * A diner's data is never read (docs/live-hub.md, "The table feed"), so it is not kept either:
 * the log holds who said what kind of thing, not whatever a browser chose to send.
 */
const asLogged = (message: LiveMessage): LiveMessage =>
  fromServer(message) ? decodeServerCart(message) : { ...message, data: null };

/**
 * The notice of a diner's round shares its version with the emptied cart sent just before it:
 * when that cart was heard, the cart is already right.
 */
const heardItsCart = (ctx: CoreContext, message: LiveMessage): boolean => {
  const { liveVersion } = stampOf(message);
  return liveVersion !== null && ctx.store.state().live.heard?.cartAt === liveVersion;
};

/** The spec §4 table: what else happens once a message is folded. */
const act = (
  ctx: CoreContext,
  flows: LiveFlows,
  message: LiveMessage,
  instruction: LiveInstruction,
): void => {
  const { deps } = ctx;
  switch (instruction.kind) {
    case 'unknownType':
      deps.logger.warn(`live message of unknown type ${instruction.messageType} ignored`);
      return;
    case 'malformed':
      deps.logger.warn(`malformed ${instruction.messageType} live message ignored`);
      // The server said the cart changed, even if what it sent cannot be read.
      if (instruction.messageType === LiveMessageType.AddOrDecreaseCartItem) {
        flows.resync.request('cart');
      }
      return;
    case 'notFromServer':
      deps.logger.warn(`live ${instruction.messageType} from a diner ignored`);
      return;
    case 'dinerHint':
    case 'cartRefetchNeeded':
      flows.resync.request('cart');
      return;
    case 'orderPlaced':
      if (!heardItsCart(ctx, message)) flows.resync.request('cart');
      ctx.background('order load', flows.loadPlacedOrder());
      return;
    case 'menuChanged':
      // Sold out or back on sale: the cards change now, not at the diner's next write.
      ctx.background('menu reload', flows.reloadMenu());
      return;
    case 'orderUpdated':
      // A staff action or another diner's round: said in a toast that blocks nothing, since
      // every send, void and payment reaches every diner (issue 15).
      ctx.toast(key('order.orderUpdated'), 'info');
      if (instruction.round && !heardItsCart(ctx, message)) flows.resync.request('cart');
      ctx.background('order load', flows.loadPlacedOrder());
      return;
    case 'inactiveDialogClosed':
      if (instruction.shouldClearCart) ctx.background('table restart', flows.restartTable());
      return;
    default:
      return;
  }
};

/**
 * Every message is logged and folded (the fold reads it once, own echoes included); a version
 * gap makes the table be fetched again; then the spec §4 table says what else happens. An
 * unknown or malformed message only warns.
 */
export const makeLiveMessageHandler =
  (ctx: CoreContext, flows: LiveFlows) =>
  (received: LiveMessage): void => {
    const { store, deps } = ctx;
    const message = asLogged(received);
    const reader = liveReaderOf(store.state());
    const instruction = interpretLiveMessage(message, reader);
    const step = stepVersion(reader.heardVersion, message);
    store.dispatch({ type: 'LiveMessageReceived', payload: { message } });
    if (step.gap) {
      const version = stampOf(message).liveVersion;
      deps.logger.warn(
        `live ${message.messageType} at v${version} after v${reader.heardVersion}: refetching`,
      );
      flows.resync.request('table', 'gap');
    }
    act(ctx, flows, message, instruction);
  };
