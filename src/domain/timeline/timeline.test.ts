import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { sequence } from '../event.fixture.ts';
import type { AppEvent } from '../events.ts';
import { fold, foldAll } from '../fold.ts';
import { unreadMessage } from '../live/migrations.ts';
import { emptyCartOrder, emptyOrder } from '../model/defaults.ts';
import { LiveMessageType, POS_BROWSER_ID } from '../model/live-message.ts';
import type { CartOrder, Order, OrderItem } from '../model/order.ts';
import { initialAppState } from '../state.ts';
import { cartChanges } from './changes.ts';
import { offeredBack, openUndos, TIMELINE_CAP, UNDO_WINDOW_MS } from './state.ts';

const table = { tableId: '501', tableName: 'A1' };
const seat = { token: 't', dinerId: 'me', expiresAt: 2_000_000_000 };
const dumplings = (id: string, quantity: number, extra: Partial<OrderItem> = {}) =>
  anOrderItem({ id, productId: '701', menuName: 'Pork dumplings', quantity, ...extra });
const tea = (id: string, quantity = 1) =>
  anOrderItem({ id, productId: '702', menuName: 'Green tea', quantity });

/** The table's cart at a version: each diner's lines (Amy is named, the others are not). */
const cartAt = (version: number, lines: Record<string, OrderItem[]>): CartOrder => {
  const userCarts = Object.entries(lines).map(([userId, orderItems]) => ({
    userId,
    ...(userId === 'amy' ? { userName: 'Amy' } : {}),
    orderItems,
    invalidOrderItems: [],
  }));
  return {
    ...emptyCartOrder(table, 0),
    cartRowVersion: version,
    userCarts,
    orderItems: userCarts.flatMap((entry) => entry.orderItems),
  };
};

const live = (messageType: string, data: Record<string, unknown>) =>
  ({
    type: 'LiveMessageReceived',
    payload: unreadMessage({ fromBrowserId: POS_BROWSER_ID, messageType, data }),
  }) as const;
const liveCart = (cart: CartOrder, liveVersion: number, changedBy = 'amy') =>
  live(LiveMessageType.AddOrDecreaseCartItem, { ...cart, liveVersion, changedBy, locale: 'en-US' });
const fetched = (cart: CartOrder) =>
  ({ type: 'CartReplacedFromServer', payload: { cart, settled: 'all' } }) as const;

type Step = Parameters<typeof sequence>[0][number];
/** Diner `me` (a visitor) seated at table 501, the cart at version 1 with Amy's dumplings. */
const at = (...steps: Step[]) =>
  foldAll(
    initialAppState,
    sequence([
      { type: 'TableIdentified', payload: { ...table, seat } },
      { type: 'LiveConnectionChanged', payload: { connected: true } },
      fetched(cartAt(1, { amy: [dumplings('11', 2)] })),
      ...steps,
    ] as AppEvent[]),
  );
const story = (state: ReturnType<typeof at>) =>
  state.timeline.entries.map((entry) => {
    switch (entry.kind) {
      case 'added':
      case 'removed':
        return `${entry.by.name ?? `Guest ${entry.by.place}`} ${entry.kind} ${entry.quantity} × ${entry.dish}`;
      case 'sent':
        return `round ${entry.round} sent by ${entry.by.name ?? `Guest ${entry.by.place}`}`;
      case 'voided':
        return `staff voided ${entry.quantity} × ${entry.dish}`;
      case 'cleared':
        return 'staff cleared the table';
    }
  });

