import { describe, expect, it } from 'vitest';
import { ItemType, WebOrderType } from '../model/enums.ts';
import { NEW_LINE_ID } from '../model/ids.ts';
import type { OrderItem } from '../model/order.ts';
import { addToCart, editLineNotes, mergeKeyOf, reduceInCart } from './merge.ts';
import { aModifier, aNewCartLine, anOrderItem, deepFrozen } from './order-item.fixture.ts';

const { DineIn, ToGo } = WebOrderType;
const cheese = aModifier({ modifierProductId: 'm-cheese' });
const bacon = aModifier({ modifierProductId: 'm-bacon' });
const cart = (...items: OrderItem[]) => deepFrozen(items);
const burger = anOrderItem({ id: '5001', sort: 1, quantity: 2 });
const quantities = (items: readonly OrderItem[]) => items.map((item) => item.quantity);

describe('addToCart', () => {
  it('opens an unsaved line at the end of the cart', () => {
    const [line] = addToCart(cart(), aNewCartLine({ quantity: 2 }), DineIn);
    expect(line).toMatchObject({ id: NEW_LINE_ID, sort: 1, quantity: 2, type: ItemType.Normal });
  });

  it('makes to-go lines while the order is to go', () => {
    expect(addToCart(cart(), aNewCartLine(), ToGo)[0]?.type).toBe(ItemType.ToGo);
  });

  it('adds to the line with the same product, category, notes and modifiers', () => {
    const withMods = { ...burger, orderItemModifiers: [cheese, bacon] };
    const added = addToCart(
      cart(withMods),
      aNewCartLine({ orderItemModifiers: [bacon, cheese] }),
      DineIn,
    );
    expect(added).toEqual([{ ...withMods, quantity: 3 }]);
  });

  it('opens a new line for other notes or other modifiers', () => {
    const noOnion = addToCart(cart(burger), aNewCartLine({ notes: 'no onion' }), DineIn);
    const cheesy = addToCart(cart(burger), aNewCartLine({ orderItemModifiers: [cheese] }), DineIn);
    expect(noOnion.map((item) => item.sort)).toEqual([1, 2]);
    expect(quantities(cheesy)).toEqual([2, 1]);
  });

  it('opens a new line rather than add to one the kitchen has seen', () => {
    const sent = { ...burger, qtySentToKitchen: 2 };
    expect(quantities(addToCart(cart(sent), aNewCartLine(), DineIn))).toEqual([2, 1]);
  });

  it('brings back a saved line that was reduced to 0', () => {
    const removed = { ...burger, quantity: 0 };
    expect(addToCart(cart(removed), aNewCartLine(), DineIn)).toEqual([{ ...burger, quantity: 1 }]);
  });

  it.each([0, -1, Number.NaN])('changes nothing for quantity %s', (quantity) => {
    const items = cart(burger);
    expect(addToCart(items, aNewCartLine({ quantity }), DineIn)).toBe(items);
  });
});

describe('reduceInCart', () => {
  const fresh = anOrderItem({ id: NEW_LINE_ID, sort: 2, productId: 'p-fries', quantity: 1 });

  it('lowers the line at an index', () => {
    expect(quantities(reduceInCart(cart(burger, fresh), 0, 1))).toEqual([1, 1]);
  });

  it('keeps a saved line at 0 so the server learns it was removed', () => {
    expect(reduceInCart(cart(burger), 0, 2)).toEqual([{ ...burger, quantity: 0 }]);
  });

  it('removes a never-saved line that reaches 0', () => {
    expect(reduceInCart(cart(burger, fresh), 1, 1)).toEqual([burger]);
  });

  it('stops at 0 when asked to take away more than there is', () => {
    expect(quantities(reduceInCart(cart(burger), 0, 5))).toEqual([0]);
  });

  it('finds the line by merge key or by the product sheet line', () => {
    const items = cart(fresh, burger);
    expect(quantities(reduceInCart(items, mergeKeyOf(burger), 1))).toEqual([1, 1]);
    expect(quantities(reduceInCart(items, aNewCartLine(), 1))).toEqual([1, 1]);
  });

  it('skips an emptied line for a later one with the same key', () => {
    const emptied = { ...burger, quantity: 0 };
    const items = cart(emptied, { ...fresh, productId: burger.productId });
    expect(reduceInCart(items, aNewCartLine(), 1)).toEqual([emptied]);
  });

  it('takes fractional quantities away exactly', () => {
    expect(quantities(reduceInCart(cart({ ...burger, quantity: 0.3 }), 0, 0.1))).toEqual([0.2]);
  });

  it.each([
    ['a line the kitchen has seen', cart({ ...burger, qtySentToKitchen: 1 }), 0, 1],
    ['a line already at 0', cart({ ...burger, quantity: 0 }), 0, 1],
    ['an index past the end', cart(burger), 3, 1],
    ['a key no line has', cart(burger), aNewCartLine({ notes: 'rare' }), 1],
    ['a quantity of 0', cart(burger), 0, 0],
  ] as const)('changes nothing for %s', (_case, items, target, quantity) => {
    expect(reduceInCart(items, target, quantity)).toBe(items);
  });
});

describe('editLineNotes', () => {
  it('changes the notes in place, keeping id and sort', () => {
    expect(editLineNotes(cart(burger), 0, 'no onion')).toEqual([{ ...burger, notes: 'no onion' }]);
  });

  it('finds the line by merge key', () => {
    const [edited] = editLineNotes(cart(burger), mergeKeyOf(burger), 'rare');
    expect(edited?.notes).toBe('rare');
  });

  it('folds a new line into the line it now matches', () => {
    const twin = anOrderItem({ id: NEW_LINE_ID, sort: 2, quantity: 3, notes: 'rare' });
    expect(editLineNotes(cart(burger, twin), 1, '')).toEqual([{ ...burger, quantity: 5 }]);
  });

  it('folds a saved line into its match and leaves it at 0 as it was', () => {
    const twin = anOrderItem({ id: NEW_LINE_ID, sort: 2, notes: 'rare' });
    expect(editLineNotes(cart(burger, twin), 0, 'rare')).toEqual([
      { ...burger, quantity: 0 },
      { ...twin, quantity: 3 },
    ]);
  });

  it.each([
    ['the same notes', cart(burger), 0],
    ['a line the kitchen has seen', cart({ ...burger, qtySentToKitchen: 1 }), 0],
    ['an index past the end', cart(burger), 1],
    ['a key no line has', cart(burger), mergeKeyOf(aNewCartLine({ notes: 'x' }))],
  ] as const)('changes nothing for %s', (_case, items, target) => {
    expect(editLineNotes(items, target, '')).toBe(items);
  });
});
