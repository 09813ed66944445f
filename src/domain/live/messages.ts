import type { WebOrderType } from '../model/enums.ts';
import { type LiveMessage, LiveMessageType } from '../model/live-message.ts';
import type { CartOrder } from '../model/order.ts';
import type { PresentDiner } from '../table/places.ts';
import { isWebOrderType } from '../rules/order-type.ts';
import { validateGuestCount } from '../validation/guest-count.ts';
import { fromServer, isRecord, type ServerStamp, serverCartOf, stampOf } from './stamp.ts';
import type { LiveReader } from './reader.ts';

/**
 * A live message read into what it means for this diner. Only the server's messages may carry the
 * table's state (docs/live-hub.md, "The table feed"); a diner's message is at most a hint to
 * refetch. The data is checked here rather than trusted: a message that does not make sense
 * becomes `malformed` and changes nothing.
 */
export type LiveInstruction =
  | { readonly kind: 'cartChanged'; readonly cart: CartOrder }
  | { readonly kind: 'orderPlaced'; readonly submitterName: string; readonly orderId?: string }
  /**
   * `round`: another diner's later round, whose emptied cart came in its own message;
   * `submitterName`: who sent it, when the POS says.
   */
  | {
      readonly kind: 'orderUpdated';
      readonly orderId?: string;
      readonly round: boolean;
      readonly submitterName?: string;
    }
  /** Who is at the table now, in the order they came (the server's word only). */
  | { readonly kind: 'presence'; readonly diners: readonly PresentDiner[] }
  | { readonly kind: 'inactiveDialogClosed'; readonly shouldClearCart: boolean }
  /** The server's cart changed, in words this diner cannot show (or too big to send): fetch it. */
  | { readonly kind: 'cartRefetchNeeded' }
  /** A diner said the cart changed: worth a look at the server's, never taken as state. */
  | { readonly kind: 'dinerHint' }
  /** Dishes sold out, back, off or on the shelf; without `productIds` the notice did not say which. */
  | { readonly kind: 'menuChanged'; readonly productIds?: readonly string[] }
  | { readonly kind: 'guestCountChanged'; readonly count: number }
  | { readonly kind: 'orderTypeChanged'; readonly orderType: WebOrderType }
  | { readonly kind: 'tableVersion'; readonly liveVersion: number }
  | { readonly kind: 'ownEcho' }
  /** Older than what this diner already holds: a late or repeated delivery. */
  | { readonly kind: 'stale'; readonly messageType: string }
  /** A diner's message of a kind only the server may send (a placement, a clear): ignored. */
  | { readonly kind: 'notFromServer'; readonly messageType: string }
  | { readonly kind: 'unknownType'; readonly messageType: string }
  | { readonly kind: 'malformed'; readonly messageType: string };

/** The placed order's id, when the sender names it (the reference POS does). */
const orderIdOf = (data: unknown): { orderId?: string } =>
  isRecord(data) && typeof data.orderId === 'string' && data.orderId !== ''
    ? { orderId: data.orderId }
    : {};

/** A diner's own: said by this browser, or a change the server says this diner made. */
const madeByMe = (stamp: ServerStamp, reader: LiveReader): boolean =>
  reader.ownBrowserId !== null && stamp.changedBy === reader.ownBrowserId;

/** Types a diner's browser may (in spec §4) send about the cart: a reason to look, no more. */
const dinerHints: ReadonlySet<string> = new Set([
  LiveMessageType.AddOrDecreaseCartItem,
  LiveMessageType.EditCartItemNotes,
  LiveMessageType.ClearCart,
  LiveMessageType.UpdateGuestNumber,
  LiveMessageType.UpdateOrderType,
]);

const fromDiner = ({ messageType }: LiveMessage): LiveInstruction =>
  dinerHints.has(messageType) ? { kind: 'dinerHint' } : { kind: 'notFromServer', messageType };

/**
 * The server's cart, taken when it is newer than the confirmed one and written in this diner's
 * language; in another language (or not sent whole) the diner fetches it in its own. A write of
 * this diner's own, announced while its reply is still on the way, is left to that reply, which
 * also settles the edits it carried.
 */
const readServerCart = (data: unknown, stamp: ServerStamp, reader: LiveReader): LiveInstruction => {
  const messageType = LiveMessageType.AddOrDecreaseCartItem;
  const parts = serverCartOf(data);
  if (parts === null || parts.cartRowVersion === null) return { kind: 'malformed', messageType };
  if (madeByMe(stamp, reader) && reader.writing) return { kind: 'ownEcho' };
  if (reader.cartVersion !== null && parts.cartRowVersion <= reader.cartVersion) {
    return { kind: 'stale', messageType };
  }
  return parts.cart !== null && parts.locale === reader.locale
    ? { kind: 'cartChanged', cart: parts.cart }
    : { kind: 'cartRefetchNeeded' };
};