describe('what changed between two carts', () => {
  it('is each line’s change, its diner’s, by line id; a line that only moved is no change', () => {
    const before = cartAt(1, { amy: [dumplings('11', 2)], ben: [tea('12')] });
    const after = cartAt(2, {
      amy: [dumplings('11', 3)],
      carried: [tea('12')],
      me: [tea('13', 2)],
    });
    expect(
      cartChanges(before, after).map(({ userId, item, delta }) => [userId, item.id, delta]),
    ).toEqual([
      ['amy', '11', 1],
      ['me', '13', 2],
    ]);
    const soldOut = {
      ...after,
      userCarts: [{ userId: 'amy', orderItems: [], invalidOrderItems: [dumplings('11', 3)] }],
    };
    expect(cartChanges(after, soldOut).map(({ item }) => item.id)).toEqual(['12', '13']);
    // Back on sale: the line returns to Amy's priced lines, and nobody added it.
    const backOnSale = {
      ...soldOut,
      userCarts: [{ userId: 'amy', orderItems: [dumplings('11', 3)], invalidOrderItems: [] }],
    };
    expect(cartChanges(soldOut, backOnSale)).toEqual([]);
  });
});

describe('the table’s timeline', () => {
  it('says who added and removed what, by name or by place at the table', () => {
    const state = at(
      liveCart(cartAt(2, { amy: [dumplings('11', 2)], ben: [tea('12')] }), 2, 'ben'),
      liveCart(cartAt(3, { amy: [dumplings('11', 1)], ben: [tea('12')] }), 3),
      liveCart(cartAt(4, { amy: [dumplings('11', 1)] }), 4, 'ben'),
    );
    expect(story(state)).toEqual([
      'Guest 2 added 1 × Green tea',
      'Amy removed 1 × Pork dumplings',
      'Guest 2 removed 1 × Green tea',
    ]);
    // Nobody else's removal is this diner's to undo.
    expect(state.timeline.undo).toEqual([]);
  });

  it('offers this diner’s own removal back for 10 s of event time, held while the diner is at it', () => {
    const removedAt = 1_700_000_500_000;
    const mine = cartAt(2, { amy: [dumplings('11', 2)], me: [tea('13', 2)] });
    const state = at(fetched(mine), {
      ...fetched(cartAt(3, { amy: [dumplings('11', 2)] })),
      at: removedAt,
    });
    const [offer] = openUndos(state.timeline, state.now);
    expect(offer).toMatchObject({ userId: 'me', until: removedAt + UNDO_WINDOW_MS });
    expect(offer?.line).toMatchObject({ productId: '702', quantity: 2, menuName: 'Green tea' });
    expect(story(state).at(-1)).toBe('Guest 2 removed 2 × Green tea');

    const tick = (ms: number) =>
      ({ type: 'ClockTicked', payload: {}, at: removedAt + ms }) as const;
    expect(
      openUndos(
        at(fetched(mine), { ...fetched(cartAt(3, {})), at: removedAt }, tick(UNDO_WINDOW_MS))
          .timeline,
        removedAt + UNDO_WINDOW_MS,
      ),
    ).toEqual([]);
    const id = offer?.id ?? '';
    const held = at(
      fetched(mine),
      { ...fetched(cartAt(3, { amy: [dumplings('11', 2)] })), at: removedAt },
      { type: 'UndoHeld', payload: { id, held: true }, at: removedAt + 3000 },
      tick(60_000),
    );
    expect(openUndos(held.timeline, held.now)).toHaveLength(1);
    const let_go = at(
      fetched(mine),
      { ...fetched(cartAt(3, { amy: [dumplings('11', 2)] })), at: removedAt },
      { type: 'UndoHeld', payload: { id, held: true }, at: removedAt + 3000 },
      { type: 'UndoHeld', payload: { id, held: false }, at: removedAt + 60_000 },
      tick(60_000 + UNDO_WINDOW_MS - 1),
    );
    expect(openUndos(let_go.timeline, let_go.now)).toHaveLength(1);
    const gone = at(
      fetched(mine),
      { ...fetched(cartAt(3, { amy: [dumplings('11', 2)] })), at: removedAt },
      { type: 'UndoHeld', payload: { id, held: false }, at: removedAt + 3000 },
      tick(UNDO_WINDOW_MS),
    );
    expect(openUndos(gone.timeline, gone.now)).toEqual([]);
    const undone = at(
      fetched(mine),
      { ...fetched(cartAt(3, { amy: [dumplings('11', 2)] })), at: removedAt },
      { type: 'RemovalUndone', payload: { id }, at: removedAt + 2000 },
    );
    expect(undone.timeline.undo).toEqual([]);
  });

  it('shows removals of one line still offered as one offer: one row, one Undo puts all back', () => {
    const removedAt = 1_700_000_500_000;
    const mine = (quantity: number): Record<string, OrderItem[]> =>
      quantity === 0 ? {} : { me: [tea('13', quantity)] };
    const state = at(
      fetched(cartAt(2, mine(3))),
      { ...fetched(cartAt(3, mine(2))), at: removedAt },
      { ...fetched(cartAt(4, mine(1))), at: removedAt + 1_000 },
      { ...fetched(cartAt(5, mine(0))), at: removedAt + 2_000 },
    );
    // One offer per removal, kept open together from the newest.
    const parts = openUndos(state.timeline, state.now);
    expect(parts.map((offer) => offer.until)).toEqual(Array(3).fill(removedAt + 12_000));
    const offered = offeredBack(state.timeline, state.now, 'me');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({
      id: parts[0]?.id,
      newest: parts[2]?.id,
      ids: parts.map((offer) => offer.id),
      until: removedAt + 12_000,
    });
    expect(offered[0]?.line).toMatchObject({ productId: '702', quantity: 3 });
    expect(offeredBack(state.timeline, state.now, 'amy')).toEqual([]);
    // The table's story still tells each removal as it came.
    expect(story(state).slice(-3)).toEqual(Array(3).fill('Guest 1 removed 1 × Green tea'));
    // Once an offer has ended, the next removal of the line is an offer of its own.
    const later = at(
      fetched(cartAt(2, mine(2))),
      { ...fetched(cartAt(3, mine(1))), at: removedAt },
      { ...fetched(cartAt(4, mine(0))), at: removedAt + UNDO_WINDOW_MS },
    );
    expect(
      offeredBack(later.timeline, later.now, 'me').map((offer) => offer.line.quantity),
    ).toEqual([1]);
    // Another dish's removal is another offer.
    const two = at(
      fetched(cartAt(2, { me: [tea('13', 1), dumplings('14', 1)] })),
      { ...fetched(cartAt(3, { me: [dumplings('14', 1)] })), at: removedAt },
      { ...fetched(cartAt(4, {})), at: removedAt + 1_000 },
    );
    expect(offeredBack(two.timeline, two.now, 'me').map((offer) => offer.line.productId)).toEqual([
      '702',
      '701',
    ]);
  });

  it('takes out of a line’s offer only what a round took: the rest can still be put back', () => {
    const removedAt = 1_700_000_500_000;
    // One tea taken out by this diner; then another diner's round takes the other two (the cart
    // read before its order says so, so it reads as a removal until the order comes).
    const state = at(
      fetched(cartAt(2, { me: [tea('13', 3)] })),
      { ...fetched(cartAt(3, { me: [tea('13', 2)] })), at: removedAt },
      { ...fetched(cartAt(4, {})), at: removedAt + 1_000 },
      {
        type: 'PlacedOrderLoaded',
        payload: { order: { ...emptyOrder(table), id: '9', cartRowVersion: 4 } },
        at: removedAt + 2_000,
      },
    );
    const offered = offeredBack(state.timeline, state.now, 'me');
    expect(offered.map((offer) => offer.line.quantity)).toEqual([1]);
  });

  it('holds an offer a round left, folded at once or event by event, across two drafts', () => {
    const removedAt = 1_700_000_500_000;
    const mine = cartAt(2, { amy: [dumplings('11', 2)], me: [tea('13', 2), dumplings('14', 1)] });
    const events = sequence([
      { type: 'TableIdentified', payload: { ...table, seat } },
      { type: 'LiveConnectionChanged', payload: { connected: true } },
      fetched(mine),
      {
        ...fetched(cartAt(3, { amy: [dumplings('11', 2)], me: [dumplings('14', 1)] })),
        at: removedAt,
      },
      { ...fetched(cartAt(4, { amy: [dumplings('11', 2)] })), at: removedAt + 1000 },
    ] as AppEvent[]);
    const first = foldAll(initialAppState, events);
    const [, dumplingsOffer] = first.timeline.undo;
    // The tea's removal went with a round (the order at v3); the dumplings' offer is held.
    const rest = [
      {
        seq: events.length + 1,
        at: removedAt + 2000,
        type: 'PlacedOrderLoaded',
        payload: { order: { ...emptyOrder(table), id: '9', cartRowVersion: 3 } },
      },
      {
        seq: events.length + 2,
        at: removedAt + 3000,
        type: 'UndoHeld',
        payload: { id: dumplingsOffer?.id ?? '', held: true },
      },
    ] as AppEvent[];
    const inTwoDrafts = foldAll(first, rest);
    expect(inTwoDrafts).toEqual(rest.reduce(fold, first));
    expect(inTwoDrafts.timeline.undo).toEqual([{ ...dumplingsOffer, until: null }]);
  });

  it('tells another diner’s round as the round, not as removals', () => {
    const round = cartAt(3, {});
    const placedOrder: Order = {
      ...emptyOrder(table),
      id: '9',
      cartRowVersion: 3,
      orderItems: [dumplings('21', 2, { round: 1 })],
    };
    const state = at(
      liveCart(round, 2),
      live(LiveMessageType.PlaceOrder, {
        submitName: 'Amy',
        orderId: '9',
        placedBy: 'amy',
        liveVersion: 2,
      }),
      { type: 'PlacedOrderLoaded', payload: { order: placedOrder } },
      liveCart(cartAt(4, { me: [tea('31')] }), 3, 'me'),
      liveCart(cartAt(5, {}), 4, 'ben'),
      live(LiveMessageType.UpdateOrder, {
        submitName: 'Ben',
        orderId: '9',
        placedBy: 'ben',
        liveVersion: 4,
      }),
    );
    expect(story(state)).toEqual([
      'round 1 sent by Amy',
      'Guest 1 added 1 × Green tea',
      'round 2 sent by Ben',
    ]);
    // This diner's tea went with Ben's round: nothing to undo.
    expect(state.timeline.undo).toEqual([]);
  });

  it('offers none of this diner’s lines back when another diner’s round empties the cart', () => {
    // The server empties the cart a moment before it announces the round: this diner made no
    // removal, so no "Removed … Undo" between the two.
    const emptied = at(
      liveCart(cartAt(2, { amy: [dumplings('11', 2)], me: [tea('31')] }), 1, 'me'),
      liveCart(cartAt(3, {}), 2, 'amy'),
    );
    expect(emptied.timeline.undo).toEqual([]);
    const byStaff = at(
      liveCart(cartAt(2, { me: [tea('31')] }), 1, 'me'),
      live(LiveMessageType.AddOrDecreaseCartItem, {
        ...cartAt(3, {}),
        liveVersion: 2,
        changedBy: null,
        locale: 'en-US',
      }),
    );
    expect(byStaff.timeline.undo).toEqual([]);
  });

  it('tells this diner’s own round from its reply, and offers none of its lines back', () => {
    const mine = cartAt(2, { amy: [dumplings('11', 2)], me: [tea('13')] });
    const order: Order = {
      ...emptyOrder(table),
      id: '9',
      cartRowVersion: 3,
      orderItems: [dumplings('21', 2, { round: 1 }), tea('22')],
    };
    const state = at(
      fetched(mine),
      { type: 'OrderPlacementStarted', payload: {} },
      liveCart(cartAt(3, {}), 3, 'me'),
      { type: 'OrderPlaced', payload: { order, submitterName: 'Mia' } },
      fetched(cartAt(3, {})),
    );
    expect(story(state)).toEqual(['Guest 2 added 1 × Green tea', 'round 1 sent by Mia']);
    expect(state.timeline.undo).toEqual([]);
  });

  it('tells the staff’s voids and a table clear, and what the clear emptied is no removal', () => {
    const order: Order = {
      ...emptyOrder(table),
      id: '9',
      cartRowVersion: 1,
      orderItems: [dumplings('21', 2, { round: 1, qtySentToKitchen: 2 })],
    };
    const voided = {
      ...order,
      orderItems: [dumplings('21', 1, { round: 1, qtySentToKitchen: 2, qtyVoid: 1 })],
    };
    const state = at(
      { type: 'PlacedOrderLoaded', payload: { order } },
      { type: 'PlacedOrderLoaded', payload: { order: voided } },
      live(LiveMessageType.CloseInactiveDialog, {
        shouldClearCart: true,
        liveVersion: 7,
        changedBy: null,
      }),
      fetched(cartAt(8, {})),
    );
    expect(story(state)).toEqual(['staff voided 1 × Pork dumplings', 'staff cleared the table']);
  });

  it('offers back each line of this diner’s own clear, and says a round it cannot number', () => {
    const mine = cartAt(2, { amy: [dumplings('11', 2)], me: [tea('13', 2), dumplings('14', 1)] });
    const cleared = at(fetched(mine), { type: 'CartCleared', payload: {} });
    expect(story(cleared).slice(-2)).toEqual([
      'Guest 2 removed 2 × Green tea',
      'Guest 2 removed 1 × Pork dumplings',
    ]);
    expect(cleared.timeline.undo.map((offer) => offer.line.productId)).toEqual(['702', '701']);
    // Another diner's later round, the order not held yet: a round, its number unknown.
    const later = at(
      live(LiveMessageType.UpdateOrder, { submitName: 'Amy', orderId: '9', placedBy: 'amy' }),
    );
    expect(story(later)).toEqual(['round null sent by Amy']);
    // Another order loaded: nothing voided to tell.
    const other: Order = { ...emptyOrder(table), id: '8', orderItems: [dumplings('21', 1)] };
    const loaded = at(
      { type: 'PlacedOrderLoaded', payload: { order: other } },
      { type: 'PlacedOrderLoaded', payload: { order: { ...other, id: '9' } } },
      { type: 'PlacedOrderLoaded', payload: { order: null } },
    );
    expect(story(loaded)).toEqual([]);
  });

  it(`keeps the newest ${TIMELINE_CAP} entries, oldest first, folded one by one or at once`, () => {
    const rounds = TIMELINE_CAP + 5;
    const steps = Array.from({ length: rounds }, (_, n) =>
      liveCart(cartAt(n + 2, { amy: [dumplings('11', n + 3)] }), n + 2),
    );
    const state = at(...steps);
    expect(state.timeline.entries).toHaveLength(TIMELINE_CAP);
    expect(state.timeline.entries.map((entry) => entry.id)).toEqual(
      Array.from({ length: TIMELINE_CAP }, (_, n) => `${n + 9}.0`),
    );
    const events = sequence([
      { type: 'TableIdentified', payload: { ...table, seat } },
      { type: 'LiveConnectionChanged', payload: { connected: true } },
      fetched(cartAt(1, { amy: [dumplings('11', 2)] })),
      ...steps,
    ] as AppEvent[]);
    expect(events.reduce(fold, initialAppState).timeline).toEqual(state.timeline);
  });

  it('starts over at another table', () => {
    const state = at(
      liveCart(cartAt(2, { amy: [dumplings('11', 3)] }), 2),
      { type: 'TableIdentified', payload: { tableId: '502', tableName: 'A2' } },
      fetched({ ...cartAt(1, {}), tableId: '502' }),
      fetched({ ...cartAt(2, { amy: [tea('41')] }), tableId: '502' }),
    );
    expect(story(state)).toEqual(['Amy added 1 × Green tea']);
  });
});
