import type { AppEvent } from '../../src/domain/events.ts';
import { fromServer, serverCartOf as partsOf } from '../../src/domain/live/stamp.ts';
import { LiveMessageType } from '../../src/domain/model/live-message.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';

/**
 * The cart the server sent with an event, if any: its reply to this diner (a write, a refetch), or
 * its live announcement of a change (addOrDecreaseCartItem), in whatever language it was written:
 * the lines are the same in every language. A diner's message is never a server cart.
 */
export const serverCartOf = (event: AppEvent): CartOrder | null => {
  if (event.type === 'CartReplacedFromServer') return event.payload.cart;
  if (event.type !== 'LiveMessageReceived') return null;
  const { message } = event.payload;
  if (!fromServer(message) || message.messageType !== LiveMessageType.AddOrDecreaseCartItem) {
    return null;
  }
  return partsOf(message.data)?.cart ?? null;
};
