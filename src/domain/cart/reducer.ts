import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { LiveInstruction } from '../live/messages.ts';
import type { CartOrder, OrderItem, UserCart } from '../model/order.ts';
import { addToCart, editLineNotes, reduceInCart } from './merge.ts';
import type { CartState } from './state.ts';

type ItemsEdit = (items: readonly OrderItem[]) => readonly OrderItem[];

/**
 * Applies one diner's edit to their entry of the shared cart. The table-level `orderItems` is
 * rebuilt from every entry so both views of the cart always agree.
 */
const editUserCart = (cart: CartOrder, userId: string, edit: ItemsEdit, at: number): CartOrder => {
  const existing = cart.userCarts.find((entry) => entry.userId === userId);
  const before = existing?.orderItems ?? [];
  const after = edit(before);
  if (after === before) return cart;
  const entry: UserCart = {
    userId,
    orderItems: after,
    invalidOrderItems: existing?.invalidOrderItems ?? [],
  };
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

const applyLocalEdit = (draft: Draft<CartState>, userId: string, edit: ItemsEdit, at: number) => {
  const current = draft.current as CartOrder | null;
  if (current === null) return;
  const next = editUserCart(current, userId, edit, at);
  if (next === current) return;
  draft.current = next as Draft<CartOrder>;
  draft.unconfirmedEdits += 1;
};

const replaceFromServer = (draft: Draft<CartState>, cart: CartOrder) => {
  draft.current = cart as Draft<CartOrder>;
  draft.confirmed = cart as Draft<CartOrder>;
  draft.unconfirmedEdits = 0;
  draft.status = 'success';
  draft.error = null;
};

const emptyItems = (cart: CartOrder, at: number): CartOrder => ({
  ...cart,
  orderItems: [],
  userCarts: [],
  lastOperateTime: at,
});

const applyLive = (draft: Draft<CartState>, instruction: LiveInstruction, at: number) => {
  if (instruction.kind === 'cartChanged') replaceFromServer(draft, instruction.cart);
  if (instruction.kind === 'inactiveDialogClosed' && instruction.shouldClearCart && draft.current) {
    draft.current = emptyItems(draft.current as CartOrder, at) as Draft<CartOrder>;
    draft.unconfirmedEdits = 0;
  }
};

export const reduceCart = (
  draft: Draft<CartState>,
  event: AppEvent,
  live: LiveInstruction | null,
): void => {
  switch (event.type) {
    case 'CartItemAdded': {
      const { userId, line, orderType } = event.payload;
      applyLocalEdit(draft, userId, (items) => addToCart(items, line, orderType), event.at);
      return;
    }
    case 'CartItemReduced': {
      const { userId, lineIndex, quantity } = event.payload;
      applyLocalEdit(draft, userId, (items) => reduceInCart(items, lineIndex, quantity), event.at);
      return;
    }
    case 'CartItemNotesEdited': {
      const { userId, lineIndex, notes } = event.payload;
      applyLocalEdit(draft, userId, (items) => editLineNotes(items, lineIndex, notes), event.at);
      return;
    }
    case 'CartReplacedFromServer':
      replaceFromServer(draft, event.payload.cart);
      return;
    case 'CartSyncFailed':
      draft.current = draft.confirmed;
      draft.unconfirmedEdits = 0;
      draft.error = event.payload.message;
      return;
    case 'CartLoadFailed':
      draft.status = 'error';
      draft.error = event.payload.message;
      return;
    case 'CartCleared':
    case 'LoginSucceeded':
    case 'LoggedOut':
      // A new identity owns no items of the old one's; the worker refetches the table's cart.
      draft.current = null;
      draft.confirmed = null;
      draft.unconfirmedEdits = 0;
      draft.status = 'idle';
      draft.error = null;
      return;
    case 'LiveMessageReceived':
      if (live) applyLive(draft, live, event.at);
      return;
  }
};
