import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { OrderSchema } from '../../src/domain/model/schemas/order.ts';
import { anOrderItem } from '../../src/domain/cart/order-item.fixture.ts';
import { emptyOrder } from '../../src/domain/model/defaults.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { isOrderMember, redactForViewer } from './redact-for-viewer.ts';

/** Ada's order, as placement stores it: her full name, id, balance, points earned, a coupon. */
const adasOrder: Order = {
  ...emptyOrder({ tableId: '501', tableName: 'A1' }),
  id: '9007199254740993',
  serial: '0001',
  memberId: '901',
  customerId: '901',
  customer: 'Ada Lovelace',
  orderMember: { id: '901', name: 'Ada Lovelace', points: 1234 },
  initialPointAmount: 1500,
  totalPointAmount: 300,
  extraInfo: '{"orderType":"dineIn","pointsEarned":9}',
  userCouponIds: ['3001'],
  orderCoupons: [
    {
      id: '0',
      userCouponId: '3001',
      name: '$2 off',
      couponType: 0,
      discountType: 0,
      discountValue: 2,
      thresholdAmount: 0,
      maxDiscountAmount: 0,
      userId: '901',
    },
  ],
  totalAmount: 7.5,
};

const decode = Schema.decodeUnknownSync(OrderSchema);

describe('an order’s member data goes to that member only', () => {
  it('leaves the order whole for its member', () => {
    expect(isOrderMember(adasOrder, { memberId: '901' })).toBe(true);
    expect(redactForViewer(adasOrder, { memberId: '901' }, 'Ada')).toBe(adasOrder);
  });

  it.each([
    ['a visitor', null],
    ['another member', '902'],
  ])('shows %s the first name only, with neutral values the client still decodes', (_, id) => {
    const shown = redactForViewer(adasOrder, { memberId: id }, 'Ada');
    expect(shown).toEqual({
      ...adasOrder,
      memberId: '0',
      customerId: '0',
      customer: 'Ada',
      orderMember: null,
      initialPointAmount: 0,
      extraInfo: '{"orderType":"dineIn"}',
      orderCoupons: [{ ...adasOrder.orderCoupons[0], id: '0', userCouponId: '0', userId: '0' }],
      userCouponIds: [],
      userCarts: [],
    });
    expect(JSON.stringify(shown)).not.toMatch(/Lovelace|901|1234|1500|3001|pointsEarned/);
    expect(decode(shown)).toMatchObject({ customer: 'Ada', memberId: '0', orderMember: null });
  });

  it('says Guest for a member who gave no first name, and nothing for an order with no member', () => {
    expect(redactForViewer(adasOrder, { memberId: null }, '  ').customer).toBe('Guest');
    expect(redactForViewer(adasOrder, { memberId: null }, null).customer).toBe('Guest');
    const noMember = {
      ...adasOrder,
      memberId: '0',
      customerId: '0',
      customer: '',
      orderMember: null,
    };
    expect(isOrderMember(noMember, { memberId: null })).toBe(false);
    expect(redactForViewer(noMember, { memberId: '0' }, null).customer).toBe('');
  });

  it('keeps an extraInfo it cannot read, or one without points, as it is', () => {
    for (const extraInfo of ['', 'not json', '[1]', 'null', '{"orderType":"toGo"}'])
      expect(
        redactForViewer({ ...adasOrder, extraInfo }, { memberId: null }, 'Ada').extraInfo,
      ).toBe(extraInfo);
  });

  it('reads ids written as numbers too', () => {
    const numeric = { ...adasOrder, memberId: 901 as unknown as string };
    expect(isOrderMember(numeric, { memberId: '901' })).toBe(true);
    expect(redactForViewer(numeric, { memberId: '9010' }, 'Ada').memberId).toBe('0');
  });

  it('names who added each line to everyone, and gives the id only to the member it is (others masked apart)', () => {
    const line = (userId: string, name?: string) => ({
      ...anOrderItem({ id: '1', orderId: '2', productId: '5001', menuId: '3', categoryId: '4' }),
      addedBy: name === undefined ? { userId } : { userId, name },
    });
    const shared = {
      ...adasOrder,
      orderItems: [line('901', 'Ada'), line('902', 'Ben'), line('d-7c1e'), line('902', 'Ben')],
    };
    const authors = (viewer: string | null) =>
      redactForViewer(shared, { memberId: viewer }, 'Ada').orderItems.map((item) => item.addedBy);
    expect(authors('901')).toEqual([
      { userId: '901', name: 'Ada' },
      { userId: '~1', name: 'Ben' },
      { userId: '~2' },
      { userId: '~1', name: 'Ben' },
    ]);
    expect(authors('902')).toEqual([
      { userId: '~1', name: 'Ada' },
      { userId: '902', name: 'Ben' },
      { userId: '~2' },
      { userId: '902', name: 'Ben' },
    ]);
    expect(authors(null)).toEqual([
      { userId: '~1', name: 'Ada' },
      { userId: '~2', name: 'Ben' },
      { userId: '~3' },
      { userId: '~2', name: 'Ben' },
    ]);
    expect(decode(redactForViewer(shared, { memberId: null }, 'Ada')).orderItems[1]).toMatchObject({
      addedBy: { userId: '~2', name: 'Ben' },
    });
  });
});
