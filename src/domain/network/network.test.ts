import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../cart/order-item.fixture.ts';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { emptyCartOrder } from '../model/defaults.ts';
import type { CartOrder, OrderItem } from '../model/order.ts';
import { pricesChanged } from '../pricing/confirmed-prices.ts';
import { initialAppState } from '../state.ts';
import { waitingEdits } from './state.ts';

const cartOf = (lines: Record<string, OrderItem[]>): CartOrder => {
  const userCarts = Object.entries(lines).map(([userId, orderItems]) => ({
    userId,
    orderItems,
    invalidOrderItems: [],
  }));
  return {
    ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0),
    userCarts,
    orderItems: userCarts.flatMap((entry) => entry.orderItems),
  };
};

describe('the network slice', () => {
  it('holds edits from going offline until they are released, online or not', () => {
    const offline = foldAll(
      initialAppState,
      sequence([{ type: 'NetworkWentOffline', payload: {} }]),
    );
    expect(offline.network).toEqual({ online: false, holding: true });
    const back = foldAll(offline, sequence([{ type: 'NetworkCameBack', payload: {} }]));
    expect(back.network).toEqual({ online: true, holding: true });
    const released = foldAll(back, sequence([{ type: 'CartEditsReleased', payload: {} }]));
    expect(released.network).toEqual({ online: true, holding: false });
    const unreachable = foldAll(
      released,
      sequence([{ type: 'CartEditsHeld', payload: { reason: 'unreachable' } }]),
    );
    expect(unreachable.network).toEqual({ online: true, holding: true });
  });

  it('counts the pending edits as waiting only while they are held', () => {
    const pending = [
      {
        type: 'CartItemReduced',
        seq: 1,
        at: 0,
        payload: { userId: 'a', lineIndex: 0, quantity: 1 },
      },
    ] as const;
    const cart = { ...initialAppState.cart, pending };
    const { session, now } = initialAppState;
    expect(waitingEdits({ cart, session, now, network: { online: true, holding: false } })).toBe(0);
    expect(waitingEdits({ cart, session, now, network: { online: false, holding: true } })).toBe(1);
  });

  it('counts an earlier page’s held edits too until they are made again (a reload offline)', () => {
    const edit = {
      type: 'CartItemReduced',
      seq: 1,
      at: 1_000,
      payload: { userId: 'ada', lineIndex: 0, quantity: 1 },
    } as const;
    const earlier = {
      tableId: '501',
      userId: 'ada',
      savedAt: 1_000,
      confirmedLines: [],
      edits: [edit, { ...edit, seq: 2 }],
    };
    const cart = { ...initialAppState.cart, earlier };
    const session = { ...initialAppState.session, tableId: '501', memberId: 'ada' };
    const offline = { online: false, holding: true };
    expect(waitingEdits({ cart, session, now: 2_000, network: offline })).toBe(2);
    // Not held: nothing waits. Another table's, another diner's or too old: none will be made.
    expect(
      waitingEdits({ cart, session, now: 2_000, network: { online: true, holding: false } }),
    ).toBe(0);
    const elsewhere = { ...session, tableId: '502' };
    expect(waitingEdits({ cart, session: elsewhere, now: 2_000, network: offline })).toBe(0);
    const someoneElse = { ...session, memberId: 'bo' };
    expect(waitingEdits({ cart, session: someoneElse, now: 2_000, network: offline })).toBe(0);
    const later = 1_000 + 3 * 60 * 60 * 1000 + 1;
    expect(waitingEdits({ cart, session, now: later, network: offline })).toBe(0);
  });
});

describe('prices the server confirmed', () => {
  const dumplings = anOrderItem({ productId: '701', price: 8 });
  it('changed when a dish the diner was shown comes back at another price', () => {
    const shown = cartOf({ ada: [dumplings] });
    expect(pricesChanged(shown, cartOf({ ada: [{ ...dumplings, price: 9 }] }))).toBe(true);
    expect(pricesChanged(shown, cartOf({ ada: [{ ...dumplings, quantity: 3 }] }))).toBe(false);
  });

  it('not changed by a peer’s new dish, nor by a modifier listed in another order', () => {
    const withModifiers = anOrderItem({
      productId: '702',
      orderItemModifiers: [
        { id: '1', orderId: '0', modifierProductId: '9', quantity: 1, price: 1, condiments: [] },
        { id: '2', orderId: '0', modifierProductId: '8', quantity: 1, price: 2, condiments: [] },
      ],
    });
    const shown = cartOf({ ada: [dumplings, withModifiers] });
    const reordered = {
      ...withModifiers,
      orderItemModifiers: [...withModifiers.orderItemModifiers].reverse(),
    };
    const confirmed = cartOf({ ada: [dumplings, reordered], bo: [anOrderItem({ price: 99 })] });
    expect(pricesChanged(shown, confirmed)).toBe(false);
    expect(pricesChanged(null, confirmed)).toBe(false);
  });
});
