import { describe, expect, it } from 'vitest';
import { emptyCartOrder } from '../model/defaults.ts';
import { CartReplacedFromServerV1, cartMigrations } from './migrations.ts';

const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);
const [step] = cartMigrations;
const v1 = (payload: typeof CartReplacedFromServerV1.payload.Type) =>
  ({ seq: 7, at: 7_000, type: 'CartReplacedFromServer', payload }) as const;

describe('CartReplacedFromServer v1 → v2', () => {
  it('steps from v1 to the next version', () => {
    expect(step?.from).toBe(CartReplacedFromServerV1);
    expect(step?.to.map((d) => `v${d.version}.${d.name}`)).toEqual(['v2.CartReplacedFromServer']);
  });

  it('reads a v1 cart without `settled` as settling every pending edit', () => {
    expect(step?.migrate(v1({ cart }))).toEqual([
      { seq: 7, at: 7_000, type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } },
    ]);
  });

  it('keeps a count and the live version as they were', () => {
    expect(step?.migrate(v1({ cart, settled: 2, liveVersion: 9 }))).toEqual([
      {
        seq: 7,
        at: 7_000,
        type: 'CartReplacedFromServer',
        payload: { cart, settled: 2, liveVersion: 9 },
      },
    ]);
    expect(step?.migrate(v1({ cart, settled: 0 }))[0]?.payload).toMatchObject({ settled: 0 });
  });
});
