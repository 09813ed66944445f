import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanModifiers, mergeKeyOf } from './merge-key.ts';
import { newCartLineArb } from './order-item.arbitraries.ts';
import { aModifier, aNewCartLine } from './order-item.fixture.ts';

const cheese = aModifier({ modifierProductId: 'm-cheese' });
const bacon = aModifier({ modifierProductId: 'm-bacon', quantity: 2 });

describe('cleanModifiers', () => {
  it('drops modifiers with no quantity and keeps the rest in order', () => {
    const none = aModifier({ modifierProductId: 'm-egg', quantity: 0 });
    const negative = aModifier({ quantity: -1 });
    expect(cleanModifiers([bacon, none, cheese, negative])).toEqual([bacon, cheese]);
  });
});

describe('mergeKeyOf', () => {
  const key = (overrides: Parameters<typeof aNewCartLine>[0]) =>
    mergeKeyOf(aNewCartLine(overrides));

  it('ignores the order of modifiers and modifiers with no quantity', () => {
    const unchosen = aModifier({ modifierProductId: 'm-egg', quantity: 0 });
    expect(key({ orderItemModifiers: [cheese, bacon] })).toBe(
      key({ orderItemModifiers: [bacon, unchosen, cheese] }),
    );
  });

  it('treats modifiers as a multiset: repeats and quantities count', () => {
    const twoCheese = aModifier({ quantity: 2 });
    expect(key({ orderItemModifiers: [cheese, cheese] })).not.toBe(
      key({ orderItemModifiers: [cheese] }),
    );
    expect(key({ orderItemModifiers: [cheese] })).not.toBe(
      key({ orderItemModifiers: [twoCheese] }),
    );
  });

  it('tells apart lines by product, category and exact notes', () => {
    const plain = key({});
    expect(key({ productId: 'p-fries' })).not.toBe(plain);
    expect(key({ categoryId: 'c-sides' })).not.toBe(plain);
    expect(key({ notes: ' ' })).not.toBe(plain);
    expect(key({ notes: 'No onion' })).not.toBe(key({ notes: 'no onion' }));
  });

  it('ignores what does not decide merging: price, menu, modifier prices', () => {
    expect(key({ price: 1, menuId: 'menu-2', orderItemModifiers: [{ ...cheese, price: 9 }] })).toBe(
      key({ orderItemModifiers: [cheese] }),
    );
  });

  it('cannot be fooled by ids or notes that contain separators', () => {
    expect(key({ productId: 'a","b', categoryId: 'c' })).not.toBe(
      key({ productId: 'a', categoryId: 'b","c' }),
    );
  });

  it('property: is the same for any permutation of the modifiers', () => {
    const permuted = newCartLineArb.chain((line) =>
      fc
        .shuffledSubarray([...line.orderItemModifiers], {
          minLength: line.orderItemModifiers.length,
        })
        .map((orderItemModifiers) => [line, { ...line, orderItemModifiers }] as const),
    );
    fc.assert(
      fc.property(permuted, ([line, reordered]) => {
        expect(mergeKeyOf(reordered)).toBe(mergeKeyOf(line));
      }),
      { numRuns: 200 },
    );
  });
});
