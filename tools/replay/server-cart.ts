import { patchedCart } from '../../src/domain/cart/server-cart.ts';
import type { AppEvent } from '../../src/domain/events.ts';
import { applyCartPatch } from '../../src/domain/cart/cart-patch.ts';
import { serverCartOf as partsOf } from '../../src/domain/live/stamp.ts';
import { LiveMessageType, POS_BROWSER_ID } from '../../src/domain/model/live-message.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';
import type { AppState } from '../../src/domain/state.ts';

/**
 * The cart the server sent with an event, if any: its reply to this diner (a write, a refetch), or
 * its live announcement of a change (addOrDecreaseCartItem), in whatever language it was written:
 * the lines are the same in every language. A diner's message is never a server cart. A cart
 * told as what changed is rebuilt on the diner's state just before the event (`before`).
 */
export const serverCartOf = (event: AppEvent, before: Pick<AppState, 'cart'>): CartOrder | null => {
  switch (event.type) {
    case 'CartReplacedFromServer':
      return event.payload.cart;
    case 'CartPatchedFromServer':
      return patchedCart(before.cart, event.payload);
    case 'LiveMessageReceived': {
      const { from, messageType, reading } = event.payload;
      if (reading.kind === 'cartChanged') return reading.cart;
      if (reading.kind === 'cartPatched') {
        return before.cart.confirmed === null
          ? null
          : applyCartPatch(before.cart.confirmed, reading.patch);
      }
      if (reading.kind !== 'unread') return null;
      if (from !== POS_BROWSER_ID || messageType !== LiveMessageType.AddOrDecreaseCartItem) {
        return null;
      }
      return partsOf(reading.data)?.cart ?? null;
    }
    default:
      return null;
  }
};
