import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateGuestCount } from './guest-count.ts';

describe('validateGuestCount', () => {
  it.each([
    [1, 1],
    [99, 99],
    ['4', 4],
    [' 12 ', 12],
  ])('accepts %j', (raw, expected) => {
    expect(validateGuestCount(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([0, -1, 100, 2.5, Number.NaN, '', 'two', '1.5', '-3', null, undefined, true])(
    'rejects %j',
    (raw) => {
      expect(validateGuestCount(raw)).toEqual({ ok: false, error: 'order.inValidGuestNumber' });
    },
  );

  it('property: accepts exactly the integers 1 to 99', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(validateGuestCount(n).ok).toBe(n >= 1 && n <= 99);
      }),
      { numRuns: 300 },
    );
  });
});
