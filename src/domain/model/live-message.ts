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
  /**
   * The reference POS's own: the table's live version, on joining and as a heartbeat, so a diner
   * who missed a change can tell (docs/live-hub.md, "The table feed"); not in spec §4.
   */
  TableVersion: 'tableVersion',
  /**
   * The reference POS's own: who is at the table now, `{ diners: [{ userId, name }] }` in the
   * order they came, whenever it changes (docs/live-hub.md, "Presence"); not in spec §4.
   */
  Presence: 'presence',
} as const;
export type LiveMessageType = (typeof LiveMessageType)[keyof typeof LiveMessageType];

/**
 * `fromBrowserId` of what the POS itself sends: never a diner's fingerprint. Only these messages
 * may carry the table's state (docs/live-hub.md, "The table feed").
 */
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
