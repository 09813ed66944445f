import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepEqual } from '../log/patch.ts';
import type { CartOrder, OrderItem } from '../model/order.ts';
import { emptyCartOrder } from '../model/defaults.ts';
import { applyCartPatch, compactLine, diffCart, expandLine } from './cart-patch.ts';
import { orderItemArb } from './order-item.arbitraries.ts';

/** A table's cart as the server keeps it: the diners' lines, and all of them in sort order. */
const cartOf = (version: number, diners: readonly (readonly OrderItem[])[]): CartOrder => {
  const userCarts = diners.map((orderItems, n) => ({
    userId: `diner-${n}`,
    orderItems,
    invalidOrderItems: [],
  }));
  const lines = userCarts.flatMap((diner) => diner.orderItems);
  return {
    ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, 1000 + version),
    cartRowVersion: version,
    userCarts,
    // The server's copies: equal to the diners' lines, not the same objects.
    orderItems: [...lines].sort((a, b) => a.sort - b.sort).map((line) => ({ ...line })),
  };
};

const dinersArb = fc.array(fc.array(orderItemArb, { maxLength: 4 }), { maxLength: 3 });

describe('cart patches', () => {
  it('a line without its defaults is the same line', () => {
    fc.assert(
      fc.property(orderItemArb, (line) => deepEqual(expandLine(compactLine(line)), line)),
      { numRuns: 300 },
    );
  });

  it('applyCartPatch(a, diffCart(a, b)) is b, for any two carts of a table', () => {
    fc.assert(
      fc.property(dinersArb, dinersArb, (a, b) => {
        const before = cartOf(1, a);
        const after = cartOf(2, b);
        const patch = JSON.parse(JSON.stringify(diffCart(before, after))) as ReturnType<
          typeof diffCart
        >;
        return deepEqual(applyCartPatch(before, patch), after);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a new line once and without its defaults: another diner’s dish costs little', () => {
    const soup = { ...expandLine({ productId: '702', quantity: 1 }), id: '11', sort: 1 };
    const dumplings = { ...expandLine({ productId: '701', quantity: 2 }), id: '12', sort: 2 };
    const before = cartOf(5, [[soup]]);
    const after = cartOf(6, [[soup], [dumplings]]);
    const patch = diffCart(before, after);
    expect(JSON.stringify(patch).match(/"701"/g)).toHaveLength(1);
    expect(JSON.stringify(patch).length).toBeLessThan(300);
    expect(applyCartPatch(before, patch)).toEqual(after);
    expect(applyCartPatch(after, null)).toBe(after);
  });
});
