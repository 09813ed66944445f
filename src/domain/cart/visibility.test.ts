import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ItemMode } from '../model/enums.ts';
import { cartItemsArb } from './order-item.arbitraries.ts';
import { anOrderItem } from './order-item.fixture.ts';
import { isFullyVoided, isHiddenLine, isListedMode, visibleLines } from './visibility.ts';

describe('isHiddenLine', () => {
  it('hides a line at 0 that the kitchen never saw', () => {
    expect(isHiddenLine(anOrderItem({ quantity: 0 }))).toBe(true);
  });

  it('shows a line with something in it, or with something sent', () => {
    expect(isHiddenLine(anOrderItem({ quantity: 1 }))).toBe(false);
    expect(isHiddenLine(anOrderItem({ quantity: 0, qtySentToKitchen: 1, qtyVoid: 1 }))).toBe(false);
  });
});

describe('isFullyVoided', () => {
  it('is true when all that was sent was voided and nothing is left', () => {
    expect(isFullyVoided(anOrderItem({ quantity: 0, qtySentToKitchen: 2, qtyVoid: 2 }))).toBe(true);
  });

  it.each([
    ['nothing voided', { quantity: 0, qtySentToKitchen: 0, qtyVoid: 0 }],
    ['part voided', { quantity: 1, qtySentToKitchen: 2, qtyVoid: 1 }],
    ['more sent than voided', { quantity: 0, qtySentToKitchen: 2, qtyVoid: 1 }],
    ['new units added after the void', { quantity: 1, qtySentToKitchen: 1, qtyVoid: 1 }],
  ])('is false with %s', (_case, counts) => {
    expect(isFullyVoided(anOrderItem(counts))).toBe(false);
  });
});

describe('isListedMode', () => {
  it.each([
    [ItemMode.Normal, true],
    [ItemMode.Customized, true],
    [ItemMode.PointExchange, true],
    [ItemMode.Recharge, false],
  ])('lists mode %s: %s', (mode, listed) => {
    expect(isListedMode(anOrderItem({ mode }))).toBe(listed);
  });
});

describe('visibleLines', () => {
  it('keeps voided lines, drops hidden and recharge ones, in order', () => {
    const voided = anOrderItem({ sort: 2, quantity: 0, qtySentToKitchen: 1, qtyVoid: 1 });
    const lines = [
      anOrderItem({ sort: 1 }),
      anOrderItem({ sort: 3, quantity: 0 }),
      voided,
      anOrderItem({ sort: 4, mode: ItemMode.Recharge }),
    ];
    expect(visibleLines(lines).map((line) => line.sort)).toEqual([1, 2]);
  });

  it('property: partitions any cart into listed-and-shown lines and the rest, keeping order', () => {
    fc.assert(
      fc.property(cartItemsArb, (items) => {
        const shown = visibleLines(items);
        const rest = items.filter((item) => !shown.includes(item));
        expect(shown).toEqual(items.filter((item) => shown.includes(item)));
        expect(shown.every((item) => isListedMode(item) && !isHiddenLine(item))).toBe(true);
        expect(rest.every((item) => !isListedMode(item) || isHiddenLine(item))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
