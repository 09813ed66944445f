import { describe, expect, it } from 'vitest';
import { ItemMode } from '../model/enums.ts';
import { lineViews } from './line-views.ts';
import { mergeKeyOf } from './merge-key.ts';
import { newLineOf } from './merge-new-line.ts';
import { aModifier, anOrderItem } from './order-item.fixture.ts';

describe('lines as the cart and the order show them', () => {
  it('prices the visible lines and keeps their positions', () => {
    const views = lineViews([
      anOrderItem({ price: 2, quantity: 3 }),
      anOrderItem({ quantity: 0, qtySentToKitchen: 0 }),
      anOrderItem({ mode: ItemMode.PointExchange, price: 0, pointsPrice: 300, quantity: 2 }),
      anOrderItem({ price: 4.5, quantity: 0, qtySentToKitchen: 2, qtyVoid: 2 }),
    ]);
    expect(
      views.map((view) => [view.lineIndex, view.itemTotal, view.points, view.fullyVoided]),
    ).toEqual([
      [0, 6, 0, false],
      [2, 0, 600, false],
      // Issue 15 item 13: a voided line shows (struck) what was voided, not $0.00.
      [3, 9, 0, true],
    ]);
  });

  it('turns a line back into the input that adds more of the same dish', () => {
    const item = anOrderItem({ notes: 'no ice', orderItemModifiers: [aModifier()] });
    const more = newLineOf(item, 2);
    expect(more.quantity).toBe(2);
    expect(mergeKeyOf(more)).toBe(mergeKeyOf(item));
    expect(newLineOf(item).quantity).toBe(item.quantity);
  });
});
