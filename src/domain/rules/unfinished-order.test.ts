import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { emptyCartOrder, emptyOrder } from '../model/defaults.ts';
import { OrderStatus, PaymentStatus } from '../model/enums.ts';
import { isUnpaidOrder, unfinishedOrderReason } from './unfinished-order.ts';

const table = { tableId: '9', tableName: 'A1' };
const t0 = 1_700_000_000_000;
const minute = 60_000;
const cartWith = (quantity: number, lastOperateTime = t0) => ({
  ...emptyCartOrder(table, lastOperateTime),
  orderItems: [anOrderItem({ quantity })],
});
const none = { order: null, cart: null, clearCartMinutes: 30, now: t0 };

describe('isUnpaidOrder', () => {
  it.each([
    [OrderStatus.Progressing, PaymentStatus.Unpaid, true],
    [OrderStatus.Progressing, PaymentStatus.PartiallyPaid, true],
    [OrderStatus.Progressing, PaymentStatus.FullyPaid, false],
    [OrderStatus.Progressing, PaymentStatus.Captured, false],
    [OrderStatus.Progressing, PaymentStatus.OrderCodeMiss, false],
    [OrderStatus.Completed, PaymentStatus.Unpaid, false],
    [OrderStatus.Cancelled, PaymentStatus.Unpaid, false],
    [OrderStatus.BeMerged, PaymentStatus.Unpaid, false],
  ] as const)('status %i, payment %i → %s', (status, paymentStatus, unpaid) => {
    expect(isUnpaidOrder({ ...emptyOrder(table), status, paymentStatus })).toBe(unpaid);
  });
});

describe('unfinishedOrderReason', () => {
  it('stays hidden with nothing at the table', () => {
    expect(unfinishedOrderReason(none)).toBeNull();
  });

  it('shows for an unpaid order', () => {
    expect(unfinishedOrderReason({ ...none, order: emptyOrder(table) })).toBe('unpaidOrder');
  });

  it('shows once the cart has been idle for the clear-cart minutes', () => {
    const cart = cartWith(1);
    expect(unfinishedOrderReason({ ...none, cart, now: t0 + 30 * minute - 1 })).toBeNull();
    expect(unfinishedOrderReason({ ...none, cart, now: t0 + 30 * minute })).toBe('idleCart');
  });

  it('ignores idle empty carts, carts in the future and merchants without a limit', () => {
    const later = t0 + 60 * minute;
    expect(unfinishedOrderReason({ ...none, cart: cartWith(0), now: later })).toBeNull();
    expect(unfinishedOrderReason({ ...none, cart: cartWith(1, later + 1), now: later })).toBeNull();
    expect(
      unfinishedOrderReason({ ...none, cart: cartWith(1), clearCartMinutes: null, now: later }),
    ).toBeNull();
  });

  it('counts items in a diner’s personal cart', () => {
    const cart = {
      ...emptyCartOrder(table, t0),
      userCarts: [{ userId: 'u1', orderItems: [anOrderItem()], invalidOrderItems: [] }],
    };
    expect(unfinishedOrderReason({ ...none, cart, now: t0 + 30 * minute })).toBe('idleCart');
  });

  it('property: is idle exactly when now − lastOperateTime ≥ minutes × 60000', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: -minute, max: 700 * minute }),
        (minutes, idle) => {
          const reason = unfinishedOrderReason({
            ...none,
            cart: cartWith(2),
            clearCartMinutes: minutes,
            now: t0 + idle,
          });
          expect(reason === 'idleCart').toBe(idle >= minutes * minute);
        },
      ),
      { numRuns: 500 },
    );
  });
});
