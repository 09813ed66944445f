import { describe, expect, it } from 'vitest';
import { migrationOrder } from './migrate.ts';

describe('the order migrations apply in', () => {
  it('goes by the leading number, so 1000 follows 999 and not 101', () => {
    expect(
      migrationOrder(['1000_next.sql', '101_cart.sql', '999_last.sql', '001_initial.sql']),
    ).toEqual(['001_initial.sql', '101_cart.sql', '999_last.sql', '1000_next.sql']);
  });

  it('orders equal numbers by name, and names without a number last', () => {
    expect(migrationOrder(['notes.sql', '201_b.sql', '201_a.sql'])).toEqual([
      '201_a.sql',
      '201_b.sql',
      'notes.sql',
    ]);
  });
});
