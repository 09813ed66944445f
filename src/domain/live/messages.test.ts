import { describe, expect, it } from 'vitest';
import { emptyCartOrder } from '../model/defaults.ts';
import { LiveMessageType, POS_BROWSER_ID } from '../model/live-message.ts';
import { interpretLiveMessage } from './messages.ts';
import { aReader } from './reader.fixture.ts';

const server = (messageType: string, data: unknown) => ({
  fromBrowserId: POS_BROWSER_ID,
  messageType,
  data,
});
const diner = (messageType: string, data: unknown) => ({
  fromBrowserId: 'peer',
  messageType,
  data,
});
const cartAt = (version: number) => ({
  ...emptyCartOrder({ tableId: '501', tableName: 'A1' }, 0),
  cartRowVersion: version,
});
/** The server's announcement of a cart: the cart plus its stamp (docs/live-hub.md). */
const announced = (version: number, locale = 'en-US', changedBy: string | null = 'bo') =>
  server(LiveMessageType.AddOrDecreaseCartItem, {
    ...cartAt(version),
    liveVersion: 40,
    changedBy,
    locale,
  });
const read = interpretLiveMessage;

describe('interpretLiveMessage: who may say what', () => {
  it('ignores the messages of this same browser', () => {
    const own = { fromBrowserId: 'me', messageType: LiveMessageType.UpdateOrder, data: null };
    expect(read(own, aReader())).toEqual({ kind: 'ownEcho' });
  });

  it.each([
    LiveMessageType.AddOrDecreaseCartItem,
    LiveMessageType.EditCartItemNotes,
    LiveMessageType.ClearCart,
    LiveMessageType.UpdateGuestNumber,
    LiveMessageType.UpdateOrderType,
  ])('takes a diner’s %s for a hint to refetch at most, whatever it carries', (messageType) => {
    const hostile = { ...cartAt(999_999), guestCount: 9, orderType: 'toGo', liveVersion: 1e6 };
    expect(read(diner(messageType, hostile), aReader())).toEqual({ kind: 'dinerHint' });
  });

  it.each([
    LiveMessageType.PlaceOrder,
    LiveMessageType.UpdateOrder,
    LiveMessageType.CloseInactiveDialog,
    LiveMessageType.MenuChanged,
    LiveMessageType.TableVersion,
    'futureThing',
  ])('ignores a diner’s %s: only the server speaks for the table', (messageType) => {
    const data = { submitName: 'Mallory', orderId: '7', shouldClearCart: true, liveVersion: 9 };
    expect(read(diner(messageType, data), aReader())).toEqual({
      kind: 'notFromServer',
      messageType,
    });
  });
});

describe('interpretLiveMessage: the server’s cart', () => {
  it('takes a newer cart written in this diner’s language, without its stamp', () => {
    expect(read(announced(6), aReader())).toEqual({ kind: 'cartChanged', cart: cartAt(6) });
    expect(read(announced(1), aReader({ cartVersion: null }))).toEqual({
      kind: 'cartChanged',
      cart: cartAt(1),
    });
  });

  it('fetches a newer cart written in another language, or sent as its version alone', () => {
    expect(read(announced(6, 'zh-TW'), aReader())).toEqual({ kind: 'cartRefetchNeeded' });
    const bare = server(LiveMessageType.AddOrDecreaseCartItem, {
      cartRowVersion: 6,
      liveVersion: 40,
      changedBy: 'bo',
    });
    expect(read(bare, aReader())).toEqual({ kind: 'cartRefetchNeeded' });
    const noLocale = { ...cartAt(6), liveVersion: 40, changedBy: 'bo' };
    expect(read(server(LiveMessageType.AddOrDecreaseCartItem, noLocale), aReader())).toEqual({
      kind: 'cartRefetchNeeded',
    });
  });

  it('drops a cart no newer than the one it holds, in any language', () => {
    for (const version of [4, 5]) {
      expect(read(announced(version), aReader())).toMatchObject({ kind: 'stale' });
      expect(read(announced(version, 'zh-TW'), aReader())).toMatchObject({ kind: 'stale' });
    }
  });

  it('leaves its own write to the reply while that is on the way, and takes it otherwise', () => {
    expect(read(announced(6, 'en-US', 'me'), aReader({ writing: true }))).toEqual({
      kind: 'ownEcho',
    });
    expect(read(announced(6, 'en-US', 'me'), aReader())).toEqual({
      kind: 'cartChanged',
      cart: cartAt(6),
    });
  });

  it.each([{ orderItems: 'nope' }, null, { liveVersion: 3 }])('refuses %j', (data) => {
    expect(read(server(LiveMessageType.AddOrDecreaseCartItem, data), aReader())).toEqual({
      kind: 'malformed',
      messageType: LiveMessageType.AddOrDecreaseCartItem,
    });
  });
});

