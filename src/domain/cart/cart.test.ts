import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import type { AppEvent } from '../events.ts';
import { foldAll } from '../fold.ts';
import { emptyCartOrder } from '../model/defaults.ts';
import { aMember } from '../model/member.fixture.ts';
import type { CartOrder, UserCart } from '../model/order.ts';
import { initialAppState } from '../state.ts';
import { aNewCartLine, anOrderItem } from './order-item.fixture.ts';
import { cartHoldsAnyOf, unsharedEntries, userCartItems, userCartOf } from './state.ts';

const table = { tableId: '501', tableName: 'A1' };
const saved = anOrderItem({ id: '5001', productId: 'p-soup', quantity: 1 });
const serverCart: CartOrder = {
  ...emptyCartOrder(table, 1_000),
  cartRowVersion: 3,
  userCarts: [{ userId: 'peer', orderItems: [saved], invalidOrderItems: [] }],
  orderItems: [saved],
};
const loaded = foldAll(
  initialAppState,
  sequence(
    [{ type: 'CartReplacedFromServer', payload: { cart: serverCart, settled: 'all' } }],
    5_000,
  ),
);
const burger = aNewCartLine({ productId: 'p-burger', quantity: 2 });

describe('cart slice', () => {
  it('takes the server cart as both current and confirmed', () => {
    expect(loaded.cart).toMatchObject({
      current: serverCart,
      confirmed: serverCart,
      status: 'success',
    });
  });

  it('folds a local add into the diner’s own entry at once, leaving peers untouched', () => {
    const state = foldAll(loaded, [
      {
        seq: 2,
        at: 9_000,
        type: 'CartItemAdded',
        payload: { userId: 'me', line: burger, orderType: 'dineIn' },
      },
    ]);
    const mine = userCartItems(state.cart.current, 'me');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: '0', productId: 'p-burger', quantity: 2 });
    expect(userCartOf(state.cart.current, 'peer')?.orderItems).toEqual([saved]);
    expect(state.cart.current?.orderItems).toHaveLength(2);
    expect(state.cart.current?.lastOperateTime).toBe(9_000);
    expect(state.cart.unconfirmedEdits).toBe(1);
    expect(state.cart.confirmed).toEqual(serverCart);
  });

  it('reduces and re-notes the diner’s own lines', () => {
    const state = foldAll(loaded, [
      {
        seq: 2,
        at: 6_000,
        type: 'CartItemAdded',
        payload: { userId: 'me', line: burger, orderType: 'toGo' },
      },
      {
        seq: 3,
        at: 7_000,
        type: 'CartItemReduced',
        payload: { userId: 'me', lineIndex: 0, quantity: 1 },
      },
      {
        seq: 4,
        at: 8_000,
        type: 'CartItemNotesEdited',
        payload: { userId: 'me', lineIndex: 0, notes: 'no onion' },
      },
    ]);
    expect(userCartItems(state.cart.current, 'me')[0]).toMatchObject({
      quantity: 1,
      notes: 'no onion',
      type: 1,
    });
    expect(state.cart.unconfirmedEdits).toBe(3);
  });

  it('counts no edit when nothing changed', () => {
    const state = foldAll(loaded, [
      {
        seq: 2,
        at: 6_000,
        type: 'CartItemReduced',
        payload: { userId: 'me', lineIndex: 4, quantity: 1 },
      },
    ]);
    expect(state.cart).toEqual(loaded.cart);
  });

  it('ignores local edits before any cart was loaded', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'CartItemAdded', payload: { userId: 'me', line: burger, orderType: 'dineIn' } },
      ]),
    );
    expect(state.cart).toEqual(initialAppState.cart);
  });

  it('rolls a refused write back to the confirmed cart, keeping the message', () => {
    const state = foldAll(loaded, [
      {
        seq: 2,
        at: 6_000,
        type: 'CartItemAdded',
        payload: { userId: 'me', line: burger, orderType: 'dineIn' },
      },
      {
        seq: 3,
        at: 7_000,
        type: 'CartSyncFailed',
        payload: { code: 2025, message: 'order.itemOffShelfOrSoldOut' },
      },
    ]);
    expect(state.cart.current).toEqual(serverCart);
    expect(state.cart).toMatchObject({ unconfirmedEdits: 0, error: 'order.itemOffShelfOrSoldOut' });
  });

  it('takes out only the adds of dishes sold out since; the rest stay pending, shown', () => {
    const dumplings = aNewCartLine({ productId: 'p-dumplings', quantity: 1 });
    const add = (seq: number, line: typeof burger): AppEvent => ({
      seq,
      at: 6_000 + seq,
      type: 'CartItemAdded',
      payload: { userId: 'me', line, orderType: 'dineIn' },
    });
    const state = foldAll(loaded, [
      add(2, burger),
      add(3, dumplings),
      { seq: 4, at: 7_000, type: 'CartAddsWithdrawn', payload: { seqs: [2] } },
    ]);
    expect(state.cart.pending.map((edit) => edit.seq)).toEqual([3]);
    expect(state.cart.unconfirmedEdits).toBe(1);
    expect(userCartItems(state.cart.current, 'me').map((item) => item.productId)).toEqual([
      'p-dumplings',
    ]);
    expect(state.cart.confirmed).toEqual(serverCart);
  });

  it('keeps the last cart when a load fails', () => {
    const state = foldAll(loaded, [
      { seq: 2, at: 6_000, type: 'CartLoadFailed', payload: { message: 'cart.fetchFailed' } },
    ]);
    expect(state.cart).toMatchObject({
      current: serverCart,
      status: 'error',
      error: 'cart.fetchFailed',
    });
  });

  it('forgets the cart when cleared or when the identity changes', () => {
    const cleared: AppEvent = { seq: 2, at: 6_000, type: 'CartCleared', payload: {} };
    const newIdentity: AppEvent = {
      seq: 2,
      at: 6_000,
      type: 'LoginSucceeded',
      payload: { member: aMember(), guestUuid: 'u2' },
    };
    for (const event of [cleared, newIdentity]) {
      expect(foldAll(loaded, [event]).cart).toEqual(initialAppState.cart);
    }
  });

  it('finds no entry for an unknown user or an absent cart', () => {
    expect(userCartOf(null, 'me')).toBeNull();
    expect(userCartItems(serverCart, 'nobody')).toEqual([]);
  });
});

