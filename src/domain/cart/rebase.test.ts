import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../events.ts';
import { foldAll } from '../fold.ts';
import { LiveMessageType, POS_BROWSER_ID } from '../model/live-message.ts';
import type { CartOrder, OrderItem } from '../model/order.ts';
import { type AppState, initialAppState } from '../state.ts';
import { cartAt } from './cart.fixture.ts';
import { aNewCartLine, anOrderItem } from './order-item.fixture.ts';
import { mergeKeyOf } from './merge.ts';
import { userCartItems } from './state.ts';
import { unreadMessage } from '../live/migrations.ts';

const soup = anOrderItem({ id: '11', productId: 'p-soup', sort: 1 });
const tea = anOrderItem({ id: '12', productId: 'p-tea', sort: 2 });
const burger = aNewCartLine({ productId: 'p-burger', quantity: 1 });

let seq = 0;
const ev = (event: Omit<AppEvent, 'seq' | 'at'>): AppEvent =>
  ({ ...event, seq: ++seq, at: 10_000 + seq }) as AppEvent;
const fromServer = (cart: CartOrder, settled: number | 'all' = 'all') =>
  ev({ type: 'CartReplacedFromServer', payload: { cart, settled } } as AppEvent);
const add = (userId = 'me') =>
  ev({ type: 'CartItemAdded', payload: { userId, line: burger, orderType: 'dineIn' } } as AppEvent);
/** The server's announcement of another diner's write (docs/live-hub.md, "The table feed"). */
const announced = (cart: CartOrder) =>
  ev({
    type: 'LiveMessageReceived',
    payload: unreadMessage({
      fromBrowserId: POS_BROWSER_ID,
      messageType: LiveMessageType.AddOrDecreaseCartItem,
      data: { ...cart, liveVersion: cart.cartRowVersion, changedBy: 'peer', locale: 'en-US' },
    }),
  } as AppEvent);

const mine = (state: AppState) => userCartItems(state.cart.current, 'me');
const loadedAt5 = foldAll(initialAppState, [fromServer(cartAt(5, { peer: [soup] }))]);

describe('pending cart edits survive newer server carts', () => {
  it('keeps each edit pending until a reply settles it', () => {
    const state = foldAll(loadedAt5, [add(), add()]);
    expect(state.cart.pending.map((edit) => edit.type)).toEqual(['CartItemAdded', 'CartItemAdded']);
    expect(state.cart.unconfirmedEdits).toBe(2);
    const reply = cartAt(6, {
      peer: [soup],
      me: [anOrderItem({ id: '13', productId: 'p-burger' })],
    });
    const settledOne = foldAll(state, [fromServer(reply, 1)]);
    expect(settledOne.cart.confirmed).toEqual(reply);
    expect(settledOne.cart.pending).toHaveLength(1);
    expect(mine(settledOne)[0]?.quantity).toBe(2);
  });

  it('replays pending edits on a newer cart another diner wrote instead of dropping them', () => {
    const state = foldAll(loadedAt5, [add(), announced(cartAt(6, { peer: [soup, tea] }))]);
    expect(state.cart.confirmed?.cartRowVersion).toBe(6);
    expect(state.cart.current?.orderItems.map((item) => item.productId)).toEqual([
      'p-soup',
      'p-tea',
      'p-burger',
    ]);
    expect(state.cart.pending).toHaveLength(1);
  });

  it('ignores an announced cart older than or as old as the confirmed one', () => {
    for (const version of [4, 5]) {
      const state = foldAll(loadedAt5, [add(), announced(cartAt(version, {}))]);
      expect(state.cart.confirmed?.cartRowVersion).toBe(5);
      expect(state.cart.current?.userCarts.map((entry) => entry.userId)).toEqual(['peer', 'me']);
    }
  });

  it('takes an announced cart of another table whatever its version', () => {
    const elsewhere = { ...cartAt(1, {}), tableId: '502' };
    expect(foldAll(loadedAt5, [announced(elsewhere)]).cart.confirmed).toEqual(elsewhere);
  });

  it('replays every pending edit on a conflict cart (settled 0)', () => {
    const conflict = cartAt(7, { peer: [soup, tea] });
    const state = foldAll(loadedAt5, [add(), add(), fromServer(conflict, 0)]);
    expect(state.cart.confirmed).toEqual(conflict);
    expect(mine(state)).toHaveLength(1);
    expect(mine(state)[0]?.quantity).toBe(2);
    expect(state.cart.pending).toHaveLength(2);
  });

  it('settles a late reply’s edits but keeps the newer cart it arrived after', () => {
    const newer = cartAt(8, {
      peer: [soup],
      me: [anOrderItem({ id: '13', productId: 'p-burger' })],
    });
    const state = foldAll(loadedAt5, [add(), announced(newer), fromServer(cartAt(6, {}), 1)]);
    expect(state.cart.confirmed).toEqual(newer);
    expect(state.cart.pending).toEqual([]);
    expect(state.cart.current).toEqual(newer);
  });

  it('settles every pending edit when a reply does not say how many', () => {
    const state = foldAll(loadedAt5, [add(), fromServer(cartAt(6, {}))]);
    expect(state.cart.pending).toEqual([]);
    expect(state.cart.current).toEqual(cartAt(6, {}));
  });
});

