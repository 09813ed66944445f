/** The message types of the table's live group (spec §4 "Live channel"). */
export const LiveMessageType = {
  AddOrDecreaseCartItem: 'addOrDecreaseCartItem',
  PlaceOrder: 'placeOrder',
  UpdateOrder: 'updateOrder',
  CloseInactiveDialog: 'closeInactiveDialog',
  EditCartItemNotes: 'editCartItemNotes',
  ClearCart: 'clearCart',
  UpdateGuestNumber: 'updateGuestNumber',
  UpdateOrderType: 'updateOrderType',
  /** The reference POS's own: a dish went (or came back) off the menu; not in spec §4. */
  MenuChanged: 'menuChanged',
} as const;
export type LiveMessageType = (typeof LiveMessageType)[keyof typeof LiveMessageType];

/** `fromBrowserId` of what the POS itself sends (staff actions): never a diner's fingerprint. */
export const POS_BROWSER_ID = 'server';

/**
 * What arrives on the table's group. `fromBrowserId` is stamped by the hub from the sender's
 * connection; `messageType` is a string because peers on newer app versions may send types this
 * version does not know (they are logged and ignored, never an error).
 */
export interface LiveMessage {
  readonly fromBrowserId: string;
  readonly messageType: string;
  readonly data: unknown;
}
