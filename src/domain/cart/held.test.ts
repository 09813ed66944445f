import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../events.ts';
import { foldAll } from '../fold.ts';
import { emptyOrder } from '../model/defaults.ts';
import type { OrderItem } from '../model/order.ts';
import type { CartItemAdded, CartItemReduced } from './events.ts';
import { initialAppState } from '../state.ts';
import {
  addWaitsForCart,
  cartOfAddsBeforeRead,
  HELD_EDITS_MAX_AGE_MS,
  type HeldEdits,
  heldEditsOf,
  heldEditsToMake,
  heldEditsWaiting,
  readHeldEdits,
} from './held.ts';
import { userCartItems } from './state.ts';
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

describe('dishes added before this page read the table’s cart (a reload offline)', () => {
  const seated = foldAll(initialAppState, [
    { seq: 1, at: 40_000, type: 'TableIdentified', payload: { tableId: '501', tableName: 'A1' } },
  ]);
  const addsAt = (base: typeof seated, ...events: AppEvent[]) => foldAll(base, events).cart;
  const offline = { ...seated, network: { online: false, holding: true } };

  it('wait for it offline only, where there is a table and no cart', () => {
    expect(addWaitsForCart(offline)).toBe(true);
    expect(addWaitsForCart(seated)).toBe(false);
    expect(addWaitsForCart({ ...offline, session: initialAppState.session })).toBe(false);
    const loaded = foldAll(offline, [
      {
        seq: 2,
        at: 41_000,
        type: 'CartReplacedFromServer',
        payload: { cart: cartAt(4, {}), settled: 'all' },
      },
    ]);
    expect(addWaitsForCart(loaded)).toBe(false);
  });

  it('are held with the earlier page’s edits, kept in storage, counted and shown as waiting', () => {
    // Nothing held before: the dishes alone.
    const alone = addsAt(seated, add(7, '702'), add(8, '702'));
    expect(alone.current).toBeNull();
    expect(alone.pending).toEqual([]);
    const kept = alone.earlier as HeldEdits;
    expect(kept).toMatchObject({ tableId: '501', userId: 'me', savedAt: 50_008, edits: [] });
    expect(kept.addedBeforeRead).toEqual([add(7, '702'), add(8, '702')]);
    expect(readHeldEdits(JSON.stringify(kept))).toEqual(kept);
    expect(heldEditsWaiting(kept, '501', 'me', now)).toBe(2);
    // The cart shows them as one line of two, for this table and diner only.
    const shown = cartOfAddsBeforeRead(kept, '501', 'me');
    expect(userCartItems(shown, 'me').map((item) => [item.productId, item.quantity])).toEqual([
      ['702', 2],
    ]);
    expect(cartOfAddsBeforeRead(kept, '501', 'someone-else')).toBeNull();
    expect(cartOfAddsBeforeRead(held, '501', 'me')).toBeNull();

    // After an earlier page's held edits: those stay as they were, the dish goes after them.
    const after = addsAt({ ...seated, cart: { ...seated.cart, earlier: held } }, add(9, '703'));
    expect(after.earlier).toMatchObject({ ...held, savedAt: 50_009 });
    expect(after.earlier?.addedBeforeRead).toEqual([add(9, '703')]);
    expect(heldEditsWaiting(after.earlier ?? null, '501', 'me', now)).toBe(4);
    // Another diner's held edits would be let go at the read: they make way.
    const theirs = { ...held, userId: 'someone-else' };
    const mine = addsAt({ ...seated, cart: { ...seated.cart, earlier: theirs } }, add(9, '703'));
    expect(mine.earlier).toMatchObject({ userId: 'me', edits: [], confirmedLines: [] });
  });

  it('are made once the cart is read, after the earlier edits, onto whatever the server holds', () => {
    const withAdds = addsAt({ ...seated, cart: { ...seated.cart, earlier: held } }, add(9, '703'))
      .earlier as HeldEdits;
    // None of the earlier edits landed: all made again, then the dish.
    const none = cartAt(5, { me: [soup] });
    expect(toMake(withAdds, none, null, 'me', now)).toEqual([...edits, add(9, '703')]);
    // All of them landed without their reply: only the dish, never sent, is made.
    expect(toMake(withAdds, cartAt(7, { me: [line('702', 2)] }), null, 'me', now)).toEqual([
      add(9, '703'),
    ]);
    // The table moved on in a way the earlier edits fit no step of: the dish is still made,
    // onto what the server holds now.
    const moved = cartAt(8, { me: [line('703', 1)] });
    expect(heldEditsToMake(withAdds, moved, null, 'me', now)).toEqual({
      edits: [add(9, '703')],
      overtaken: [],
      notAdded: null,
    });
  });

  it('are not made, and said, when the party left or the diner holds another seat by then', () => {
    const before = addsAt(seated, add(7, '702'));
    // The staff cleared the table before the cart could be read; a dish added after that is
    // the new party's, and is made.
    const cleared = foldAll({ ...seated, cart: before }, [
      { seq: 20, at: 50_010, type: 'PartyLeft', payload: {} },
      add(21, '703'),
    ]).cart.earlier as HeldEdits;
    expect(cleared.leftWithParty).toBe(1);
    expect(heldEditsWaiting(cleared, '501', 'me', now)).toBe(1);
    expect(heldEditsToMake(cleared, cartAt(9, {}), null, 'me', now)).toEqual({
      edits: [add(21, '703')],
      overtaken: [],
      notAdded: { why: 'cleared', dishes: [add(7, '702').payload.line.menuName] },
    });
    // An earlier page's edits were that party's too: none is made, even where the new party's
    // cart fits "none landed"; the dish they added (tea, twice) is named once.
    const partyGone = foldAll({ ...seated, cart: { ...seated.cart, earlier: held } }, [
      { seq: 20, at: 50_010, type: 'PartyLeft', payload: {} },
    ]).cart.earlier as HeldEdits;
    expect(partyGone.partyLeft).toBe(true);
    expect(heldEditsWaiting(partyGone, '501', 'me', now)).toBe(0);
    expect(heldEditsToMake(partyGone, cartAt(9, { me: [soup] }), null, 'me', now)).toEqual({
      edits: [],
      overtaken: [],
      notAdded: { why: 'cleared', dishes: [add(1, '702').payload.line.menuName] },
    });
    // Seated as another diner now, or at another table.
    const dishes = [add(7, '702').payload.line.menuName];
    const kept = before.earlier as HeldEdits;
    expect(heldEditsToMake(kept, cartAt(9, {}), null, 'someone-else', now)).toEqual({
      edits: [],
      overtaken: [],
      notAdded: { why: 'seat', dishes },
    });
    expect(
      heldEditsToMake(kept, { ...cartAt(9, {}), tableId: '502' }, null, 'me', now).notAdded,
    ).toEqual({ why: 'seat', dishes });
    // A past visit's go, as every held edit does.
    const later = kept.savedAt + HELD_EDITS_MAX_AGE_MS + 1;
    expect(heldEditsToMake(kept, cartAt(9, {}), null, 'me', later)).toEqual({
      edits: [],
      overtaken: [],
      notAdded: null,
    });
  });
});
