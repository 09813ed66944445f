import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { apply, deepEqual, diff, PatchMismatch } from './patch.ts';

/** Plain data as JSON has it, with the shapes a cart has: objects of arrays of objects. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, 2.5, '', 'a', 'b'),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('id', 'quantity', 'notes', 'lines', 'x'), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A value and an edit of it: shared parts, so patches are small as they are in a cart. */
const editedPair = fc
  .tuple(fc.array(json, { maxLength: 6 }), fc.array(json, { maxLength: 3 }), fc.nat(6), fc.nat(6))
  .map(([items, added, at, removed]) => {
    const after = [...items];
    after.splice(Math.min(at, after.length), removed, ...added);
    return [
      { lines: items, version: 1 },
      { lines: after, version: 2 },
    ] as const;
  });

describe('patches of plain data', () => {
  it('apply(before, diff(before, after)) is after, for any two values', () => {
    fc.assert(
      fc.property(json, json, (before, after) =>
        deepEqual(apply(before, diff(before, after)), after),
      ),
      { numRuns: 500 },
    );
  });

  it('also for edits that share most of their data, and survives a JSON round trip', () => {
    fc.assert(
      fc.property(editedPair, ([before, after]) => {
        const patch = JSON.parse(JSON.stringify(diff(before, after))) as ReturnType<typeof diff>;
        return deepEqual(apply(before, patch), after);
      }),
      { numRuns: 500 },
    );
  });

  it('is null for equal values, absent and undefined keys alike', () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(diff({ a: 1, b: undefined }, { a: 1 })).toBeNull();
  });

  it('carries only what changed, and keeps what did not as it was', () => {
    const line = anOrderItem({ id: '11', productId: '701', quantity: 1 });
    const other = anOrderItem({ id: '12', productId: '702', quantity: 2 });
    const before = { cartRowVersion: 5, orderItems: [line, other] };
    const after = { cartRowVersion: 6, orderItems: [{ ...line, quantity: 3 }, other] };
    const patch = diff(before, after);
    expect(patch).toEqual({
      o: {
        cartRowVersion: { v: 6 },
        orderItems: { a: [0, 0, []], i: { 0: { o: { quantity: { v: 3 } } } } },
      },
    });
    const applied = apply(before, patch) as typeof after;
    expect(applied.orderItems[1]).toBe(other);
    const added = { ...after, orderItems: [...after.orderItems, line] };
    expect(diff(after, added)).toEqual({ o: { orderItems: { a: [2, 0, [line]] } } });
  });

  it('refuses to patch something of another shape', () => {
    expect(() => apply([1], { o: { a: { v: 1 } } })).toThrow(PatchMismatch);
    expect(() => apply({}, { a: [0, 1, []] })).toThrow(PatchMismatch);
    expect(() => apply([], { a: [0, 0, []], i: { 3: { v: 1 } } })).toThrow(PatchMismatch);
  });
});
