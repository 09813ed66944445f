import type { AsyncStatus } from '../model/enums.ts';
import type { HeldEdits } from './held.ts';
import type { CartOrder, OrderItem, UserCart } from '../model/order.ts';
import type {
  CartGoneLinesDropped,
  CartItemAdded,
  CartItemNotesEdited,
  CartItemReduced,
} from './events.ts';

/**
 * A local edit the server has not confirmed yet, kept as its event so it can be replayed on top
 * of a newer server cart (a peer's change, a refetch, a 66666 conflict): no diner's item is lost.
 */
export type PendingCartEdit =
  CartItemAdded | CartItemReduced | CartItemNotesEdited | CartGoneLinesDropped;

export interface CartState {
  /** The table's cart as this diner sees it: the server's copy plus edits not yet confirmed. */
  readonly current: CartOrder | null;
  /** The last cart the server confirmed; a failed write returns `current` to it. */
  readonly confirmed: CartOrder | null;
  /** Local edits folded since the last confirmed cart (`pending.length`). */
  readonly unconfirmedEdits: number;
  /** Those edits, oldest first: `current` is always `confirmed` with these applied. */
  readonly pending: readonly PendingCartEdit[];
  readonly status: AsyncStatus;
  /** A translation key or the server's own message, for the last failure. */
  readonly error: string | null;
  /**
   * Edits an earlier page of this browser had not had confirmed (cart/held.ts), until this page
   * has read the table's cart and made again those that still fit.
   */
  readonly earlier: HeldEdits | null;
}

export const initialCartState: CartState = {
  current: null,
  confirmed: null,
  unconfirmedEdits: 0,
  pending: [],
  status: 'idle',
  error: null,
  earlier: null,
};

/**
 * Whether this page still has to join its table: no cart came from the server yet, and none is
 * on its way. The start-up may have waited for the network, or run offline and failed.
 */
export const tableUnjoined = (cart: CartState): boolean =>
  cart.confirmed === null && cart.status !== 'pending';

/** Spec §6: the current user's items are the entry whose userId matches. */
export const userCartOf = (cart: CartOrder | null, userId: string | null): UserCart | null =>
  cart?.userCarts.find((entry) => entry.userId === userId) ?? null;

export const userCartItems = (
  cart: CartOrder | null,
  userId: string | null,
): readonly OrderItem[] => userCartOf(cart, userId)?.orderItems ?? [];

/**
 * Whether a menu change can alter what the cart shows: a line (priced or no longer available) of
 * one of `productIds`, or any line at all when the change does not say which dishes (null).
 */
export const cartHoldsAnyOf = (
  cart: CartOrder | null,
  productIds: readonly string[] | null,
): boolean => {
  const held = (cart?.userCarts ?? []).flatMap((entry) => [
    ...entry.orderItems,
    ...entry.invalidOrderItems,
  ]);
  if (productIds === null) return held.length > 0;
  const changed = new Set(productIds);
  return held.some((item) => changed.has(String(item.productId)));
};

/**
 * The diners' entries one cart holds and the other does not, each side. The fold keeps an entry
 * nobody changed as the same object, so what two carts share adds as much to both sides and can
 * be left out of any comparison of them.
 */
export const unsharedEntries = (
  before: CartOrder | null,
  after: CartOrder | null,
): { readonly before: readonly UserCart[]; readonly after: readonly UserCart[] } => {
  // Each match takes one entry off the list: an entry listed twice in one cart counts twice.
  const onlyBefore = [...(before?.userCarts ?? [])];
  const onlyAfter = (after?.userCarts ?? []).filter((entry) => {
    const at = onlyBefore.indexOf(entry);
    if (at !== -1) onlyBefore.splice(at, 1);
    return at === -1;
  });
  return { before: onlyBefore, after: onlyAfter };
};
