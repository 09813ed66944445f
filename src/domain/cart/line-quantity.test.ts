import { describe, expect, it } from 'vitest';
import { lineQuantityOf } from './line-quantity.ts';

describe('lineQuantityOf', () => {
  it('takes whole numbers from 0 to 999, full-width digits too', () => {
    expect(['0', ' 12 ', '999', '５', '１２０'].map(lineQuantityOf)).toEqual([0, 12, 999, 5, 120]);
  });

  it('refuses what is not a whole quantity within the line’s limit', () => {
    expect(['', '1000', '-1', '1.5', '1e2', 'five', '0x1'].map(lineQuantityOf)).toEqual(
      Array(7).fill(null),
    );
  });
});
