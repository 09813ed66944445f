import { emptyCartOrder } from '../model/defaults.ts';
import type { CartOrder, OrderItem } from '../model/order.ts';

/** For tests: table 501's cart at a version, each diner's lines by their id, in that order. */
export const cartAt = (version: number, entries: Record<string, OrderItem[]>): CartOrder => {
  const userCarts = Object.entries(entries).map(([userId, orderItems]) => ({
    userId,
    orderItems,
    invalidOrderItems: [],
  }));
  return {
    ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, version * 1_000),
    cartRowVersion: version,
    userCarts,
    orderItems: userCarts.flatMap((entry) => entry.orderItems),
  };
};
