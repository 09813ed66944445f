import { describe, expect, it } from 'vitest';
import { knownMethod } from './PaymentForm.tsx';

describe('a payment’s method', () => {
  it('is one of the console’s own however the API was sent it', () => {
    expect(knownMethod('Cash')).toBe('Cash');
    expect(knownMethod('cash')).toBe('Cash');
    expect(knownMethod(' CARD ')).toBe('Card');
    expect(knownMethod('other')).toBe('Other');
  });

  it('is nobody’s when the console has no word for it', () => {
    expect(knownMethod('voucher')).toBeNull();
    expect(knownMethod('')).toBeNull();
  });
});
