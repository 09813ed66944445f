import { describe, expect, it } from 'vitest';
import { emptyOrder } from '../model/defaults.ts';
import type { Order, OrderItem } from '../model/order.ts';
import { cartAt } from './cart.fixture.ts';
import { mergeKeyOf } from './merge.ts';
import { aNewCartLine, anOrderItem } from './order-item.fixture.ts';
import { lostRemovals, orderedAnyway } from './overtaken.ts';
import type { PendingCartEdit } from './state.ts';

const rice = anOrderItem({ id: '11', productId: 'p-rice', menuName: 'Chicken rice', sort: 1 });
const tea = anOrderItem({ id: '12', productId: 'p-tea', menuName: 'Tea', quantity: 2, sort: 2 });

let seq = 0;
const reduce = (line: OrderItem, lineIndex: number, quantity = 1, userId = 'me') =>
  ({
    type: 'CartItemReduced',
    seq: ++seq,
    at: seq,
    payload: { userId, lineIndex, quantity, lineKey: mergeKeyOf(line) },
  }) as PendingCartEdit;
const addRice = (): PendingCartEdit =>
  ({
    type: 'CartItemAdded',
    seq: ++seq,
    at: seq,
    payload: {
      userId: 'me',
      line: aNewCartLine({ productId: 'p-rice', quantity: 1 }),
      orderType: 'dineIn',
    },
  }) as PendingCartEdit;

const before = cartAt(5, { me: [rice, tea], peer: [anOrderItem({ id: '13' })] });
/** The placement emptied the table's cart. */
const placed = cartAt(7, {});

describe('removals a newer server cart overtook', () => {
  it('names a removal and a lowered quantity whose lines the server no longer holds', () => {
    expect(lostRemovals(before, placed, [reduce(rice, 0), reduce(tea, 0, 1)], 'me')).toEqual([
      { dish: expect.any(String), name: 'Chicken rice' },
      { dish: expect.any(String), name: 'Tea' },
    ]);
  });

  it('names a note change whose line the server no longer holds, by the line it changed', () => {
    const noted = {
      type: 'CartItemNotesEdited',
      seq: ++seq,
      at: seq,
      payload: { userId: 'me', lineIndex: 1, notes: 'no sugar', lineKey: mergeKeyOf(tea) },
    } as PendingCartEdit;
    expect(lostRemovals(before, placed, [noted], 'me')).toEqual([
      { dish: expect.any(String), name: 'Tea' },
    ]);
    // Still there: the change merges, nothing to say.
    expect(lostRemovals(before, cartAt(6, { me: [rice, tea] }), [noted], 'me')).toEqual([]);
  });

  it('leaves out a removal whose line is still there: it merges as any edit does', () => {
    const moved = cartAt(6, { me: [rice, tea], peer: [] });
    expect(lostRemovals(before, moved, [reduce(rice, 0)], 'me')).toEqual([]);
  });

  it('leaves out a line never on the server, and another diner’s edits', () => {
    const onlyTea = cartAt(5, { me: [tea] });
    const edits = [addRice(), reduce({ ...rice, id: '0' }, 1), reduce(tea, 0, 1, 'peer')];
    expect(lostRemovals(onlyTea, placed, edits, 'me')).toEqual([]);
  });
});

describe('which of them the order took', () => {
  const order = (items: Partial<OrderItem>[]): Order => ({
    ...emptyOrder({ tableId: '501', tableName: 'A1' }),
    id: '900',
    orderItems: items.map((item) => anOrderItem({ categoryId: 'c-elsewhere', ...item })),
  });
  const lost = lostRemovals(before, placed, [reduce(rice, 0)], 'me');

  it('is the diner’s dish in a round since the change went, whatever category the order files it under', () => {
    const taken = order([
      { productId: 'p-rice', round: 1, addedBy: { userId: 'peer' } },
      { productId: 'p-rice', round: 2, addedBy: { userId: 'me' } },
    ]);
    expect(orderedAnyway(lost, taken, 'me', '900#1')).toEqual(['Chicken rice']);
    // A later round (a drink) came after the one that took it: it is named all the same.
    const thenADrink = order([
      { productId: 'p-rice', round: 2, addedBy: { userId: 'me' } },
      { productId: 'p-tea', round: 3, addedBy: { userId: 'peer' } },
    ]);
    expect(orderedAnyway(lost, thenADrink, 'me', '900#1')).toEqual(['Chicken rice']);
    // The table's first order since the change went.
    expect(orderedAnyway(lost, taken, 'me', null)).toEqual(['Chicken rice']);
  });

  it('is not a dish from an earlier round, nor another diner’s, nor with no order', () => {
    const earlier = order([
      { productId: 'p-rice', round: 1, addedBy: { userId: 'me' } },
      { productId: 'p-rice', round: 2, addedBy: { userId: 'peer' } },
    ]);
    expect(orderedAnyway(lost, earlier, 'me', '900#1')).toEqual([]);
    expect(orderedAnyway(lost, null, 'me', '900#1')).toEqual([]);
    // No round since the change went.
    expect(orderedAnyway(lost, earlier, 'me', '900#2')).toEqual([]);
  });
});
