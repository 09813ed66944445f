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
    expect(heldEditsToMake(held, cartAt(5, { me: [soup], amy: [soup] }), null, 'me', now)).toEqual(
      edits,
    );
    // A write carrying the first landed without its reply reaching the page.
    const one = cartAt(6, { me: [soup, line('702', 1)] });
    expect(heldEditsToMake(held, one, null, 'me', now)).toEqual(edits.slice(1));
    // All of them landed.
    const all = cartAt(7, { me: [line('702', 2)] });
    expect(heldEditsToMake(held, all, null, 'me', now)).toEqual([]);
  });

  it('are let go where the table moved on, or they are another table’s, diner’s or visit’s', () => {
    // A round took the diner's soup to the kitchen meanwhile: the lines fit no step.
    expect(heldEditsToMake(held, cartAt(8, { me: [line('703', 1)] }), null, 'me', now)).toEqual([]);
    expect(
      heldEditsToMake(held, { ...cartAt(5, { me: [soup] }), tableId: '502' }, null, 'me', now),
    ).toEqual([]);
    expect(heldEditsToMake(held, cartAt(5, { me: [soup] }), null, 'someone-else', now)).toEqual([]);
    const later = held.savedAt + HELD_EDITS_MAX_AGE_MS + 1;
    expect(heldEditsToMake(held, cartAt(5, { me: [soup] }), null, 'me', later)).toEqual([]);
  });

  it('are let go once a round was placed since: it may have taken them, landed unanswered', () => {
    // Nothing confirmed; a tea added; the write landed but its reply was lost; another diner
    // placed the round, which took the tea and emptied the cart. The cart looks as if none
    // landed, but the order says a round went.
    const tea = [add(1, '702')];
    const order = (round: number) => ({
      ...emptyOrder(table),
      id: '4001',
      orderItems: [served({ id: '31', productId: '701', round })],
    });
    const before = heldEditsOf('501', 'me', cartAt(4, {}), tea, order(1)) as HeldEdits;
    expect(before.rounds).toBe('4001#1');
    expect(heldEditsToMake(before, cartAt(6, {}), order(2), 'me', now)).toEqual([]);
    // No round since: the write never left, and the tea is made again.
    expect(heldEditsToMake(before, cartAt(5, {}), order(1), 'me', now)).toEqual(tea);
    // The table's first order placed since the edits were held.
    const first = heldEditsOf('501', 'me', cartAt(4, {}), tea, null) as HeldEdits;
    expect(heldEditsToMake(first, cartAt(6, {}), order(1), 'me', now)).toEqual([]);
    // Edits an earlier app version held say nothing of rounds: the lines alone decide.
    const { rounds: _rounds, ...older } = first;
    expect(readHeldEdits(JSON.stringify(older))).toEqual(older);
    expect(heldEditsToMake(older, cartAt(6, {}), order(1), 'me', now)).toEqual(tea);
  });
});
