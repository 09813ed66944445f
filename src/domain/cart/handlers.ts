import type { Draft } from 'immer';
import type { HandlersOf } from '../handler.ts';
import { cartFetched } from '../live/operations.ts';
import type { CartOrder } from '../model/order.ts';
import type { CartEvent } from './events.ts';
import { type HeldEdits, holdAddBeforeRead } from './held.ts';
import {
  applyLocalEdit,
  dropPending,
  resetCart,
  takeServerCart,
  withdrawPending,
} from './operations.ts';
import { isOlderCart } from './rebase.ts';
import { patchedCart } from './server-cart.ts';
import type { CartState } from './state.ts';
import { cartMoved, offersFollowNotes, ownLinesCleared } from '../timeline/operations.ts';
import { unwrapped } from '../plain.ts';

export const cartHandlers: HandlersOf<CartEvent> = {
  CartItemAdded: ({ cart, session }, event) => {
    // Before the table's cart was ever read (a reload offline) the dish waits for it (held.ts).
    if (cart.current === null) {
      const held = holdAddBeforeRead(
        unwrapped(cart.earlier as HeldEdits | null),
        session.tableId,
        event,
      );
      cart.earlier = held as Draft<HeldEdits> | null;
    } else applyLocalEdit(cart, event);
  },
  CartItemReduced: ({ cart }, event) => applyLocalEdit(cart, event),
  CartItemNotesEdited: (draft, event) => {
    offersFollowNotes(draft, event.payload);
    applyLocalEdit(draft.cart, event);
  },
  CartGoneLinesDropped: ({ cart }, event) => applyLocalEdit(cart, event),
  CartReplacedFromServer: (draft, event) => {
    const { cart, live, session } = draft;
    const { payload } = event;
    const before = unwrapped(cart.confirmed as CartOrder | null);
    const stale = isOlderCart(payload.cart, before, false);
    const settled = payload.settled === 'all' ? cart.pending.length : payload.settled;
    takeServerCart(cart, payload.cart, settled, stale);
    cartFetched(live, payload.cart, payload.liveVersion, session.tableId);
    cartMoved(draft, before, event);
  },
  CartPatchedFromServer: (draft, event) => {
    const { cart, live, session } = draft;
    const { payload } = event;
    const before = unwrapped(cart.confirmed as CartOrder | null);
    const server = patchedCart(cart as CartState, payload);
    takeServerCart(cart, server, payload.settled, false);
    cartFetched(live, server, payload.liveVersion, session.tableId);
    cartMoved(draft, before, event);
  },
  CartSyncFailed: ({ cart }, { payload }) => {
    cart.current = cart.confirmed;
    dropPending(cart);
    cart.error = payload.message;
  },
  CartAddsWithdrawn: ({ cart }, { payload }) => withdrawPending(cart, payload.seqs),
  CartLoadFailed: ({ cart }, { payload }) => {
    cart.status = 'error';
    cart.error = payload.message;
  },
  HeldEditsSettled: ({ cart }) => {
    cart.earlier = null;
  },
  CartCleared: (draft, event) => {
    ownLinesCleared(draft, event);
    resetCart(draft.cart);
  },
};
