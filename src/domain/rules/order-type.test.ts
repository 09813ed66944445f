import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { emptyCartOrder, emptyOrder } from '../model/defaults.ts';
import { OrderStatus } from '../model/enums.ts';
import {
  isOrderTypePopupClosable,
  isWebOrderType,
  orderTypeOf,
  orderTypeForAdding,
  orderTypeToJoin,
  validateOrderTypeChoice,
} from './order-type.ts';

const table = { tableId: '9', tableName: 'A1' };
const t0 = 1_700_000_000_000;
const minute = 60_000;
const toGoCart = (lines: number, lastOperateTime = t0) => ({
  ...emptyCartOrder(table, lastOperateTime),
  extraInfo: '{"orderType":"toGo"}',
  orderItems: Array.from({ length: lines }, () => anOrderItem({ quantity: 1 })),
});

describe('order type', () => {
  it('recognises the two web order types', () => {
    expect(isWebOrderType('dineIn')).toBe(true);
    expect(isWebOrderType('toGo')).toBe(true);
    expect(isWebOrderType('delivery')).toBe(false);
    expect(isWebOrderType(null)).toBe(false);
  });

  it("reads the table's order type from a cart's extraInfo, and nothing from anything else", () => {
    expect(orderTypeOf({ extraInfo: '{"orderType":"toGo"}' })).toBe('toGo');
    expect(orderTypeOf({ extraInfo: '' })).toBeNull();
    expect(orderTypeOf({ extraInfo: '{"orderType":"delivery"}' })).toBeNull();
    expect(orderTypeOf({ extraInfo: 'not json' })).toBeNull();
    expect(orderTypeOf({ extraInfo: 'null' })).toBeNull();
  });

  it('needs a table to choose', () => {
    expect(validateOrderTypeChoice('toGo', '9')).toEqual({ ok: true, value: 'toGo' });
    expect(validateOrderTypeChoice('dineIn', null)).toEqual({
      ok: false,
      error: 'order.pleaseScanQrCodeAgain',
    });
    expect(validateOrderTypeChoice('dineIn', ' ')).toEqual({
      ok: false,
      error: 'order.pleaseScanQrCodeAgain',
    });
  });

  it('keeps the chooser open on the order page', () => {
    expect(isOrderTypePopupClosable('order')).toBe(false);
    expect(isOrderTypePopupClosable('merchantStart')).toBe(true);
    expect(isOrderTypePopupClosable('order', false)).toBe(true);
    // Opened to switch: closing keeps the type chosen.
    expect(isOrderTypePopupClosable('order', true, true)).toBe(true);
  });
});

describe('the order type a diner joining the table takes', () => {
  const joining = { order: null, clearCartMinutes: 30, now: t0 + 5 * minute };

  it('is the party’s while it orders: dishes in the cart, or an order not yet paid', () => {
    expect(orderTypeToJoin({ ...joining, cart: toGoCart(2) })).toBe('toGo');
    expect(orderTypeToJoin({ ...joining, cart: toGoCart(0), order: emptyOrder(table) })).toBe(
      'toGo',
    );
  });

  it('is the party’s while its order is unpaid, however long its leftover dishes waited', () => {
    const later = t0 + 31 * minute;
    expect(
      orderTypeToJoin({ ...joining, cart: toGoCart(2), order: emptyOrder(table), now: later }),
    ).toBe('toGo');
  });

  it('is none for dishes left hours ago where the merchant never clears idle carts', () => {
    const never = { ...joining, clearCartMinutes: null };
    expect(orderTypeToJoin({ ...never, cart: toGoCart(2), now: t0 + 60 * minute })).toBe('toGo');
    expect(orderTypeToJoin({ ...never, cart: toGoCart(2), now: t0 + 181 * minute })).toBeNull();
  });

  it('is none to take from an empty table, an earlier party’s idle cart, or a finished order', () => {
    expect(orderTypeToJoin({ ...joining, cart: null })).toBeNull();
    expect(orderTypeToJoin({ ...joining, cart: toGoCart(0) })).toBeNull();
    expect(orderTypeToJoin({ ...joining, cart: toGoCart(2), now: t0 + 31 * minute })).toBeNull();
    const done = { ...emptyOrder(table), status: OrderStatus.Completed };
    expect(orderTypeToJoin({ ...joining, cart: toGoCart(0), order: done })).toBeNull();
    expect(
      orderTypeToJoin({ ...joining, cart: { ...toGoCart(2), extraInfo: '' }, order: null }),
    ).toBeNull();
  });
});

describe('the order type a dish is added with', () => {
  const table0 = { order: null, clearCartMinutes: 30, now: t0 + 5 * minute };

  it('is the diner’s own once chosen, whatever the table’s cart says', () => {
    expect(orderTypeForAdding('dineIn', { ...table0, cart: toGoCart(2) })).toEqual({
      kind: 'chosen',
      orderType: 'dineIn',
    });
  });

  it('after a staff clear (none chosen) is the new party’s while it orders, else asked', () => {
    // The cleared table: no lines, no type. Asked, never a silent Dine in.
    const cleared = { ...emptyCartOrder(table, t0), extraInfo: '' };
    expect(orderTypeForAdding(null, { ...table0, cart: cleared })).toEqual({ kind: 'ask' });
    expect(orderTypeForAdding(null, { ...table0, cart: null })).toEqual({ kind: 'ask' });
    // Someone of the new party chose To go and added a dish: this diner orders as they do.
    expect(orderTypeForAdding(null, { ...table0, cart: toGoCart(1) })).toEqual({
      kind: 'join',
      orderType: 'toGo',
    });
  });
});
