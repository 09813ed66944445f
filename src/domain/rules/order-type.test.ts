import { describe, expect, it } from 'vitest';
import {
  isOrderTypePopupClosable,
  isWebOrderType,
  orderTypeOf,
  validateOrderTypeChoice,
} from './order-type.ts';

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
  });
});
