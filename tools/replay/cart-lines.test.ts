import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../../src/domain/cart/order-item.fixture.ts';
import { emptyCartOrder } from '../../src/domain/model/defaults.ts';
import type { CartOrder, OrderItem } from '../../src/domain/model/order.ts';
import { formatDelta, lineDeltas } from './cart-lines.ts';

const noodles = (quantity: number) =>
  anOrderItem({ id: '21', productId: '5008', menuName: 'Beef noodles', quantity });
const tea = (quantity: number) =>
  anOrderItem({ id: '22', productId: '702', menuName: 'Green tea', quantity });

/** Hana's entry: her priced lines and the ones no longer available. */
const cart = (priced: OrderItem[], gone: OrderItem[] = []): CartOrder => ({
  ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0),
  userCarts: [{ userId: 'hana', orderItems: priced, invalidOrderItems: gone }],
  orderItems: priced,
});

const told = (before: CartOrder | null, after: CartOrder | null) =>
  lineDeltas(before, after).map(formatDelta);

describe('what the replay says changed in a cart', () => {
  it('tells added and removed dishes by diner', () => {
    expect(told(cart([tea(1)]), cart([tea(3), noodles(1)]))).toEqual([
      '+1 Beef noodles (hana)',
      '+2 Green tea (hana)',
    ]);
    expect(told(cart([tea(3)]), cart([]))).toEqual(['-3 Green tea (hana)']);
  });

  it('tells a dish sold out, and back on sale, as neither an addition nor a removal', () => {
    const soldOut = cart([tea(1)], [noodles(2)]);
    expect(told(cart([tea(1), noodles(2)]), soldOut)).toEqual(['2 Beef noodles (hana) sold out']);
    expect(told(soldOut, cart([noodles(2), tea(1)]))).toEqual([
      '2 Beef noodles (hana) back on sale',
    ]);
  });

  it('tells a gone line the diner let go, or one that came with a cart, on its own', () => {
    expect(told(cart([tea(1)], [noodles(2)]), cart([tea(1)]))).toEqual([
      '-2 Beef noodles (hana), no longer available',
    ]);
    expect(told(null, cart([], [noodles(1)]))).toEqual([
      '+1 Beef noodles (hana), no longer available',
    ]);
    // Sold out while the diner took one off: both are told.
    expect(told(cart([noodles(2)]), cart([], [noodles(1)]))).toEqual([
      '-2 Beef noodles (hana)',
      '+1 Beef noodles (hana), no longer available',
    ]);
  });
});
