import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { aMenuProduct } from '../menu/menu.fixture.ts';
import { OrderStatus, PaymentStatus } from '../model/enums.ts';
import { emptyOrder } from '../model/defaults.ts';
import type { OrderSummary, UserCoupon } from '../model/records.ts';
import { initialAppState } from '../state.ts';
import { initialRecordsState } from './state.ts';

const row = (id: string): OrderSummary => ({
  id,
  serial: id.padStart(4, '0'),
  createAt: '2026-11-26T10:00:00Z',
  status: OrderStatus.Completed,
  paymentStatus: PaymentStatus.FullyPaid,
  totalAmount: 10,
  totalPointAmount: 0,
  itemCount: 1,
  tableId: '501',
  tableName: 'A1',
});
const coupon = (id: string): UserCoupon => ({
  id,
  userCouponId: id,
  couponId: '1',
  userId: '901',
  name: '$5 off',
  couponType: 0,
  discountType: 0,
  discountValue: 5,
  thresholdAmount: 20,
  maxDiscountAmount: 0,
  validUntil: '2027-01-01',
  state: 0,
  usedAt: null,
  usedOrderId: null,
  usedOrderSerial: null,
});
const order = (id: string) => ({ ...emptyOrder({ tableId: '501', tableName: 'A1' }), id });
const records = (events: Parameters<typeof sequence>[0]) =>
  foldAll(initialAppState, sequence(events)).records;

