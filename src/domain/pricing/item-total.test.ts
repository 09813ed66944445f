import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderItemArb } from '../cart/order-item.arbitraries.ts';
import { aCondiment, aModifier, anOrderItem } from '../cart/order-item.fixture.ts';
import { ItemMode, SalesUnitType } from '../model/enums.ts';
import { exactItemTotal, itemTotal, salesUnitFactor } from './item-total.ts';
import { roundMoney } from './money.ts';

const permutation = <T>(values: readonly T[]) =>
  fc.shuffledSubarray([...values], { minLength: values.length });

describe('itemTotal', () => {
  it('is price times quantity for a plain line', () => {
    expect(itemTotal(anOrderItem({ price: 12.5, quantity: 2 }))).toBe(25);
  });

  it('multiplies exactly: three at 0.10 make 0.30', () => {
    expect(itemTotal(anOrderItem({ price: 0.1, quantity: 3 }))).toBe(0.3);
  });

  it('rounds the line to cents, ties to even', () => {
    expect(itemTotal(anOrderItem({ price: 0.125 }))).toBe(0.12);
    expect(itemTotal(anOrderItem({ price: 0.135 }))).toBe(0.14);
    expect(itemTotal(anOrderItem({ price: 1.05, coefficient: 0.5 }))).toBe(0.52);
  });

  it('prices a weighed line by the sum of its weights', () => {
    const fish = anOrderItem({
      price: 20,
      salesUnitType: SalesUnitType.Weight,
      salesUnitFactorList: [0.35, 0.4],
    });
    expect(itemTotal(fish)).toBe(15);
  });

  it('adds condiments per unit, scaled by their own coefficient', () => {
    const extraSauce = aCondiment({ price: 0.5, coefficient: 2, quantity: 1 });
    expect(itemTotal(anOrderItem({ quantity: 2, condiments: [extraSauce] }))).toBe(27);
  });

  it("adds modifiers per unit, their condiments scaled by the modifier's quantity", () => {
    const egg = aModifier({ price: 1, quantity: 2, condiments: [aCondiment({ price: 0.25 })] });
    expect(itemTotal(anOrderItem({ price: 10, quantity: 3, orderItemModifiers: [egg] }))).toBe(
      37.5,
    );
  });

  it('applies the line coefficient to everything', () => {
    const half = anOrderItem({ price: 10, coefficient: 0.5, orderItemModifiers: [aModifier()] });
    expect(itemTotal(half)).toBe(5.5);
  });

  it('bills a fully voided line nothing: quantity already excludes voided units', () => {
    expect(itemTotal(anOrderItem({ quantity: 0, qtySentToKitchen: 2, qtyVoid: 2 }))).toBe(0);
    expect(itemTotal(anOrderItem({ quantity: 1, qtySentToKitchen: 2, qtyVoid: 1 }))).toBe(12.5);
  });

  it('bills a point item no money, modifiers included', () => {
    const reward = anOrderItem({ mode: ItemMode.PointExchange, orderItemModifiers: [aModifier()] });
    expect(itemTotal(reward)).toBe(0);
  });

  it('property: is rounded from the exact total', () => {
    fc.assert(
      fc.property(orderItemArb, (item) => {
        expect(itemTotal(item)).toBe(roundMoney(exactItemTotal(item)));
      }),
      { numRuns: 200 },
    );
  });

  it('property: does not care in which order modifiers and condiments come', () => {
    const shuffled = orderItemArb.chain((item) =>
      fc
        .tuple(permutation(item.orderItemModifiers), permutation(item.condiments))
        .map(
          ([orderItemModifiers, condiments]) =>
            [item, { ...item, orderItemModifiers, condiments }] as const,
        ),
    );
    fc.assert(
      fc.property(shuffled, ([item, reordered]) => {
        expect(itemTotal(reordered)).toBe(itemTotal(item));
      }),
      { numRuns: 200 },
    );
  });

  it('property: is zero for no quantity, and never negative for non-negative prices', () => {
    fc.assert(
      fc.property(orderItemArb, (item) => {
        expect(itemTotal({ ...item, quantity: 0 })).toBe(0);
        expect(itemTotal(item)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('salesUnitFactor', () => {
  it('is 1 for a piece with no factors and 0 for an unweighed weight item', () => {
    expect(salesUnitFactor(anOrderItem()).toNumber()).toBe(1);
    const unweighed = anOrderItem({ salesUnitType: SalesUnitType.Weight });
    expect(salesUnitFactor(unweighed).toNumber()).toBe(0);
    expect(itemTotal({ ...unweighed, orderItemModifiers: [aModifier()] })).toBe(1);
  });

  it('uses the listed factors for pieces too', () => {
    expect(salesUnitFactor(anOrderItem({ salesUnitFactorList: [2] })).toNumber()).toBe(2);
  });
});