describe('which menu changes the cart has to hear', () => {
  const gone = anOrderItem({ id: '5002', productId: 'p-noodles', quantity: 1 });
  const withGone: CartOrder = {
    ...serverCart,
    userCarts: [{ userId: 'peer', orderItems: [saved], invalidOrderItems: [gone] }],
  };

  it('a change to a dish in the cart, priced or no longer available', () => {
    expect(cartHoldsAnyOf(withGone, ['p-soup'])).toBe(true);
    expect(cartHoldsAnyOf(withGone, ['p-tea', 'p-noodles'])).toBe(true);
    expect(cartHoldsAnyOf(withGone, ['p-tea'])).toBe(false);
  });

  it('a change that names no dishes, when the cart holds any line', () => {
    expect(cartHoldsAnyOf(withGone, null)).toBe(true);
    expect(cartHoldsAnyOf(emptyCartOrder(table, 0), null)).toBe(false);
    expect(cartHoldsAnyOf(null, ['p-soup'])).toBe(false);
  });
});

describe('the diners’ entries two carts do not share', () => {
  const entry = (userId: string): UserCart => ({
    userId,
    orderItems: [anOrderItem()],
    invalidOrderItems: [],
  });
  const cartWith = (...userCarts: UserCart[]): CartOrder => ({
    ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0),
    userCarts,
  });

  it('leaves out each entry both hold, the same object, and keeps the rest each side', () => {
    const [amy, ben, newBen] = [entry('amy'), entry('ben'), entry('ben')];
    expect(unsharedEntries(cartWith(amy, ben), cartWith(amy, newBen))).toEqual({
      before: [ben],
      after: [newBen],
    });
    expect(unsharedEntries(null, cartWith(amy))).toEqual({ before: [], after: [amy] });
  });

  it('counts an entry listed twice twice', () => {
    const amy = entry('amy');
    expect(unsharedEntries(cartWith(amy), cartWith(amy, amy))).toEqual({
      before: [],
      after: [amy],
    });
    expect(unsharedEntries(cartWith(amy, amy), cartWith(amy))).toEqual({
      before: [amy],
      after: [],
    });
  });
});
