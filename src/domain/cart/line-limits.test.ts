import { describe, expect, it } from 'vitest';
import { isGroupFull, withinGroupLimits } from './line-limits.ts';

describe('a modifier group’s limits', () => {
  it('takes a choice from min to max, and any number above min when max is 0', () => {
    const oneOrTwo = { min: 1, max: 2 };
    expect([0, 1, 2, 3].map((chosen) => withinGroupLimits(oneOrTwo, chosen))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(withinGroupLimits({ min: 0, max: 0 }, 40)).toBe(true);
  });

  it('is full at its max, unless it is pick-one (a second pick swaps) or unlimited', () => {
    expect(isGroupFull({ min: 0, max: 3 }, 3)).toBe(true);
    expect(isGroupFull({ min: 0, max: 3 }, 2)).toBe(false);
    expect(isGroupFull({ min: 1, max: 1 }, 1)).toBe(false);
    expect(isGroupFull({ min: 0, max: 0 }, 9)).toBe(false);
  });
});
