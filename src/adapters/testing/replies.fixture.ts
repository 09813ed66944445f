import { anOrderItem } from '../../domain/cart/order-item.fixture.ts';
import { emptyCartOrder, emptyOrder } from '../../domain/model/defaults.ts';
import { aMember } from '../../domain/model/member.fixture.ts';
import type { Member } from '../../domain/model/member.ts';
import type { CartOrder, Order, OrderItem } from '../../domain/model/order.ts';

/** An id past 2^53: a JSON number would round it to 1900000000000000000. */
export const BIG_ID = '1900000000000000001';

/**
 * JSON as the POS writes it: every id (key `id` or `…Id`) holding decimal text becomes a bare
 * number with all its digits, the way docs/api.md says replies carry 64-bit ids.
 */
export const asPosJson = (value: unknown): string =>
  JSON.stringify(value).replace(/"(id|[A-Za-z]+Id)":"(0|[1-9][0-9]*)"/g, '"$1":$2');

export const anItem = (overrides: Partial<OrderItem> = {}): OrderItem =>
  anOrderItem({
    id: BIG_ID,
    orderId: '0',
    productId: '701',
    menuId: '1',
    categoryId: '601',
    ...overrides,
  });

export const aCart = (): CartOrder => {
  const item = anItem();
  return {
    ...emptyCartOrder({ tableId: '12', tableName: 'A1' }, 1_760_000_000_000),
    orderItems: [item],
    userCarts: [{ userId: '7001', orderItems: [item], invalidOrderItems: [] }],
    cartRowVersion: 3,
    rowVersion: 3,
    subTotalAmount: 12.5,
    totalAmount: 12.5,
  };
};

export const anOrder = (): Order => ({
  ...emptyOrder({ tableId: '12', tableName: 'A1' }),
  id: BIG_ID,
  serial: 'A-0001',
  orderItems: [anItem({ orderId: BIG_ID, sentAt: '2026-01-01T12:00:00+08:00' })],
  memberId: '7001',
  orderMember: { id: '7001', name: 'Ada', points: 1200 },
  userCouponIds: ['3001'],
  totalAmount: 12.5,
});

export const member: Member = aMember();
