import type { CartOrder, OrderItem, UserCart } from '../model/order.ts';
import {
  addToCart,
  type CartItems,
  editLineNotes,
  type LineIndex,
  type MergeKey,
  mergeKeyOf,
  reduceInCart,
} from './merge.ts';
import type { PendingCartEdit } from './state.ts';

type ItemsEdit = (items: readonly OrderItem[]) => readonly OrderItem[];

/**
 * The cart with the diner's entry as `change` makes it (a new entry when they had none). The
 * table-level `orderItems` is rebuilt from every entry so both views of the cart always agree.
 */
const withEntry = (
  cart: CartOrder,
  userId: string,
  change: (entry: UserCart) => UserCart,
  at: number,
): CartOrder => {
  const existing = cart.userCarts.find((entry) => entry.userId === userId);
  const before = existing ?? { userId, orderItems: [], invalidOrderItems: [] };
  const entry = change(before);
  if (entry === before) return cart;
  const userCarts = existing
    ? cart.userCarts.map((candidate) => (candidate === existing ? entry : candidate))
    : [...cart.userCarts, entry];
  return {
    ...cart,
    userCarts,
    orderItems: userCarts.flatMap((candidate) => candidate.orderItems),
    lastOperateTime: at,
  };
};

/** Applies one diner's edit to their priced lines. */
const editUserCart = (cart: CartOrder, userId: string, edit: ItemsEdit, at: number): CartOrder =>
  withEntry(
    cart,
    userId,
    (entry) => {
      const after = edit(entry.orderItems);
      return after === entry.orderItems ? entry : { ...entry, orderItems: after };
    },
    at,
  );

/** The diner's entry without the lines the server moved out; the cart itself when it had none. */
const dropGoneLines = (cart: CartOrder, userId: string, at: number): CartOrder =>
  withEntry(
    cart,
    userId,
    (entry) => (entry.invalidOrderItems.length === 0 ? entry : { ...entry, invalidOrderItems: [] }),
    at,
  );

/**
 * The line an edit named: at its index while the line there is still the one edited, else the
 * open line with its key (events.ts, CartItemReduced), or none.
 */
const targetOf = (
  items: CartItems,
  lineIndex: number,
  lineKey: string | undefined,
): LineIndex | MergeKey => {
  const line = items[lineIndex];
  if (lineKey === undefined || (line !== undefined && mergeKeyOf(line) === lineKey))
    return lineIndex;
  return lineKey as MergeKey;
};

/** One local edit on a cart; the cart itself comes back when the edit changes nothing. */
export const applyCartEdit = (cart: CartOrder, edit: PendingCartEdit): CartOrder => {
  switch (edit.type) {
    case 'CartItemAdded': {
      const { userId, line, orderType } = edit.payload;
      return editUserCart(cart, userId, (items) => addToCart(items, line, orderType), edit.at);
    }
    case 'CartItemReduced': {
      const { userId, lineIndex, quantity, lineKey } = edit.payload;
      return editUserCart(
        cart,
        userId,
        (items) => reduceInCart(items, targetOf(items, lineIndex, lineKey), quantity),
        edit.at,
      );
    }
    case 'CartItemNotesEdited': {
      const { userId, lineIndex, notes, lineKey } = edit.payload;
      return editUserCart(
        cart,
        userId,
        (items) => editLineNotes(items, targetOf(items, lineIndex, lineKey), notes),
        edit.at,
      );
    }
    case 'CartGoneLinesDropped':
      return dropGoneLines(cart, edit.payload.userId, edit.at);
  }
};

/**
 * Replays pending edits on a server cart, as Replicache rebases pending mutations. Only the
 * diner's own entry is touched. The server changes that entry behind the diner's back only to
 * empty it (clear, placement) or to move a line between its priced and gone lines (sold out, on
 * sale again); the last shifts the line indexes that reduce and notes edits name, so those edits
 * also carry the line's merge key, which finds the line they meant (targetOf).
 */
export const rebaseCart = (cart: CartOrder, pending: readonly PendingCartEdit[]): CartOrder =>
  pending.reduce(applyCartEdit, cart);

/**
 * Cart versions only grow on one table (every write, clear and placement adds one), so a cart
 * of the same table with a lower version is an old reply that arrived late.
 */
export const isOlderCart = (cart: CartOrder, than: CartOrder | null, orSame: boolean): boolean =>
  than !== null &&
  cart.tableId === than.tableId &&
  (orSame ? cart.cartRowVersion <= than.cartRowVersion : cart.cartRowVersion < than.cartRowVersion);
