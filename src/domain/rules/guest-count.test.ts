import { describe, expect, it } from 'vitest';
import {
  checkGuestCountForRoute,
  guestCountOrDefault,
  isGuestCountRequired,
} from './guest-count.ts';

describe('guest count rules', () => {
  it('exempts the merchant-start and QR pages', () => {
    expect(isGuestCountRequired('merchantStart')).toBe(false);
    expect(isGuestCountRequired('qrCode')).toBe(false);
    expect(isGuestCountRequired('order')).toBe(true);
  });

  it('defaults to one guest', () => {
    expect(guestCountOrDefault(undefined)).toBe(1);
    expect(guestCountOrDefault('0')).toBe(1);
    expect(guestCountOrDefault('3')).toBe(3);
  });

  it('checks validity only where required', () => {
    expect(checkGuestCountForRoute(0, 'qrCode')).toEqual({ ok: true, value: 1 });
    expect(checkGuestCountForRoute(4, 'merchantStart')).toEqual({ ok: true, value: 4 });
    expect(checkGuestCountForRoute(0, 'order')).toEqual({
      ok: false,
      error: 'order.inValidGuestNumber',
    });
    expect(checkGuestCountForRoute('2', 'other')).toEqual({ ok: true, value: 2 });
  });
});
