import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebOrderType } from '../model/enums.ts';
import { NEW_LINE_ID } from '../model/ids.ts';
import type { OrderItem } from '../model/order.ts';
import { Money } from '../pricing/money.ts';
import {
  addToCart,
  type CartItems,
  editLineNotes,
  isOpenLine,
  mergeKeyOf,
  type NewCartLine,
  reduceInCart,
} from './merge.ts';
import {
  cartItemsArb,
  newCartLineArb,
  newCartLineFor,
  notesArb,
} from './order-item.arbitraries.ts';
import { deepFrozen } from './order-item.fixture.ts';

const orderTypeArb = fc.constantFrom(...Object.values(WebOrderType));
const runs = { numRuns: 200 };

const quantityByKey = (items: CartItems): Map<string, string> => {
  const totals = new Map<string, Money>();
  for (const item of items) {
    const key = mergeKeyOf(item);
    totals.set(key, (totals.get(key) ?? new Money(0)).plus(item.quantity));
  }
  return new Map([...totals].map(([key, total]) => [key, total.toString()]));
};
const totalQuantity = (items: CartItems) =>
  items.reduce((sum, item) => sum.plus(item.quantity), new Money(0)).toString();
const addAll = (items: CartItems, lines: readonly NewCartLine[], type: WebOrderType) =>
  lines.reduce((cart, line) => addToCart(cart, line, type), items);

const permutationOf = <T>(values: readonly T[]) =>
  fc.shuffledSubarray([...values], { minLength: values.length });

type Command =
  | { readonly kind: 'add'; readonly line: NewCartLine; readonly type: WebOrderType }
  | { readonly kind: 'reduce'; readonly index: number; readonly quantity: number }
  | { readonly kind: 'edit'; readonly index: number; readonly notes: string };

const indexArb = fc.integer({ min: 0, max: 9 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('add'), line: newCartLineArb, type: orderTypeArb }),
  fc.record({
    kind: fc.constant('reduce'),
    index: indexArb,
    quantity: fc.integer({ min: -1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('edit'), index: indexArb, notes: notesArb }),
);
const run = (items: CartItems, command: Command): CartItems => {
  switch (command.kind) {
    case 'add':
      return addToCart(items, command.line, command.type);
    case 'reduce':
      return reduceInCart(items, command.index, command.quantity);
    case 'edit':
      return editLineNotes(items, command.index, command.notes);
  }
};

describe('cart merge properties', () => {
  it('property: gives the same quantity per merge key whatever order items are added in', () => {
    const arb = fc
      .tuple(cartItemsArb, fc.array(newCartLineArb, { maxLength: 8 }), orderTypeArb)
      .chain(([items, lines, type]) =>
        permutationOf(lines).map((shuffled) => ({
          items: deepFrozen(items),
          lines,
          shuffled,
          type,
        })),
      );
    fc.assert(
      fc.property(arb, ({ items, lines, shuffled, type }) => {
        const inOrder = addAll(items, lines, type);
        const reordered = addAll(items, shuffled, type);
        expect(quantityByKey(reordered)).toEqual(quantityByKey(inOrder));
        expect(reordered).toHaveLength(inOrder.length);
      }),
      runs,
    );
  });

  it('property: returns the cart to exactly what it was after adding then reducing the same line', () => {
    const arb = cartItemsArb.chain((items) => fc.tuple(fc.constant(items), newCartLineFor(items)));
    fc.assert(
      fc.property(arb, orderTypeArb, ([items, line], type) => {
        const before = deepFrozen(items);
        const added = deepFrozen(addToCart(before, line, type));
        expect(reduceInCart(added, line, line.quantity)).toEqual(before);
      }),
      runs,
    );
  });

  it('property: never cares in which order modifiers were chosen', () => {
    const arb = newCartLineArb.chain((line) =>
      permutationOf(line.orderItemModifiers).map((mods) => ({ ...line, orderItemModifiers: mods })),
    );
    fc.assert(
      fc.property(cartItemsArb, newCartLineArb, arb, (items, other, line) => {
        const base = deepFrozen(addToCart(items, other, WebOrderType.DineIn));
        const original = { ...line, orderItemModifiers: [...line.orderItemModifiers].reverse() };
        const a = addToCart(base, original, WebOrderType.DineIn);
        const b = addToCart(base, line, WebOrderType.DineIn);
        expect(quantityByKey(b)).toEqual(quantityByKey(a));
        expect(b.map((item) => item.sort)).toEqual(a.map((item) => item.sort));
      }),
      runs,
    );
  });

  it('property: never merges lines with different notes', () => {
    const arb = fc.tuple(newCartLineArb, notesArb, notesArb).filter(([, a, b]) => a !== b);
    fc.assert(
      fc.property(arb, orderTypeArb, ([line, a, b], type) => {
        const items = addAll(
          [],
          [
            { ...line, notes: a },
            { ...line, notes: b },
          ],
          type,
        );
        expect(items.map((item) => [item.notes, item.quantity])).toEqual([
          [a, line.quantity],
          [b, line.quantity],
        ]);
      }),
      runs,
    );
  });

  it('property: keeps the cart sound through any edits: no negatives, no empty unsaved lines, sent lines untouched', () => {
    fc.assert(
      fc.property(cartItemsArb, fc.array(commandArb, { maxLength: 12 }), (items, commands) => {
        const start = deepFrozen(items);
        const end = commands.reduce<CartItems>(
          (cart, command) => deepFrozen(run(cart, command)),
          start,
        );
        expect(end.every((item) => item.quantity >= 0)).toBe(true);
        expect(end.some((item) => item.id === NEW_LINE_ID && item.quantity === 0)).toBe(false);
        const sent = (cart: CartItems) => cart.filter((item) => !isOpenLine(item));
        expect(sent(end)).toEqual(sent(start));
      }),
      runs,
    );
  });

  it('property: keeps the quantity of the cart when notes are edited, merged or not', () => {
    fc.assert(
      fc.property(cartItemsArb, indexArb, notesArb, (items, index, notes) => {
        const before = deepFrozen(items);
        expect(totalQuantity(editLineNotes(before, index, notes))).toBe(totalQuantity(before));
      }),
      runs,
    );
  });

  it('property: hands back the very same cart when nothing changes', () => {
    fc.assert(
      fc.property(
        cartItemsArb,
        newCartLineArb,
        fc.integer({ min: -3, max: 0 }),
        (items, line, q) => {
          const before: readonly OrderItem[] = deepFrozen(items);
          expect(addToCart(before, { ...line, quantity: q }, WebOrderType.DineIn)).toBe(before);
          expect(reduceInCart(before, line, q)).toBe(before);
        },
      ),
      runs,
    );
  });
});
