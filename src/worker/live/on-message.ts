import { Option } from 'effect';
import { decodeCartOrder } from '../../adapters/api/schemas/order.ts';
import { interpretLiveMessage } from '../../domain/live/messages.ts';
import {
  type LiveMessage,
  LiveMessageType,
  POS_BROWSER_ID,
} from '../../domain/model/live-message.ts';
import type { CoreContext } from '../core/context.ts';
import { key } from '../core/results.ts';
import { ownBrowserId } from '../../domain/session/state.ts';

/** What a live message may set off beyond the fold. */
export interface LiveFlows {
  readonly refetchCart: () => Promise<unknown>;
  readonly loadPlacedOrder: () => Promise<unknown>;
  /**
   * close-inactive-dialog with shouldClearCart: clear-guest, then the table's start again. When
   * the staff cleared the table, the start checks for an unfinished order too.
   */
  readonly restartTable: (byStaff: boolean) => Promise<unknown>;
  readonly reloadMenu: () => Promise<unknown>;
}

/**
 * A peer's cart is decoded like a reply (the schema, its defaults, ids as text) before the fold
 * sees it: a peer on another app version must not put a cart the pricing cannot read into the
 * state or the log. One that does not decode is logged as a message without data (malformed).
 */
const decodePeerCart = (message: LiveMessage): LiveMessage =>
  message.messageType === LiveMessageType.AddOrDecreaseCartItem
    ? { ...message, data: Option.getOrNull(decodeCartOrder(message.data)) }
    : message;

/**
 * Every message is logged and folded (the fold reads it once, own echoes included); then the
 * spec §4 table says what else happens. Peers may run other app versions: an unknown or
 * malformed message only warns.
 */
export const makeLiveMessageHandler =
  (ctx: CoreContext, flows: LiveFlows) =>
  (received: LiveMessage): void => {
    const { store, deps } = ctx;
    const message = decodePeerCart(received);
    const instruction = interpretLiveMessage(message, ownBrowserId(store.state().session));
    store.dispatch({ type: 'LiveMessageReceived', payload: { message } });
    switch (instruction.kind) {
      case 'unknownType':
        deps.logger.warn(`live message of unknown type ${instruction.messageType} ignored`);
        return;
      case 'malformed':
        deps.logger.warn(`malformed ${instruction.messageType} live message ignored`);
        return;
      case 'cartRefetchNeeded':
        ctx.background('cart refetch', flows.refetchCart());
        return;
      case 'orderPlaced':
        // The placement emptied the cart into the order: show both as the server has them.
        ctx.background('cart refetch', flows.refetchCart());
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
        ctx.background('order load', flows.loadPlacedOrder());
        return;
      case 'inactiveDialogClosed':
        if (instruction.shouldClearCart) {
          const byStaff = message.fromBrowserId === POS_BROWSER_ID;
          ctx.background('table restart', flows.restartTable(byStaff));
        }
        return;
      default:
        return;
    }
  };
