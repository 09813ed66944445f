import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { LiveInstruction } from '../live/messages.ts';
import type { CartOrder } from '../model/order.ts';
import { applyCartEdit, isOlderCart, rebaseCart } from './rebase.ts';
import type { CartState, PendingCartEdit } from './state.ts';

const applyLocalEdit = (draft: Draft<CartState>, edit: PendingCartEdit) => {
  const current = draft.current as CartOrder | null;
  if (current === null) return;
  const next = applyCartEdit(current, edit);
  if (next === current) return;
  draft.current = next as Draft<CartOrder>;
  draft.pending.push(edit as Draft<PendingCartEdit>);
  draft.unconfirmedEdits = draft.pending.length;
};

/**
 * Takes a cart from the server unless it is older than the confirmed one (a late reply, or the
 * server's announcement of a version we already have); either way the first `settled` pending edits
 * are done, and the rest are replayed on top of the newest cart.
 */
const takeServerCart = (
  draft: Draft<CartState>,
  cart: CartOrder,
  settled: number,
  stale: boolean,
) => {
  const pending = draft.pending.slice(settled) as PendingCartEdit[];
  const base = stale ? (draft.confirmed as CartOrder) : cart;
  draft.pending = pending as Draft<PendingCartEdit>[];
  draft.unconfirmedEdits = pending.length;
  draft.confirmed = base as Draft<CartOrder>;
  draft.current = rebaseCart(base, pending) as Draft<CartOrder>;
  if (stale) return;
  draft.status = 'success';
  draft.error = null;
};

const dropPending = (draft: Draft<CartState>) => {
  draft.pending = [];
  draft.unconfirmedEdits = 0;
};

const emptyItems = (cart: CartOrder, at: number): CartOrder => ({
  ...cart,
  orderItems: [],
  userCarts: [],
  lastOperateTime: at,
});

const applyLive = (draft: Draft<CartState>, instruction: LiveInstruction, at: number) => {
  if (instruction.kind === 'cartChanged') {
    const stale = isOlderCart(instruction.cart, draft.confirmed as CartOrder | null, true);
    takeServerCart(draft, instruction.cart, 0, stale);
  }
  if (instruction.kind === 'inactiveDialogClosed' && instruction.shouldClearCart && draft.current) {
    draft.current = emptyItems(draft.current as CartOrder, at) as Draft<CartOrder>;
    dropPending(draft);
  }
};

export const reduceCart = (
  draft: Draft<CartState>,
  event: AppEvent,
  live: LiveInstruction | null,
): void => {
  switch (event.type) {
    case 'CartItemAdded':
    case 'CartItemReduced':
    case 'CartItemNotesEdited':
      applyLocalEdit(draft, event);
      return;
    case 'CartReplacedFromServer': {
      const { cart, settled } = event.payload;
      const stale = isOlderCart(cart, draft.confirmed as CartOrder | null, false);
      takeServerCart(draft, cart, settled ?? draft.pending.length, stale);
      return;
    }
    case 'CartSyncFailed':
      draft.current = draft.confirmed;
      dropPending(draft);
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
      dropPending(draft);
      draft.status = 'idle';
      draft.error = null;
      return;
    case 'LiveMessageReceived':
      if (live) applyLive(draft, live, event.at);
      return;
  }
};