describe('the records a diner looks through', () => {
  it('search: the latest keyword’s answer shows; a late answer to an older one does not', () => {
    const dumplings = aMenuProduct({ id: '701' });
    const state = records([
      { type: 'SearchAsked', payload: { keyword: 'dum' } },
      { type: 'SearchAsked', payload: { keyword: 'dumpling' } },
      { type: 'SearchAnswered', payload: { keyword: 'dum', products: [] } },
      { type: 'SearchFailed', payload: { keyword: 'dum' } },
    ]);
    expect(state.search).toEqual({ keyword: 'dumpling', status: 'pending', products: [] });
    const answered = records([
      { type: 'SearchAsked', payload: { keyword: 'dumpling' } },
      { type: 'SearchAnswered', payload: { keyword: 'dumpling', products: [dumplings] } },
    ]);
    expect(answered.search).toEqual({
      keyword: 'dumpling',
      status: 'success',
      products: [dumplings],
    });
    expect(
      records([
        { type: 'SearchAsked', payload: { keyword: 'tea' } },
        { type: 'SearchFailed', payload: { keyword: 'tea' } },
      ]).search.status,
    ).toBe('error');
  });

  it('the order list: page after page; a failed page keeps what was shown and can be asked again', () => {
    const state = records([
      { type: 'OrderListAsked', payload: { page: 1 } },
      { type: 'OrderListAnswered', payload: { page: 1, list: [row('1'), row('2')], total: 3 } },
      { type: 'OrderListAsked', payload: { page: 2 } },
      { type: 'OrderListFailed', payload: { page: 2 } },
    ]);
    expect(state.orders).toMatchObject({ status: 'error', page: 1, asking: 2, total: 3 });
    expect(state.orders.list.map((entry) => entry.id)).toEqual(['1', '2']);
    const more = records([
      { type: 'OrderListAsked', payload: { page: 1 } },
      { type: 'OrderListAnswered', payload: { page: 1, list: [row('1')], total: 2 } },
      { type: 'OrderListAsked', payload: { page: 2 } },
      // An answer to a page nobody waits for any more changes nothing.
      { type: 'OrderListAnswered', payload: { page: 1, list: [row('9')], total: 2 } },
      { type: 'OrderListAnswered', payload: { page: 2, list: [row('2')], total: 2 } },
    ]);
    expect(more.orders.list.map((entry) => entry.id)).toEqual(['1', '2']);
    expect(more.orders).toMatchObject({ status: 'success', page: 2, asking: null });
    // Asking the first page again starts the list over.
    const again = records([
      { type: 'OrderListAsked', payload: { page: 1 } },
      { type: 'OrderListAnswered', payload: { page: 1, list: [row('1')], total: 1 } },
      { type: 'OrderListAsked', payload: { page: 1 } },
      { type: 'OrderListAnswered', payload: { page: 1, list: [row('3')], total: 1 } },
    ]);
    expect(again.orders.list.map((entry) => entry.id)).toEqual(['3']);
  });

  it('an order’s detail: the one asked for last; another order’s answer is dropped', () => {
    const state = records([
      { type: 'OrderDetailAsked', payload: { orderId: '11' } },
      { type: 'OrderDetailAnswered', payload: { order: order('11') } },
      { type: 'OrderDetailAsked', payload: { orderId: '12' } },
      { type: 'OrderDetailAnswered', payload: { order: order('11') } },
      { type: 'OrderDetailFailed', payload: { orderId: '11' } },
    ]);
    expect(state.detail).toEqual({ orderId: '12', status: 'pending', order: null, missing: false });
    expect(
      records([
        { type: 'OrderDetailAsked', payload: { orderId: '12' } },
        { type: 'OrderDetailFailed', payload: { orderId: '12' } },
      ]).detail,
    ).toMatchObject({ status: 'error', missing: false });
  });

  it('an order the server has none of for the diner is missing, not failed; asking again forgets it', () => {
    const missing = records([
      { type: 'OrderDetailAsked', payload: { orderId: '13' } },
      { type: 'OrderDetailFailed', payload: { orderId: '13', missing: true } },
    ]);
    expect(missing.detail).toMatchObject({ status: 'error', missing: true });
    const again = records([
      { type: 'OrderDetailAsked', payload: { orderId: '13' } },
      { type: 'OrderDetailFailed', payload: { orderId: '13', missing: true } },
      { type: 'OrderDetailAsked', payload: { orderId: '13' } },
    ]);
    expect(again.detail).toMatchObject({ status: 'pending', missing: false });
  });

  it('an order read before and missing now (its party cleared away) is not shown from before', () => {
    const cleared = records([
      { type: 'OrderDetailAsked', payload: { orderId: '14' } },
      { type: 'OrderDetailAnswered', payload: { order: order('14') } },
      { type: 'OrderDetailAsked', payload: { orderId: '14' } },
      { type: 'OrderDetailFailed', payload: { orderId: '14', missing: true } },
    ]);
    expect(cleared.detail).toMatchObject({ status: 'error', missing: true, order: null });
    // A failure that is not "missing" keeps what was read: the network may come back.
    const offline = records([
      { type: 'OrderDetailAsked', payload: { orderId: '14' } },
      { type: 'OrderDetailAnswered', payload: { order: order('14') } },
      { type: 'OrderDetailAsked', payload: { orderId: '14' } },
      { type: 'OrderDetailFailed', payload: { orderId: '14' } },
    ]);
    expect(offline.detail.order?.id).toBe('14');
  });

  it('coupons by state, and nothing of a member left after a logout or another login', () => {
    const state = records([
      { type: 'CouponsAsked', payload: { state: 'available', page: 1 } },
      {
        type: 'CouponsAnswered',
        payload: { state: 'available', page: 1, list: [coupon('1')], total: 1 },
      },
      { type: 'CouponsAsked', payload: { state: 'used', page: 1 } },
      { type: 'CouponsFailed', payload: { state: 'used', page: 1 } },
      { type: 'OrderListAsked', payload: { page: 1 } },
      { type: 'OrderListAnswered', payload: { page: 1, list: [row('1')], total: 1 } },
      { type: 'OrderDetailAsked', payload: { orderId: '11' } },
    ]);
    expect(state.coupons.available.list).toHaveLength(1);
    expect(state.coupons.used.status).toBe('error');
    const after = foldAll(
      initialAppState,
      sequence([
        { type: 'CouponsAsked', payload: { state: 'available', page: 1 } },
        {
          type: 'CouponsAnswered',
          payload: { state: 'available', page: 1, list: [coupon('1')], total: 1 },
        },
        { type: 'OrderListAsked', payload: { page: 1 } },
        { type: 'SearchAsked', payload: { keyword: 'tea' } },
        { type: 'LoggedOut', payload: { guestUuid: 'g-2', reason: 'user' } },
      ]),
    ).records;
    expect({ ...after, search: initialRecordsState.search }).toEqual(initialRecordsState);
    // A search is the menu's, not the member's: it stays.
    expect(after.search.keyword).toBe('tea');
  });

  it('the preview of the next round: the last ask’s answer shows; a member’s goes at logout', () => {
    const preview = (total: number) => ({
      order: { ...order('0'), totalAmount: total },
      pointsToSpend: 0,
      pointsToEarn: 3,
      roundTotal: total,
      joinsOrder: false,
    });
    const state = records([
      { type: 'PreviewAsked', payload: { key: '1:' } },
      { type: 'PreviewAsked', payload: { key: '2:77' } },
      { type: 'PreviewAnswered', payload: { key: '1:', preview: preview(30) } },
      { type: 'PreviewFailed', payload: { key: '1:' } },
    ]);
    expect(state.preview).toEqual({ key: '2:77', status: 'pending', preview: null });
    const answered = records([
      { type: 'PreviewAsked', payload: { key: '2:77' } },
      { type: 'PreviewAnswered', payload: { key: '2:77', preview: preview(25) } },
    ]);
    expect(answered.preview).toMatchObject({ status: 'success', preview: { roundTotal: 25 } });
    expect(
      records([
        { type: 'PreviewAsked', payload: { key: '3:' } },
        { type: 'PreviewFailed', payload: { key: '3:' } },
        { type: 'LoggedOut', payload: { guestUuid: 'g', reason: 'user' } },
      ]).preview,
    ).toEqual(initialRecordsState.preview);
  });
});
