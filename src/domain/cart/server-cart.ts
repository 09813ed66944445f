import type { CartOrder } from '../model/order.ts';
import { PatchMismatch } from '../log/patch.ts';
import { unwrapped } from '../plain.ts';
import { applyCartPatch, diffCart } from './cart-patch.ts';
import type { CartPatchedFromServer, CartReplacedFromServer } from './events.ts';
import { isOlderCart, rebaseCart } from './rebase.ts';
import type { CartState } from './state.ts';

type Payload<E extends { readonly payload: unknown }> = E['payload'];

/** An event carrying a cart from the server, as the worker writes it (before seq and at). */
export type ServerCartEvent =
  | { readonly type: 'CartPatchedFromServer'; readonly payload: Payload<CartPatchedFromServer> }
  | { readonly type: 'CartReplacedFromServer'; readonly payload: Payload<CartReplacedFromServer> };

/**
 * The cart a server cart is told against: what this diner expected the server to hold, the
 * confirmed cart with the edits the reply settles replayed on it (as Replicache rebases).
 */
export const expectedCart = (cart: CartState, settled: number): CartOrder | null =>
  cart.confirmed === null
    ? null
    : rebaseCart(unwrapped(cart.confirmed), cart.pending.slice(0, settled).map(unwrapped));

/**
 * How the log carries a cart the server sent: what changed from the expected cart when there is
 * one of the same table and the server's is not older (a late reply is kept whole: the fold
 * keeps the confirmed cart then, and settles the edits).
 */
export const serverCartEvent = (
  cart: CartState,
  server: CartOrder,
  settled: number,
  liveVersion?: number,
): ServerCartEvent => {
  const stamp = liveVersion === undefined ? {} : { liveVersion };
  const expected = expectedCart(cart, settled);
  const confirmed = cart.confirmed;
  if (
    expected === null ||
    confirmed === null ||
    confirmed.tableId !== server.tableId ||
    isOlderCart(server, confirmed, false)
  ) {
    return { type: 'CartReplacedFromServer', payload: { cart: server, settled, ...stamp } };
  }
  return {
    type: 'CartPatchedFromServer',
    payload: {
      base: confirmed.cartRowVersion,
      settled,
      patch: diffCart(expected, server),
      ...stamp,
    },
  };
};

/** The server's cart again, from the patch and the state it was written against. */
export const patchedCart = (
  cart: CartState,
  payload: Payload<CartPatchedFromServer>,
): CartOrder => {
  const expected = expectedCart(cart, payload.settled);
  if (expected === null || cart.confirmed?.cartRowVersion !== payload.base) {
    throw new PatchMismatch(`a cart patch on v${payload.base} of a diner holding another cart`);
  }
  return applyCartPatch(expected, payload.patch);
};
