import type { FastifyBaseLogger } from 'fastify';
import type { Locale, WebOrderType } from '../../src/domain/model/enums.ts';
import { LiveMessageType } from '../../src/domain/model/live-message.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';
import type { AppDeps } from '../deps.ts';
import { withJson } from '../live/methods.ts';
import { STAFF_TABLE_CHANGED } from '../live/staff-feed.ts';

/** One committed change of a table: its live version and who made it (null: the staff). */
export interface TableChange {
  readonly tableId: string;
  /** Whose staff consoles hear of the change (live/staff-feed.ts). */
  readonly merchantId: string;
  readonly liveVersion: number;
  /** The seat's diner id of the diner who made the change, as the hub names their connection. */
  readonly changedBy: string | null;
}

/** Below the hub's 64 KiB per message, leaving room for the envelope around the data. */
const MAX_CART_BYTES = 60 * 1024;

/**
 * The server's word to a table after a change committed (docs/live-hub.md, "The table feed").
 * Nothing here holds the reply: the hub delivers to its own members at once and publishes to
 * the backplane in the background, and a notice that cannot go is logged, since a diner who
 * missed it catches up at the next version it hears.
 */
export interface TableFeed {
  cartChanged(change: TableChange, cart: CartOrder, locale: Locale): void;
  guestsChanged(change: TableChange, guestCount: number): void;
  orderTypeChanged(change: TableChange, orderType: WebOrderType): void;
  /** A diner's round: placeOrder for the table's first, updateOrder for a later one. */
  roundPlaced(
    change: TableChange,
    round: { readonly firstRound: boolean; readonly submitName: string; readonly orderId: string },
  ): void;
  /** A staff action on the table's order. */
  orderUpdated(change: TableChange, orderId: string): void;
  /** The staff cleared the table: diners start again. */
  tableCleared(change: TableChange): void;
  /** A change with nothing to say but its version (names in the order): diners read the table. */
  versionMoved(change: TableChange): void;
}

export const tableFeed = (deps: Pick<AppDeps, 'live'>, log: FastifyBaseLogger): TableFeed => {
  const send = (change: TableChange, messageType: string, data: Record<string, unknown>) => {
    const stamped = { ...data, liveVersion: change.liveVersion, changedBy: change.changedBy };
    tellTable(change, messageType, stamped);
    tellStaff(change, messageType);
  };
  const tellTable = (change: TableChange, messageType: string, data: unknown) => {
    deps.live
      .sendToTable(change.tableId, { messageType, data })
      .catch((error: unknown) =>
        log.warn({ err: error, tableId: change.tableId, messageType }, 'table notice not sent'),
      );
  };
  // The consoles hear that the table changed, not what: they read the staff API for that.
  const tellStaff = (change: TableChange, messageType: string) => {
    try {
      deps.live.sendToStaff?.(change.merchantId, {
        messageType: STAFF_TABLE_CHANGED,
        data: { tableId: change.tableId, liveVersion: change.liveVersion, messageType },
      });
    } catch (error) {
      log.warn({ err: error, tableId: change.tableId, messageType }, 'staff notice not sent');
    }
  };
  return {
    cartChanged: (change, cart, locale) => {
      const messageType = LiveMessageType.AddOrDecreaseCartItem;
      const stamped = { liveVersion: change.liveVersion, changedBy: change.changedBy };
      const whole = { ...cart, locale, ...stamped };
      // Serialized once, here: the hub sends this text as it is (live/methods.ts withJson).
      const text = JSON.stringify(whole);
      const fits = Buffer.byteLength(text, 'utf8') <= MAX_CART_BYTES;
      // Too big for one message: the version alone, and each diner fetches the cart.
      tellTable(
        change,
        messageType,
        fits ? withJson(whole, text) : { cartRowVersion: cart.cartRowVersion, ...stamped },
      );
      tellStaff(change, messageType);
    },
    guestsChanged: (change, guestCount) =>
      send(change, LiveMessageType.UpdateGuestNumber, { guestCount }),
    orderTypeChanged: (change, orderType) =>
      send(change, LiveMessageType.UpdateOrderType, { orderType }),
    roundPlaced: (change, round) =>
      send(
        change,
        round.firstRound ? LiveMessageType.PlaceOrder : LiveMessageType.UpdateOrder,
        // placedBy: the placer's own screen knows the notice for its own (spec §4).
        { submitName: round.submitName, orderId: round.orderId, placedBy: change.changedBy },
      ),
    orderUpdated: (change, orderId) => send(change, LiveMessageType.UpdateOrder, { orderId }),
    tableCleared: (change) =>
      send(change, LiveMessageType.CloseInactiveDialog, { shouldClearCart: true }),
    versionMoved: (change) => send(change, LiveMessageType.TableVersion, {}),
  };
};
