import type { Draft } from 'immer';
import type { LiveInstruction } from '../live/messages.ts';
import type { CartOrder } from '../model/order.ts';
import { applyCartEdit, isOlderCart, rebaseCart } from './rebase.ts';
import type { CartState, PendingCartEdit } from './state.ts';
import { unwrapped } from '../plain.ts';

/*
 * What events do to the cart. The cart holds the server's last confirmed copy and the diner's
 * edits not yet confirmed on top of it (cart/state.ts).
 */

/** A local edit, shown at once and kept until the server confirms it. */
export const applyLocalEdit = (draft: Draft<CartState>, edit: PendingCartEdit): void => {
  const current = unwrapped(draft.current as CartOrder | null);
  if (current === null) return;
  const next = applyCartEdit(current, edit);
  if (next === current) return;
  const pending = [...unwrapped(draft.pending as readonly PendingCartEdit[]), edit];
  draft.current = next as Draft<CartOrder>;
  draft.pending = pending as Draft<PendingCartEdit>[];
  draft.unconfirmedEdits = pending.length;
};

/**
 * Takes a cart from the server unless it is older than the confirmed one (a late reply, or the
 * server's announcement of a version we already have); either way the first `settled` pending
 * edits are done, and the rest are replayed on top of the newest cart.
 */
export const takeServerCart = (
  draft: Draft<CartState>,
  cart: CartOrder,
  settled: number,
  stale: boolean,
): void => {
  const pending = unwrapped(draft.pending as readonly PendingCartEdit[]).slice(settled);
  const base = stale ? unwrapped(draft.confirmed as CartOrder) : cart;
  draft.pending = pending as Draft<PendingCartEdit>[];
  draft.unconfirmedEdits = pending.length;
  draft.confirmed = base as Draft<CartOrder>;
  draft.current = rebaseCart(base, pending) as Draft<CartOrder>;
  if (stale) return;
  draft.status = 'success';
  draft.error = null;
};

/** Some pending edits taken out: the rest are replayed on the confirmed cart again. */
export const withdrawPending = (draft: Draft<CartState>, seqs: readonly number[]): void => {
  const out = new Set(seqs);
  const before = unwrapped(draft.pending as readonly PendingCartEdit[]);
  const pending = before.filter((edit) => !out.has(edit.seq));
  if (pending.length === before.length) return;
  draft.pending = pending as Draft<PendingCartEdit>[];
  draft.unconfirmedEdits = pending.length;
  const confirmed = unwrapped(draft.confirmed as CartOrder | null);
  if (confirmed !== null) draft.current = rebaseCart(confirmed, pending) as Draft<CartOrder>;
};

export const dropPending = (draft: Draft<CartState>): void => {
  draft.pending = [];
  draft.unconfirmedEdits = 0;
};

/** A new identity owns no items of the old one's; the worker refetches the table's cart. */
export const resetCart = (draft: Draft<CartState>): void => {
  draft.current = null;
  draft.confirmed = null;
  dropPending(draft);
  draft.status = 'idle';
  draft.error = null;
};

const emptyItems = (cart: CartOrder, at: number): CartOrder => ({
  ...cart,
  orderItems: [],
  userCarts: [],
  lastOperateTime: at,
});

/** The server's cart, announced live; or the staff clearing an idle table's cart. */
export const applyLiveToCart = (
  draft: Draft<CartState>,
  instruction: LiveInstruction,
  at: number,
): void => {
  if (instruction.kind === 'cartChanged') {
    const stale = isOlderCart(instruction.cart, draft.confirmed as CartOrder | null, true);
    takeServerCart(draft, instruction.cart, 0, stale);
  }
  if (instruction.kind === 'inactiveDialogClosed' && instruction.shouldClearCart && draft.current) {
    draft.current = emptyItems(unwrapped(draft.current as CartOrder), at) as Draft<CartOrder>;
    dropPending(draft);
  }
};
