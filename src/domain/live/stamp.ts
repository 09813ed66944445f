import { type LiveMessage, POS_BROWSER_ID } from '../model/live-message.ts';
import type { CartOrder } from '../model/order.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hub stamps a message's sender itself, so this cannot be claimed by a diner's browser. */
export const fromServer = (message: LiveMessage): boolean =>
  message.fromBrowserId === POS_BROWSER_ID;

/** What the server stamps on every table-state message (docs/live-hub.md, "The table feed"). */
export interface ServerStamp {
  /** The table's live version after the change; null when the server did not say. */
  readonly liveVersion: number | null;
  /** The seat's diner id of whoever made the change; null for the staff (or not said). */
  readonly changedBy: string | null;
}

const NO_STAMP: ServerStamp = { liveVersion: null, changedBy: null };

const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A diner's message carries no stamp, whatever its data claims: only the server counts. */
export const stampOf = (message: LiveMessage): ServerStamp => {
  const { data } = message;
  if (!fromServer(message) || !isRecord(data)) return NO_STAMP;
  return {
    liveVersion: isVersion(data.liveVersion) ? data.liveVersion : null,
    changedBy: typeof data.changedBy === 'string' && data.changedBy !== '' ? data.changedBy : null,
  };
};

/** What the version bookkeeping needs of a message: who sent what kind of thing, at which version. */
export interface Heard {
  readonly fromServer: boolean;
  readonly messageType: string;
  /** The server's stamp; null for a diner's message or one the server did not stamp. */
  readonly liveVersion: number | null;
}

export const heardOf = (message: LiveMessage): Heard => ({
  fromServer: fromServer(message),
  messageType: message.messageType,
  liveVersion: stampOf(message).liveVersion,
});

/** A server cart message read apart: the cart (none when too big to send), its version, language. */
export interface ServerCart {
  readonly cart: CartOrder | null;
  readonly cartRowVersion: number | null;
  /** The writer's language, in which the cart's names are written. */
  readonly locale: string | null;
}

export const looksLikeCart = (value: unknown): value is CartOrder =>
  isRecord(value) && Array.isArray(value.userCarts) && Array.isArray(value.orderItems);

/** The keys the server adds to the cart it announces are not the cart's: the state keeps none. */
type StampedCart = CartOrder & {
  readonly liveVersion?: unknown;
  readonly changedBy?: unknown;
  readonly locale?: unknown;
};

const withoutStamp = (stamped: StampedCart): CartOrder => {
  const { liveVersion: _version, changedBy: _by, locale: _locale, ...cart } = stamped;
  return cart;
};

/** The parts of an addOrDecreaseCartItem's data; null when it holds neither cart nor version. */
export const serverCartOf = (data: unknown): ServerCart | null => {
  if (!isRecord(data)) return null;
  const locale = typeof data.locale === 'string' ? data.locale : null;
  if (looksLikeCart(data)) {
    const cart = withoutStamp(data);
    const version = isVersion(cart.cartRowVersion) ? cart.cartRowVersion : null;
    return { cart, cartRowVersion: version, locale };
  }
  return isVersion(data.cartRowVersion)
    ? { cart: null, cartRowVersion: data.cartRowVersion, locale }
    : null;
};
