import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { emptyCartOrder } from '../model/defaults.ts';
import { LiveMessageType } from '../model/live-message.ts';
import { initialAppState } from '../state.ts';

const table = { tableId: '501', tableName: 'A1' };
const fromPeer = (messageType: string, data: unknown) =>
  ({
    type: 'LiveMessageReceived',
    payload: { message: { fromBrowserId: 'peer', messageType, data } },
  }) as const;

describe('live messages folded into state', () => {
  const me = sequence([{ type: 'FingerprintIdentified', payload: { fingerprint: 'me' } }]);

  it('follows the connected flag', () => {
    const state = foldAll(
      initialAppState,
      sequence([{ type: 'LiveConnectionChanged', payload: { connected: true } }]),
    );
    expect(state.live.connected).toBe(true);
  });

  it('applies a peer cart change as the server cart', () => {
    const cart = { ...emptyCartOrder(table, 5), cartRowVersion: 8 };
    const state = foldAll(initialAppState, [
      ...me,
      ...sequence([fromPeer(LiveMessageType.AddOrDecreaseCartItem, cart)], 2),
    ]);
    expect(state.cart.current).toEqual(cart);
    expect(state.cart.confirmed).toEqual(cart);
  });

  it('shows the order-submitted dialog with the peer submitter', () => {
    const state = foldAll(
      initialAppState,
      sequence([fromPeer(LiveMessageType.PlaceOrder, { submitName: 'Bo' })]),
    );
    expect(state.popups.open.orderSubmitted).toBe(true);
    expect(state.popups.submitterName).toBe('Bo');
  });

  it('opens no dialog for an order update (the worker toasts it, issue 15)', () => {
    const state = foldAll(initialAppState, sequence([fromPeer(LiveMessageType.UpdateOrder, null)]));
    expect(Object.values(state.popups.open).some(Boolean)).toBe(false);
  });

  it('closes the unfinished-order popup and empties the cart when told to clear it', () => {
    const events = sequence([
      {
        type: 'CartReplacedFromServer',
        payload: {
          cart: {
            ...emptyCartOrder(table, 1),
            orderItems: [],
            userCarts: [{ userId: 'u', orderItems: [], invalidOrderItems: [] }],
          },
        },
      },
      { type: 'PopupOpened', payload: { popup: 'unfinishedOrder' } },
      fromPeer(LiveMessageType.CloseInactiveDialog, { shouldClearCart: true }),
    ]);
    const state = foldAll(initialAppState, events);
    expect(state.popups.open.unfinishedOrder).toBe(false);
    expect(state.cart.current?.userCarts).toEqual([]);
  });

  it('takes the guest count and order type set by a peer', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'PopupOpened', payload: { popup: 'orderType' } },
        fromPeer(LiveMessageType.UpdateGuestNumber, 5),
        fromPeer(LiveMessageType.UpdateOrderType, 'toGo'),
      ]),
    );
    expect(state.session).toMatchObject({ guestCount: 5, orderType: 'toGo' });
    expect(state.popups.open.orderType).toBe(false);
  });

  it('ignores its own echo and remembers unknown types once', () => {
    const own = {
      type: 'LiveMessageReceived',
      payload: {
        message: { fromBrowserId: 'me', messageType: LiveMessageType.UpdateOrder, data: null },
      },
    } as const;
    const state = foldAll(initialAppState, [
      ...me,
      ...sequence([own, fromPeer('futureThing', {}), fromPeer('futureThing', {})], 2),
    ]);
    expect(state.popups.open.orderUpdated).toBe(false);
    expect(state.live.unknownTypesSeen).toEqual(['futureThing']);
  });
});
