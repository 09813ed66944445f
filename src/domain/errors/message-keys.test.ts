import { describe, expect, it } from 'vitest';
import { domainMessageDefaults, domainMessageKeys, isDomainMessageKey } from './message-keys.ts';

describe('domain message keys', () => {
  it('lists each key once, each with en-US text', () => {
    expect(new Set(domainMessageKeys).size).toBe(domainMessageKeys.length);
    expect(Object.keys(domainMessageDefaults).sort()).toEqual([...domainMessageKeys].sort());
    for (const key of domainMessageKeys) expect(domainMessageDefaults[key].trim()).not.toBe('');
  });

  it('keeps the keys the spec names verbatim', () => {
    for (const key of [
      'phoneRequired',
      'nameRequired',
      'emailFormatIncorrect',
      'order.EnterYourNameFirst',
      'order.inValidGuestNumber',
      'order.orderSubmitted',
      'order.shoppingCartUpdated',
      'order.tableUnavailable',
      'order.orderClosed',
    ]) {
      expect(isDomainMessageKey(key), key).toBe(true);
    }
    expect(isDomainMessageKey('order.unknown')).toBe(false);
  });

  it('uses the spec text where the spec quotes one', () => {
    expect(domainMessageDefaults.phoneInvalid.toLowerCase()).toBe('enter a useful phone number');
    expect(domainMessageDefaults['cart.updateFailed']).toBe('Failed to update the cart.');
    expect(domainMessageDefaults['order.placeOrderError']).toBe('Place order error');
    expect(domainMessageDefaults['cart.fetchEmptyData']).toBe(
      'fetch cart details error: empty data',
    );
    expect(domainMessageDefaults['cart.fetchFailed']).toBe('fetch cart details error');
  });
});