describe('interpretLiveMessage: the server’s notices and settings', () => {
  it('takes the notice of this diner’s own placement for an echo (no dialog)', () => {
    const notice = (messageType: string, placedBy: string) =>
      server(messageType, { submitName: 'Me', orderId: '7', placedBy, liveVersion: 9 });
    for (const type of [LiveMessageType.PlaceOrder, LiveMessageType.UpdateOrder]) {
      expect(read(notice(type, 'me'), aReader())).toEqual({ kind: 'ownEcho' });
    }
    expect(read(notice(LiveMessageType.PlaceOrder, 'you'), aReader())).toEqual({
      kind: 'orderPlaced',
      submitterName: 'Me',
      orderId: '7',
    });
    expect(read(notice(LiveMessageType.UpdateOrder, 'you'), aReader())).toEqual({
      kind: 'orderUpdated',
      orderId: '7',
      round: true,
      submitterName: 'Me',
    });
  });

  it('reads who is at the table from the server only, and refuses a list it cannot read', () => {
    const diners = [
      { userId: '901', name: 'Ada' },
      { userId: 'seat-b', name: null },
    ];
    expect(read(server(LiveMessageType.Presence, { diners }), aReader())).toEqual({
      kind: 'presence',
      diners,
    });
    // Extra keys are the server's business; the reading keeps who and their name.
    expect(
      read(server(LiveMessageType.Presence, { diners: [{ ...diners[0], since: 5 }] }), aReader()),
    ).toEqual({ kind: 'presence', diners: [diners[0]] });
    for (const data of [
      null,
      { diners: 'Ada' },
      { diners: [{ name: 'Ada' }] },
      { diners: [{ userId: 1, name: null }] },
    ]) {
      expect(read(server(LiveMessageType.Presence, data), aReader())).toEqual({
        kind: 'malformed',
        messageType: LiveMessageType.Presence,
      });
    }
    // A diner's browser cannot say who is present.
    const claim = {
      fromBrowserId: 'mallory',
      messageType: LiveMessageType.Presence,
      data: { diners },
    };
    expect(read(claim, aReader())).toEqual({ kind: 'notFromServer', messageType: 'presence' });
  });

  it('takes a setting this diner changed for an echo, and one older than heard for stale', () => {
    const guests = (changedBy: string | null, liveVersion: number) =>
      server(LiveMessageType.UpdateGuestNumber, { guestCount: 4, liveVersion, changedBy });
    expect(read(guests('me', 9), aReader())).toEqual({ kind: 'ownEcho' });
    expect(read(guests('bo', 8), aReader({ heardVersion: 9 }))).toMatchObject({ kind: 'stale' });
    expect(read(guests(null, 9), aReader({ heardVersion: 9 }))).toEqual({
      kind: 'guestCountChanged',
      count: 4,
    });
  });

  it.each([
    [
      LiveMessageType.UpdateOrder,
      { orderId: '7' },
      { kind: 'orderUpdated', orderId: '7', round: false },
    ],
    [LiveMessageType.UpdateOrder, null, { kind: 'orderUpdated', round: false }],
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
    [
      LiveMessageType.MenuChanged,
      { productIds: ['5006'] },
      { kind: 'menuChanged', productIds: ['5006'] },
    ],
    [
      LiveMessageType.MenuChanged,
      { productIds: [5006] },
      { kind: 'menuChanged', productIds: ['5006'] },
    ],
    // A notice that does not say which dishes (or says it unreadably) could be about any of them.
    [LiveMessageType.MenuChanged, {}, { kind: 'menuChanged' }],
    [LiveMessageType.MenuChanged, { productIds: [{}] }, { kind: 'menuChanged' }],
    [LiveMessageType.UpdateGuestNumber, 4, { kind: 'guestCountChanged', count: 4 }],
    [LiveMessageType.UpdateGuestNumber, { guestCount: 3 }, { kind: 'guestCountChanged', count: 3 }],
    [LiveMessageType.UpdateOrderType, 'toGo', { kind: 'orderTypeChanged', orderType: 'toGo' }],
    [
      LiveMessageType.UpdateOrderType,
      { orderType: 'dineIn', liveVersion: 3, changedBy: 'bo' },
      { kind: 'orderTypeChanged', orderType: 'dineIn' },
    ],
    [LiveMessageType.TableVersion, { liveVersion: 12 }, { kind: 'tableVersion', liveVersion: 12 }],
  ])('reads %s %j', (messageType, data, expected) => {
    expect(read(server(messageType, data), aReader())).toEqual(expected);
  });

  it.each([
    [LiveMessageType.PlaceOrder, {}],
    [LiveMessageType.UpdateGuestNumber, 0],
    [LiveMessageType.UpdateGuestNumber, 2.5],
    [LiveMessageType.UpdateGuestNumber, 100],
    [LiveMessageType.UpdateOrderType, 'delivery'],
    [LiveMessageType.TableVersion, { liveVersion: -1 }],
    [LiveMessageType.TableVersion, null],
  ])('refuses a malformed %s', (messageType, data) => {
    expect(read(server(messageType, data), aReader())).toEqual({ kind: 'malformed', messageType });
  });

  it('reports an unknown type instead of failing', () => {
    expect(read(server('futureThing', {}), aReader({ ownBrowserId: null }))).toEqual({
      kind: 'unknownType',
      messageType: 'futureThing',
    });
  });
});
