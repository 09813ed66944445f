import type { AppEvent } from '../../src/domain/events.ts';
import { interpretLiveMessage } from '../../src/domain/live/messages.ts';
import type { CartOrder } from '../../src/domain/model/order.ts';

/**
 * The cart the server sent with an event, if any: its reply to this diner (a write, a refetch), or
 * a peer's live broadcast of the reply it got (addOrDecreaseCartItem), read as the fold reads it.
 */
export const serverCartOf = (event: AppEvent): CartOrder | null => {
  if (event.type === 'CartReplacedFromServer') return event.payload.cart;
  if (event.type !== 'LiveMessageReceived') return null;
  const reading = interpretLiveMessage(event.payload.message, null);
  return reading.kind === 'cartChanged' ? reading.cart : null;
};
