import { describe, expect, it } from 'vitest';
import { emptyOrder } from '../model/defaults.ts';
import type { OrderItem } from '../model/order.ts';
import type { CartItemAdded, CartItemReduced } from './events.ts';
import {
  HELD_EDITS_MAX_AGE_MS,
  type HeldEdits,
  heldEditsOf,
  heldEditsToMake,
  readHeldEdits,
} from './held.ts';
import { cartAt } from './cart.fixture.ts';
import { aNewCartLine, anOrderItem } from './order-item.fixture.ts';

const table = { tableId: '501', tableName: 'A1' };
/** As the server sends lines: every id a number. */
const served = (overrides: Partial<OrderItem>) =>
  anOrderItem({ menuId: '1', categoryId: '2', ...overrides });
const soup = served({ id: '11', productId: '701', quantity: 1 });
const add = (seq: number, productId: string): CartItemAdded => ({
  seq,
  at: 50_000 + seq,
  type: 'CartItemAdded',
  payload: {
    userId: 'me',
    line: aNewCartLine({ productId, quantity: 1, menuId: '1', categoryId: '2' }),
    orderType: 'dineIn',
  },
});
const reduce = (seq: number): CartItemReduced => ({
  seq,
  at: 50_000 + seq,
  type: 'CartItemReduced',
  payload: { userId: 'me', lineIndex: 0, quantity: 1 },
});

// The diner held one soup; offline they added tea, added tea again, then took a soup off.
const edits = [add(1, '702'), add(2, '702'), reduce(3)];
const held = heldEditsOf('501', 'me', cartAt(4, { me: [soup] }), edits, null) as HeldEdits;
const now = 60_000;
/** The edits to make again, whatever was said of them. */
const toMake = (...args: Parameters<typeof heldEditsToMake>) => heldEditsToMake(...args).edits;
const line = (productId: string, quantity: number, id = '90') =>
  served({ id, productId, quantity });

describe('edits an earlier page had not had confirmed', () => {
  it('are kept as the diner’s confirmed lines and the edits on them, read back from storage', () => {
    expect(held).toMatchObject({ tableId: '501', userId: 'me', savedAt: 50_003 });
    expect(held.confirmedLines).toEqual([soup]);
    expect(readHeldEdits(JSON.stringify(held))).toEqual(held);
    expect(heldEditsOf('501', 'me', cartAt(4, {}), [], null)).toBeNull();
    for (const text of [
      null,
      '',
      '{',
      '{"tableId":1}',
      42,
      JSON.stringify({ ...held, edits: 'x' }),
    ])
      expect(readHeldEdits(text)).toBeNull();
  });

  it('are made again from where the server’s cart shows they stopped', () => {
    // None landed: the write never left.
    expect(toMake(held, cartAt(5, { me: [soup], amy: [soup] }), null, 'me', now)).toEqual(edits);
    // A write carrying the first landed without its reply reaching the page.
    const one = cartAt(6, { me: [soup, line('702', 1)] });
    expect(toMake(held, one, null, 'me', now)).toEqual(edits.slice(1));
    // All of them landed.
    const all = cartAt(7, { me: [line('702', 2)] });
    expect(toMake(held, all, null, 'me', now)).toEqual([]);
  });

  it('are let go where the table moved on, or they are another table’s, diner’s or visit’s', () => {
    // A round took the diner's soup to the kitchen meanwhile: the lines fit no step.
    expect(toMake(held, cartAt(8, { me: [line('703', 1)] }), null, 'me', now)).toEqual([]);
    expect(toMake(held, { ...cartAt(5, { me: [soup] }), tableId: '502' }, null, 'me', now)).toEqual(
      [],
    );
    expect(toMake(held, cartAt(5, { me: [soup] }), null, 'someone-else', now)).toEqual([]);
    const later = held.savedAt + HELD_EDITS_MAX_AGE_MS + 1;
    expect(toMake(held, cartAt(5, { me: [soup] }), null, 'me', later)).toEqual([]);
  });

  it('after a round placed since, are made again from where the round shows they stopped', () => {
    // Nothing confirmed; a tea added; the write landed but its reply was lost; another diner
    // placed the round, which took the tea and emptied the cart. The cart looks as if none
    // landed, but the round holds the tea from this diner: it is not made again.
    const tea = [add(1, '702')];
    const mine = { userId: 'me', name: 'Me' };
    const order = (round: number, lines: OrderItem[] = []) => ({
      ...emptyOrder(table),
      id: '4001',
      orderItems: [served({ id: '31', productId: '701', round }), ...lines],
    });
    const took = (productId: string, round: number) =>
      served({ id: '32', productId, round, categoryId: '9', addedBy: mine });
    const before = heldEditsOf('501', 'me', cartAt(4, {}), tea, order(1)) as HeldEdits;
    expect(before.rounds).toBe('4001#1');
    expect(toMake(before, cartAt(6, {}), order(2, [took('702', 2)]), 'me', now)).toEqual([]);
    // The round took nothing of this diner's: the write never landed, the tea is made again.
    expect(
      toMake(before, cartAt(6, {}), order(2, [served({ id: '33', round: 2 })]), 'me', now),
    ).toEqual(tea);
    // No round since: the write never left, and the tea is made again.
    expect(toMake(before, cartAt(5, {}), order(1), 'me', now)).toEqual(tea);
    // The table's first order placed since the edits were held, with the tea in it.
    const first = heldEditsOf('501', 'me', cartAt(4, {}), tea, null) as HeldEdits;
    expect(toMake(first, cartAt(6, {}), order(1, [took('702', 1)]), 'me', now)).toEqual([]);
    // A round that fits no step (the staff changed it), or the diner's lines back meanwhile.
    expect(toMake(before, cartAt(6, {}), order(2, [took('703', 2)]), 'me', now)).toEqual([]);
    expect(toMake(before, cartAt(7, { me: [soup] }), order(2), 'me', now)).toEqual([]);
    // Another order since, with nothing of this diner's: the staff cleared the table and a new
    // party ordered. Made again, the tea would land in the strangers' cart.
    const newParty = { ...order(1), id: '4002' };
    expect(toMake(before, cartAt(6, {}), newParty, 'me', now)).toEqual([]);
    // Edits an earlier app version held say nothing of rounds: the lines alone decide.
    const { rounds: _rounds, ...older } = first;
    expect(readHeldEdits(JSON.stringify(older))).toEqual(older);
    expect(toMake(older, cartAt(6, {}), order(1), 'me', now)).toEqual(tea);
  });

  it('after a round took a line, keep the dishes added and name the changes it overtook', () => {
    // The diner held a soup; offline they added teas and took the soup off. The round took the
    // soup before any write landed: the teas stay for the next round, the soup is named.
    const mark = { ...emptyOrder(table), id: '4001', orderItems: [] };
    const start = heldEditsOf('501', 'me', cartAt(4, { me: [soup] }), edits, mark) as HeldEdits;
    const round = {
      ...mark,
      orderItems: [
        served({
          id: '41',
          productId: '701',
          round: 1,
          addedBy: { userId: 'me', name: 'Me' },
        }),
      ],
    };
    const made = heldEditsToMake(start, cartAt(6, {}), round, 'me', now);
    expect(made.edits).toEqual(edits);
    expect(made.overtaken).toEqual([soup.menuName]);
  });
});
