import type { WebOrderType } from '../model/enums.ts';
import { type LiveMessage, LiveMessageType } from '../model/live-message.ts';
import type { CartOrder } from '../model/order.ts';
import { isWebOrderType } from '../rules/order-type.ts';
import { validateGuestCount } from '../validation/guest-count.ts';

/**
 * A live message read into what it means for this diner. Peers are other browsers, possibly on
 * another app version, so the data is checked here rather than trusted; a message that does not
 * make sense becomes `malformed` and changes nothing.
 */
export type LiveInstruction =
  | { readonly kind: 'cartChanged'; readonly cart: CartOrder }
  | { readonly kind: 'orderPlaced'; readonly submitterName: string; readonly orderId?: string }
  | { readonly kind: 'orderUpdated'; readonly orderId?: string }
  | { readonly kind: 'inactiveDialogClosed'; readonly shouldClearCart: boolean }
  | { readonly kind: 'cartRefetchNeeded' }
  | { readonly kind: 'menuChanged' }
  | { readonly kind: 'guestCountChanged'; readonly count: number }
  | { readonly kind: 'orderTypeChanged'; readonly orderType: WebOrderType }
  | { readonly kind: 'ownEcho' }
  | { readonly kind: 'unknownType'; readonly messageType: string }
  | { readonly kind: 'malformed'; readonly messageType: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The placed order's id, when the sender names it (the reference POS and this app do). */
const orderIdOf = (data: unknown): { orderId?: string } =>
  isRecord(data) && typeof data.orderId === 'string' && data.orderId !== ''
    ? { orderId: data.orderId }
    : {};

const looksLikeCart = (value: unknown): value is CartOrder =>
  isRecord(value) && Array.isArray(value.userCarts) && Array.isArray(value.orderItems);

export const interpretLiveMessage = (
  message: LiveMessage,
  ownBrowserId: string | null,
): LiveInstruction => {
  if (ownBrowserId !== null && message.fromBrowserId === ownBrowserId) return { kind: 'ownEcho' };
  const { messageType, data } = message;
  // The POS announces a placement to the whole table, naming who placed it: the placer has the
  // order from its own reply already, so its notice is an echo too.
  if (ownBrowserId !== null && isRecord(data) && data.placedBy === ownBrowserId)
    return { kind: 'ownEcho' };
  const malformed = { kind: 'malformed', messageType } as const;
  switch (messageType) {
    case LiveMessageType.AddOrDecreaseCartItem:
      return looksLikeCart(data) ? { kind: 'cartChanged', cart: data } : malformed;
    case LiveMessageType.PlaceOrder:
      return isRecord(data) && typeof data.submitName === 'string'
        ? { kind: 'orderPlaced', submitterName: data.submitName, ...orderIdOf(data) }
        : malformed;
    case LiveMessageType.UpdateOrder:
      return { kind: 'orderUpdated', ...orderIdOf(data) };
    case LiveMessageType.CloseInactiveDialog:
      return {
        kind: 'inactiveDialogClosed',
        shouldClearCart: isRecord(data) && data.shouldClearCart === true,
      };
    case LiveMessageType.MenuChanged:
      return { kind: 'menuChanged' };
    case LiveMessageType.EditCartItemNotes:
    case LiveMessageType.ClearCart:
      return { kind: 'cartRefetchNeeded' };
    case LiveMessageType.UpdateGuestNumber: {
      const count = validateGuestCount(isRecord(data) ? data.guestCount : data);
      return count.ok ? { kind: 'guestCountChanged', count: count.value } : malformed;
    }
    case LiveMessageType.UpdateOrderType: {
      const orderType = isRecord(data) ? data.orderType : data;
      return isWebOrderType(orderType) ? { kind: 'orderTypeChanged', orderType } : malformed;
    }
    default:
      return { kind: 'unknownType', messageType };
  }
};