/**
 * A table setting (guests, order type): this diner's own change is already shown, and one older
 * than a version heard since would undo a newer setting.
 */
const settingGate = (
  messageType: string,
  stamp: ServerStamp,
  reader: LiveReader,
): LiveInstruction | null => {
  if (madeByMe(stamp, reader)) return { kind: 'ownEcho' };
  const { liveVersion } = stamp;
  if (liveVersion !== null && reader.heardVersion !== null && liveVersion < reader.heardVersion) {
    return { kind: 'stale', messageType };
  }
  return null;
};

const readSetting = (
  message: LiveMessage,
  stamp: ServerStamp,
  reader: LiveReader,
): LiveInstruction => {
  const { messageType, data } = message;
  const malformed = { kind: 'malformed', messageType } as const;
  if (messageType === LiveMessageType.UpdateGuestNumber) {
    const count = validateGuestCount(isRecord(data) ? data.guestCount : data);
    if (!count.ok) return malformed;
    return (
      settingGate(messageType, stamp, reader) ?? { kind: 'guestCountChanged', count: count.value }
    );
  }
  const orderType = isRecord(data) ? data.orderType : data;
  if (!isWebOrderType(orderType)) return malformed;
  return settingGate(messageType, stamp, reader) ?? { kind: 'orderTypeChanged', orderType };
};

const isPresent = (value: unknown): value is PresentDiner =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  (value.name === null || typeof value.name === 'string');

const readPresence = (data: unknown): LiveInstruction => {
  const diners = isRecord(data) ? data.diners : null;
  return Array.isArray(diners) && diners.every(isPresent)
    ? { kind: 'presence', diners: diners.map(({ userId, name }) => ({ userId, name })) }
    : { kind: 'malformed', messageType: LiveMessageType.Presence };
};

/** The ids a menu notice names, as text; none when it names none it can be held to. */
const changedProductIds = (data: unknown): { productIds?: readonly string[] } => {
  const ids = isRecord(data) ? data.productIds : null;
  if (!Array.isArray(ids) || ids.length === 0) return {};
  const named = ids.filter(
    (id): id is string | number =>
      (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isSafeInteger(id)),
  );
  return named.length === ids.length ? { productIds: named.map(String) } : {};
};

const readFromServer = (message: LiveMessage, reader: LiveReader): LiveInstruction => {
  const { messageType, data } = message;
  const stamp = stampOf(message);
  // The server announces a placement to the whole table, naming who placed it: the placer has
  // the order from its own reply already, so its notice is an echo (spec §4: no dialog).
  if (reader.ownBrowserId !== null && isRecord(data) && data.placedBy === reader.ownBrowserId) {
    return { kind: 'ownEcho' };
  }
  switch (messageType) {
    case LiveMessageType.AddOrDecreaseCartItem:
      return readServerCart(data, stamp, reader);
    case LiveMessageType.PlaceOrder:
      return isRecord(data) && typeof data.submitName === 'string'
        ? { kind: 'orderPlaced', submitterName: data.submitName, ...orderIdOf(data) }
        : { kind: 'malformed', messageType };
    case LiveMessageType.UpdateOrder:
      return {
        kind: 'orderUpdated',
        ...orderIdOf(data),
        round: isRecord(data) && typeof data.submitName === 'string',
        ...(isRecord(data) && typeof data.submitName === 'string'
          ? { submitterName: data.submitName }
          : {}),
      };
    case LiveMessageType.Presence:
      return readPresence(data);
    case LiveMessageType.CloseInactiveDialog:
      return {
        kind: 'inactiveDialogClosed',
        shouldClearCart: isRecord(data) && data.shouldClearCart === true,
      };
    case LiveMessageType.MenuChanged:
      return { kind: 'menuChanged', ...changedProductIds(data) };
    case LiveMessageType.EditCartItemNotes:
    case LiveMessageType.ClearCart:
      return { kind: 'cartRefetchNeeded' };
    case LiveMessageType.UpdateGuestNumber:
    case LiveMessageType.UpdateOrderType:
      return readSetting(message, stamp, reader);
    case LiveMessageType.TableVersion:
      return stamp.liveVersion === null
        ? { kind: 'malformed', messageType }
        : { kind: 'tableVersion', liveVersion: stamp.liveVersion };
    default:
      return { kind: 'unknownType', messageType };
  }
};

export const interpretLiveMessage = (message: LiveMessage, reader: LiveReader): LiveInstruction => {
  if (reader.ownBrowserId !== null && message.fromBrowserId === reader.ownBrowserId) {
    return { kind: 'ownEcho' };
  }
  return fromServer(message) ? readFromServer(message, reader) : fromDiner(message);
};
