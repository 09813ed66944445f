import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { emptyOrder } from '../model/defaults.ts';
import type { Order, OrderItem } from '../model/order.ts';
import { roundsMark, takenSince } from './rounds.ts';

const order = (id: string, items: Partial<OrderItem>[]): Order => ({
  ...emptyOrder({ tableId: '501', tableName: 'A1' }),
  id,
  orderItems: items.map((item, index) => anOrderItem({ id: String(index), ...item })),
});
const me = { userId: 'me' };
const peer = { userId: 'peer' };

describe('the lines rounds placed since a mark took from a diner', () => {
  const two = order('9', [
    { productId: 'a', round: 1, addedBy: me },
    { productId: 'b', round: 2, addedBy: me },
    { productId: 'c', round: 2, addedBy: peer },
    { productId: 'd', round: 3, addedBy: me },
  ]);

  it('are the diner’s lines of every round after the marked one', () => {
    expect(takenSince(two, '9#1', 'me')?.map((item) => item.productId)).toEqual(['b', 'd']);
    expect(takenSince(two, '9#2', 'peer')).toEqual([]);
  });

  it('are every round’s of an order placed since, and none when no round was', () => {
    expect(takenSince(two, null, 'me')?.map((item) => item.productId)).toEqual(['a', 'b', 'd']);
    expect(takenSince(two, '8#4', 'me')?.length).toBe(3);
    expect(takenSince(two, roundsMark(two), 'me')).toBeNull();
    expect(takenSince(null, '9#1', 'me')).toBeNull();
  });
});
