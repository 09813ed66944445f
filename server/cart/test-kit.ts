import type { CartOrder, OrderItem } from '../../src/domain/model/order.ts';
import { type CallOptions, type CallResult, call } from '../test-support/client.ts';
import type { Queryable } from '../db/database.ts';
import { fixture } from '../test-support/fixtures.ts';

/** Helpers for this slice's HTTP tests: lines as the web app sends them, and cart calls. */
export interface SentLine {
  readonly id?: string;
  readonly productId: string;
  readonly quantity: number;
  readonly notes?: string;
  readonly price?: number;
  readonly orderItemModifiers?: readonly { modifierProductId: string; quantity: number }[];
  readonly condiments?: readonly { condimentId?: string; price: number; quantity: number }[];
  readonly salesUnitFactorList?: readonly number[];
}

export const line = (productId: string, quantity: number, extra: Partial<SentLine> = {}) => ({
  productId,
  quantity,
  ...extra,
});

export const tableA = fixture.tables[0].id;
export const tableB = fixture.tables[1].id;
export const merchantId = fixture.merchantId;

export type Who = Pick<CallOptions, 'guestId' | 'token'>;

export const getCart = (baseUrl: string, tableId: string, who: Who = {}) =>
  call<CartOrder>(baseUrl, 'GET', `/api/shoppingCart?merchantId=${merchantId}&browserId=fp-1`, {
    ...who,
    tableId,
    merchantId,
  });

/** Writes this diner's lines on top of the given version, as the web app's cart sync does. */
export const putLines = (
  baseUrl: string,
  tableId: string,
  who: Who,
  cartRowVersion: number,
  orderItems: readonly unknown[],
): Promise<CallResult<CartOrder>> =>
  call<CartOrder>(baseUrl, 'POST', '/api/shoppingCart', {
    ...who,
    tableId,
    merchantId,
    body: { cartRowVersion, tableId, merchantId, productId: '701', extraInfo: '', orderItems },
  });

/** The diner's own stored lines in the reply, the way the client picks them out. */
export const linesOf = (cart: CartOrder, userId: string): readonly OrderItem[] =>
  cart.userCarts.find((entry) => String(entry.userId) === userId)?.orderItems ?? [];

/** A diner's DELETE /clear: their own lines, or all of an idle table's (cart/clear.ts). */
export const clearCart = (baseUrl: string, tableId: string, who: Who = {}) =>
  call<CartOrder>(baseUrl, 'DELETE', '/api/shoppingCart/clear', { ...who, tableId, merchantId });

/** Between tests: the table's cart emptied as the staff's clear would, the version moved on. */
export const resetTableCart = async (db: Queryable, tableId: string): Promise<void> => {
  await db.query(
    `update carts set user_carts = '[]'::jsonb, row_version = row_version + 1 where table_id = $1`,
    [tableId],
  );
};
