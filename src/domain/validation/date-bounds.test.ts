import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePickerBounds, shiftYears } from './date-bounds.ts';

const utc = (iso: string) => Date.parse(iso);

describe('datePickerBounds', () => {
  it('reaches ten years either side of now, keeping the time of day', () => {
    expect(datePickerBounds(utc('2025-06-15T08:30:00Z'))).toEqual({
      min: utc('2015-06-15T08:30:00Z'),
      max: utc('2035-06-15T08:30:00Z'),
    });
  });

  it('takes another span', () => {
    expect(datePickerBounds(utc('2025-06-15T00:00:00Z'), 1).max).toBe(utc('2026-06-15T00:00:00Z'));
  });

  it('keeps February 29 in February', () => {
    expect(shiftYears(utc('2024-02-29T12:00:00Z'), -10)).toBe(utc('2014-02-28T12:00:00Z'));
    expect(shiftYears(utc('2024-02-29T12:00:00Z'), 4)).toBe(utc('2028-02-29T12:00:00Z'));
  });

  it('property: brackets now', () => {
    const now = fc.integer({ min: utc('1990-01-01T00:00:00Z'), max: utc('2090-01-01T00:00:00Z') });
    fc.assert(
      fc.property(now, (t) => {
        const { min, max } = datePickerBounds(t);
        expect(min).toBeLessThan(t);
        expect(max).toBeGreaterThan(t);
        expect(new Date(max).getUTCFullYear() - new Date(min).getUTCFullYear()).toBe(20);
      }),
      { numRuns: 300 },
    );
  });
});
