import { describe, expect, it } from 'vitest';
import { ItemType, WebOrderType } from '../model/enums.ts';
import { NEW_LINE_ID } from '../model/ids.ts';
import { itemTypeFor, newOrderItem, nextSort } from './merge-new-line.ts';
import { aModifier, aNewCartLine, anOrderItem } from './order-item.fixture.ts';

describe('itemTypeFor', () => {
  it('makes to-go lines for a to-go order and normal lines otherwise', () => {
    expect(itemTypeFor(WebOrderType.ToGo)).toBe(ItemType.ToGo);
    expect(itemTypeFor(WebOrderType.DineIn)).toBe(ItemType.Normal);
  });
});

describe('nextSort', () => {
  it('starts at 1 and goes one past the highest sort, wherever it is', () => {
    expect(nextSort([])).toBe(1);
    expect(nextSort([anOrderItem({ sort: 7 }), anOrderItem({ sort: 3 })])).toBe(8);
  });
});

describe('newOrderItem', () => {
  it('makes an unsaved, unsent, whole-portion line', () => {
    const item = newOrderItem(aNewCartLine({ quantity: 2 }), 4, ItemType.ToGo);
    expect(item).toMatchObject({
      id: NEW_LINE_ID,
      orderId: NEW_LINE_ID,
      quantity: 2,
      sort: 4,
      type: ItemType.ToGo,
      coefficient: 1,
      isTaxFree: false,
      qtySentToKitchen: 0,
      qtyVoid: 0,
      sentAt: null,
      priceAdjustments: [],
    });
  });

  it('keeps a coefficient and tax exemption the product sheet set', () => {
    const half = newOrderItem(
      aNewCartLine({ coefficient: 0.5, isTaxFree: true }),
      1,
      ItemType.Normal,
    );
    expect(half).toMatchObject({ coefficient: 0.5, isTaxFree: true });
  });

  it('gives the same line back for the same dish at the same place, as a rebase asks again', () => {
    const line = aNewCartLine();
    const first = newOrderItem(line, 2, ItemType.Normal);
    expect(newOrderItem(line, 2, ItemType.Normal)).toBe(first);
    expect(newOrderItem(line, 3, ItemType.Normal)).toMatchObject({ sort: 3 });
    expect(newOrderItem(line, 3, ItemType.ToGo)).toMatchObject({ sort: 3, type: ItemType.ToGo });
    expect(newOrderItem({ ...line }, 2, ItemType.Normal)).not.toBe(first);
    expect(newOrderItem({ ...line }, 2, ItemType.Normal)).toEqual(first);
  });

  it('keeps chosen modifiers only, each unsaved', () => {
    const egg = aModifier({ modifierProductId: 'm-egg', quantity: 0 });
    const line = aNewCartLine({ orderItemModifiers: [aModifier(), egg] });
    expect(newOrderItem(line, 1, ItemType.Normal).orderItemModifiers).toEqual([
      { ...aModifier(), id: NEW_LINE_ID, orderId: NEW_LINE_ID },
    ]);
  });
});
