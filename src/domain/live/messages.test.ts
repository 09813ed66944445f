import { describe, expect, it } from 'vitest';
import { emptyCartOrder } from '../model/defaults.ts';
import { LiveMessageType } from '../model/live-message.ts';
import { interpretLiveMessage } from './messages.ts';

const peer = (messageType: string, data: unknown) => ({ fromBrowserId: 'peer', messageType, data });
const cart = emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0);

describe('interpretLiveMessage', () => {
  it('ignores the messages of this same browser', () => {
    const own = { fromBrowserId: 'me', messageType: LiveMessageType.UpdateOrder, data: null };
    expect(interpretLiveMessage(own, 'me')).toEqual({ kind: 'ownEcho' });
  });

  it('takes the POS’s notice of this diner’s own placement for an echo', () => {
    const notice = (placedBy: string) => ({
      fromBrowserId: 'server',
      messageType: LiveMessageType.UpdateOrder,
      data: { submitName: 'Me', orderId: '7', placedBy },
    });
    expect(interpretLiveMessage(notice('me'), 'me')).toEqual({ kind: 'ownEcho' });
    expect(interpretLiveMessage(notice('you'), 'me')).toEqual({
      kind: 'orderUpdated',
      orderId: '7',
    });
  });

  it.each([
    [LiveMessageType.AddOrDecreaseCartItem, cart, { kind: 'cartChanged', cart }],
    [
      LiveMessageType.PlaceOrder,
      { submitName: 'Bo' },
      { kind: 'orderPlaced', submitterName: 'Bo' },
    ],
    [LiveMessageType.UpdateOrder, null, { kind: 'orderUpdated' }],
    [
      LiveMessageType.CloseInactiveDialog,
      { shouldClearCart: true },
      { kind: 'inactiveDialogClosed', shouldClearCart: true },
    ],
    [
      LiveMessageType.CloseInactiveDialog,
      null,
      { kind: 'inactiveDialogClosed', shouldClearCart: false },
    ],
    [LiveMessageType.EditCartItemNotes, null, { kind: 'cartRefetchNeeded' }],
    [LiveMessageType.ClearCart, {}, { kind: 'cartRefetchNeeded' }],
    [LiveMessageType.MenuChanged, { productIds: ['5006'] }, { kind: 'menuChanged' }],
    [LiveMessageType.UpdateGuestNumber, 4, { kind: 'guestCountChanged', count: 4 }],
    [LiveMessageType.UpdateGuestNumber, { guestCount: 3 }, { kind: 'guestCountChanged', count: 3 }],
    [LiveMessageType.UpdateOrderType, 'toGo', { kind: 'orderTypeChanged', orderType: 'toGo' }],
    [
      LiveMessageType.UpdateOrderType,
      { orderType: 'dineIn' },
      { kind: 'orderTypeChanged', orderType: 'dineIn' },
    ],
  ])('reads %s', (messageType, data, expected) => {
    expect(interpretLiveMessage(peer(messageType, data), 'me')).toEqual(expected);
  });

  it.each([
    [LiveMessageType.AddOrDecreaseCartItem, { orderItems: 'nope' }],
    [LiveMessageType.AddOrDecreaseCartItem, null],
    [LiveMessageType.PlaceOrder, {}],
    [LiveMessageType.UpdateGuestNumber, 0],
    [LiveMessageType.UpdateGuestNumber, 2.5],
    [LiveMessageType.UpdateGuestNumber, 100],
    [LiveMessageType.UpdateOrderType, 'delivery'],
  ])('refuses a malformed %s', (messageType, data) => {
    expect(interpretLiveMessage(peer(messageType, data), 'me')).toEqual({
      kind: 'malformed',
      messageType,
    });
  });

  it('reports an unknown type instead of failing', () => {
    expect(interpretLiveMessage(peer('futureThing', {}), null)).toEqual({
      kind: 'unknownType',
      messageType: 'futureThing',
    });
  });
});