describe('letting go of lines that went', () => {
  const gone = anOrderItem({ id: '14', productId: 'p-noodles', sort: 3 });
  const withGone = (version: number): CartOrder => {
    const cart = cartAt(version, { peer: [soup], me: [tea] });
    return {
      ...cart,
      userCarts: cart.userCarts.map((entry) => ({ ...entry, invalidOrderItems: [gone] })),
    };
  };
  const drop = () => ev({ type: 'CartGoneLinesDropped', payload: { userId: 'me' } } as AppEvent);
  const goneOf = (state: AppState, userId: string) =>
    state.cart.current?.userCarts.find((entry) => entry.userId === userId)?.invalidOrderItems;

  it('drops only the diner’s own, keeps their priced lines, and stays pending until written', () => {
    const state = foldAll(initialAppState, [fromServer(withGone(7)), drop()]);
    expect(goneOf(state, 'me')).toEqual([]);
    expect(goneOf(state, 'peer')).toEqual([gone]);
    expect(mine(state)).toEqual([tea]);
    expect(state.cart.pending.map((edit) => edit.type)).toEqual(['CartGoneLinesDropped']);
    // A newer cart from another diner still holds them until the write lands: replayed on it.
    const rebased = foldAll(state, [announced(withGone(8))]);
    expect(goneOf(rebased, 'me')).toEqual([]);
  });

  it('is no edit at all when the diner has none', () => {
    const state = foldAll(loadedAt5, [drop()]);
    expect(state.cart.pending).toEqual([]);
    expect(state.cart.current).toBe(loadedAt5.cart.current);
  });
});

describe('an edit pending while the server moves a line out', () => {
  const mineAt = (version: number, priced: OrderItem[], gone: OrderItem[]): CartOrder => {
    const cart = cartAt(version, { me: priced });
    return {
      ...cart,
      userCarts: cart.userCarts.map((entry) => ({ ...entry, invalidOrderItems: gone })),
    };
  };
  const reduce = (lineIndex: number, lineKey?: string) =>
    ev({
      type: 'CartItemReduced',
      payload: {
        userId: 'me',
        lineIndex,
        quantity: 1,
        ...(lineKey === undefined ? {} : { lineKey }),
      },
    } as AppEvent);
  const twoTeas = { ...tea, quantity: 2 };
  const loaded = foldAll(initialAppState, [fromServer(mineAt(5, [soup, twoTeas], []))]);

  it('finds its line by key: the soup that sold out is not taken off the tea', () => {
    const state = foldAll(loaded, [
      reduce(0, mergeKeyOf(soup)),
      announced(mineAt(6, [twoTeas], [soup])),
    ]);
    expect(mine(state)).toEqual([twoTeas]);
  });

  it('still lands on its line by key when the line moved up', () => {
    const state = foldAll(loaded, [
      reduce(1, mergeKeyOf(twoTeas)),
      announced(mineAt(6, [twoTeas], [soup])),
    ]);
    expect(mine(state).map((line) => line.quantity)).toEqual([1]);
  });

  it('names its line by place alone in a log kept before keys', () => {
    const state = foldAll(loaded, [reduce(1), announced(mineAt(6, [soup, twoTeas], []))]);
    expect(mine(state).map((line) => line.quantity)).toEqual([1, 1]);
  });
});
