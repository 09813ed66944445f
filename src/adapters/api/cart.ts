import { Effect, Option, Schema } from 'effect';
import type { WebOrderType } from '../../domain/model/enums.ts';
import type { CartOrder, Order, OrderItem } from '../../domain/model/order.ts';
import type { ApiError } from '../http/errors.ts';
import { type ApiCall, call } from './call.ts';
import { Amount } from '../../domain/model/schemas/fields.ts';
import { CartOrderSchema } from '../../domain/model/schemas/order.ts';
import { decodeCartOrder, FetchedCartSchema } from './schemas/order.ts';

export interface FetchedCart {
  readonly cart: CartOrder;
  /** The table's live version the cart was read at; null from a server that does not say. */
  readonly liveVersion: number | null;
}

/**
 * GET /api/shoppingCart: the table's shared cart. `null` when the reply has no data, which the
 * caller reports as 'fetch cart details error: empty data' (spec §5).
 */
export const getCart = (input: {
  readonly merchantId: string;
  readonly browserId: string;
}): ApiCall<FetchedCart | null> =>
  call({
    method: 'GET',
    path: '/api/shoppingCart',
    query: { merchantId: input.merchantId, browserId: input.browserId },
    data: Schema.NullOr(FetchedCartSchema),
  }).pipe(
    Effect.map((fetched) => {
      if (fetched === null) return null;
      const { liveVersion, ...cart } = fetched;
      return { cart, liveVersion };
    }),
  );

export interface CartUpdate {
  /** The cart as this diner has it: its fields and version go back with the lines. */
  readonly cart: Order;
  /** This diner's own lines: the server replaces this diner's entry of userCarts with them. */
  readonly orderItems: readonly OrderItem[];
  readonly merchantId: string;
  /** The product this change was about, when there is one. */
  readonly productId: string | null;
}

/**
 * POST /api/shoppingCart: the whole cart with this diner's lines, plus merchantId and productId
 * (spec §7). Other diners' entries (userCarts) stay out: the server never takes them from a
 * client. A stale cartRowVersion loses with 66666 and the table's current cart as data.
 */
export const updateCart = (input: CartUpdate): ApiCall<CartOrder> => {
  const { userCarts: _others, ...order } = input.cart;
  return call({
    method: 'POST',
    path: '/api/shoppingCart',
    body: {
      ...order,
      orderItems: input.orderItems,
      tableId: input.cart.tableId,
      merchantId: input.merchantId,
      productId: input.productId,
    },
    context: { tableId: input.cart.tableId },
    data: CartOrderSchema,
  });
};

/** POST /api/shoppingCart/initialize: makes sure the table has a cart; may seed its settings. */
export const initializeCart = (input: {
  readonly tableId: string;
  readonly guests?: number;
  readonly orderType?: WebOrderType;
}): ApiCall<CartOrder> =>
  call({
    method: 'POST',
    path: '/api/shoppingCart/initialize',
    body: input,
    context: { tableId: input.tableId },
    data: CartOrderSchema,
  });

/** GET /api/shoppingCart/guests: the table's guest count. */
export const getGuestCount = (input: { readonly tableId: string }): ApiCall<number> =>
  call({
    method: 'GET',
    path: '/api/shoppingCart/guests',
    context: { tableId: input.tableId },
    data: Amount,
  });

/** POST /api/shoppingCart/guests: the reference POS's call for "update guest number". */
export const setGuestCount = (input: {
  readonly tableId: string;
  readonly guests: number;
}): ApiCall<CartOrder> =>
  call({
    method: 'POST',
    path: '/api/shoppingCart/guests',
    body: input,
    context: { tableId: input.tableId },
    data: CartOrderSchema,
  });

/** POST /api/shoppingCart/order-type: the reference POS's call for "update order type". */
export const setOrderType = (input: {
  readonly tableId: string;
  readonly orderType: WebOrderType;
}): ApiCall<CartOrder> =>
  call({
    method: 'POST',
    path: '/api/shoppingCart/order-type',
    body: input,
    context: { tableId: input.tableId },
    data: CartOrderSchema,
  });

/** DELETE /api/shoppingCart/clear: empties every diner's lines at the table. */
/**
 * `mine`: this diner's lines only, even from a cart idle past the merchant's clear-cart time
 * (which otherwise clears every diner's: the unfinished-order popup's "Start again").
 */
export const clearCart = (input: {
  readonly tableId: string;
  readonly mine?: boolean;
}): ApiCall<CartOrder> =>
  call({
    method: 'DELETE',
    path: input.mine === true ? '/api/shoppingCart/clear?scope=mine' : '/api/shoppingCart/clear',
    context: { tableId: input.tableId },
    data: CartOrderSchema,
  });

/**
 * The table's current cart carried by a conflict (66666, 1997, 2025, 10087), so the caller
 * reloads without another call; null when the failure carries none.
 */
export const conflictCart = (failure: ApiError): CartOrder | null =>
  'data' in failure ? Option.getOrNull(decodeCartOrder(failure.data)) : null;
