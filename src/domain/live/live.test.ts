import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { emptyCartOrder } from '../model/defaults.ts';
import { LiveMessageType, POS_BROWSER_ID } from '../model/live-message.ts';
import type { CartOrder } from '../model/order.ts';
import { initialAppState } from '../state.ts';
import { isBehind } from './versions.ts';
import type { AppState } from '../state.ts';
import { unreadMessage } from './migrations.ts';

const table = { tableId: '501', tableName: 'A1' };
const heard = (fromBrowserId: string, messageType: string, data: unknown) =>
  ({
    type: 'LiveMessageReceived',
    payload: unreadMessage({ fromBrowserId, messageType, data }),
  }) as const;
const fromServer = (messageType: string, data: unknown) => heard(POS_BROWSER_ID, messageType, data);
const fromPeer = (messageType: string, data: unknown) => heard('peer', messageType, data);
const cartAt = (version: number, userId = 'bo'): CartOrder => ({
  ...emptyCartOrder(table, 5),
  cartRowVersion: version,
  userCarts: [{ userId, orderItems: [], invalidOrderItems: [] }],
});
const stamped = (liveVersion: number, changedBy: string | null = 'bo') => ({
  liveVersion,
  changedBy,
});

/** Diner `me` at table 501 in English, holding the cart at version 5, connected. */
const seated = sequence([
  { type: 'FingerprintIdentified', payload: { fingerprint: 'me' } },
  { type: 'TableIdentified', payload: table },
  { type: 'LiveConnectionChanged', payload: { connected: true } },
  { type: 'CartReplacedFromServer', payload: { cart: cartAt(5), settled: 'all' } },
]);
const after = (...events: Parameters<typeof sequence>[0]): AppState =>
  foldAll(initialAppState, [...seated, ...sequence(events, 1_700_000_100_000)]);
const dialogs = (state: AppState) =>
  Object.entries(state.popups.open).flatMap(([name, open]) => (open ? [name] : []));

describe('live messages folded into state', () => {
  it('follows the connected flag', () => {
    expect(after().live.connected).toBe(true);
  });

  it('takes the server’s newer cart in this diner’s language, and drops an older one', () => {
    const newer = after(
      fromServer(LiveMessageType.AddOrDecreaseCartItem, {
        ...cartAt(8),
        ...stamped(3),
        locale: 'en-US',
      }),
    );
    expect(newer.cart.confirmed).toEqual(cartAt(8));
    expect(newer.cart.current).toEqual(cartAt(8));
    const older = after(
      fromServer(LiveMessageType.AddOrDecreaseCartItem, {
        ...cartAt(4, 'late'),
        ...stamped(3),
        locale: 'en-US',
      }),
    );
    expect(older.cart).toEqual(after().cart);
  });

  it('leaves a cart in another language to the refetch', () => {
    const state = after(
      fromServer(LiveMessageType.AddOrDecreaseCartItem, {
        ...cartAt(8),
        ...stamped(3),
        locale: 'zh-TW',
      }),
    );
    expect(state.cart).toEqual(after().cart);
  });

  it.each([
    LiveMessageType.AddOrDecreaseCartItem,
    LiveMessageType.ClearCart,
    LiveMessageType.UpdateGuestNumber,
    LiveMessageType.UpdateOrderType,
    LiveMessageType.PlaceOrder,
    LiveMessageType.UpdateOrder,
    LiveMessageType.CloseInactiveDialog,
    LiveMessageType.TableVersion,
  ])('lets no diner change another diner’s state with a %s, whatever it carries', (type) => {
    const hostile = {
      ...cartAt(999_999, 'mallory'),
      ...stamped(1_000_000, 'me'),
      locale: 'en-US',
      guestCount: 9,
      orderType: 'toGo',
      submitName: 'Mallory',
      orderId: '666',
      shouldClearCart: true,
    };
    const before = after();
    const state = after(fromPeer(type, hostile));
    expect(state.cart).toEqual(before.cart);
    expect(state.session).toEqual(before.session);
    expect(state.popups).toEqual(before.popups);
    expect(state.order).toEqual(before.order);
    expect(state.live).toEqual(before.live);
  });

  it('shows one dialog per placement to the others, none to the placer', () => {
    const notice = (placedBy: string) =>
      fromServer(LiveMessageType.PlaceOrder, {
        submitName: 'Bo',
        orderId: '42',
        placedBy,
        ...stamped(7, placedBy),
      });
    const other = after(notice('bo'), notice('bo'));
    expect(dialogs(other)).toEqual(['orderSubmitted']);
    expect(other.popups.submitterName).toBe('Bo');
    expect(dialogs(after(notice('me')))).toEqual([]);
  });

  it('opens no dialog for an order update (the worker toasts it, issue 15)', () => {
    const state = after(
      fromServer(LiveMessageType.UpdateOrder, { orderId: '42', ...stamped(7, null) }),
    );
    expect(dialogs(state)).toEqual([]);
  });

  it('closes the unfinished-order popup and empties the cart when the staff clears it', () => {
    const state = after(
      { type: 'PopupOpened', payload: { popup: 'unfinishedOrder' } },
      fromServer(LiveMessageType.CloseInactiveDialog, { shouldClearCart: true, ...stamped(9) }),
    );
    expect(state.popups.open.unfinishedOrder).toBe(false);
    expect(state.cart.current?.userCarts).toEqual([]);
  });

  it('takes the guest count and order type the server says another diner set', () => {
    const state = after(
      { type: 'PopupOpened', payload: { popup: 'orderType' } },
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 5, ...stamped(3) }),
      fromServer(LiveMessageType.UpdateOrderType, { orderType: 'toGo', ...stamped(4) }),
    );
    expect(state.session).toMatchObject({ guestCount: 5, orderType: 'toGo' });
    expect(state.popups.open.orderType).toBe(false);
  });

  it('keeps its own setting over the echo, and a newer setting over a late older one', () => {
    const state = after(
      { type: 'GuestCountChanged', payload: { count: 3 } },
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 2, ...stamped(3, 'me') }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 6, ...stamped(5) }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 4, ...stamped(4) }),
    );
    expect(state.session.guestCount).toBe(6);
  });

  it('ignores its own echo and remembers unknown server types once', () => {
    const own = heard('me', LiveMessageType.UpdateOrder, null);
    const state = after(own, fromServer('futureThing', {}), fromServer('futureThing', {}));
    expect(state.popups.open.orderUpdated).toBe(false);
    expect(state.live.unknownTypesSeen).toEqual(['futureThing']);
  });
});

describe('the versions heard', () => {
  const versionOf = (state: AppState) => state.live.heard?.highest ?? null;
  const tableVersion = (liveVersion: number) =>
    fromServer(LiveMessageType.TableVersion, { liveVersion });

  it('keeps the highest version heard, and the version of the last cart', () => {
    const state = after(
      tableVersion(3),
      fromServer(LiveMessageType.AddOrDecreaseCartItem, {
        ...cartAt(6),
        ...stamped(4),
        locale: 'en-US',
      }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 2, ...stamped(5) }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 2, ...stamped(2) }),
    );
    expect(state.live.heard).toEqual({
      tableId: '501',
      highest: 5,
      cartAt: 4,
      guestsAt: 5,
      orderTypeAt: null,
      behindUntil: 3,
      missing: [],
    });
  });

  it('starts again when the connection is lost, or the table changes', () => {
    expect(versionOf(after(tableVersion(3)))).toBe(3);
    const lost = after(tableVersion(3), {
      type: 'LiveConnectionChanged',
      payload: { connected: false },
    });
    expect(versionOf(lost)).toBeNull();
    const moved = after(tableVersion(3), {
      type: 'TableIdentified',
      payload: { tableId: '502', tableName: 'A2' },
    });
    expect(versionOf(moved)).toBeNull();
  });

  const fetchedAt = (liveVersion: number, cart = cartAt(6)) =>
    ({ type: 'CartReplacedFromServer', payload: { cart, settled: 'all', liveVersion } }) as const;

  it('counts from the version a fetch was read at, so a change before the join is a gap', () => {
    const fetched = after(fetchedAt(7));
    expect(versionOf(fetched)).toBe(7);
    expect(after(fetchedAt(7), tableVersion(7)).live.heard?.behindUntil).toBeNull();
    expect(after(fetchedAt(7), tableVersion(8)).live.heard?.behindUntil).toBe(8);
  });

  it('misses the versions a change message skips, until a message or a fetch brings them', () => {
    const gap = [
      fetchedAt(3),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 2, ...stamped(6) }),
    ] as const;
    expect(after(...gap).live.heard).toMatchObject({ missing: [4, 5], behindUntil: null });
    expect(isBehind(after(...gap).live, '501')).toBe(true);
    expect(after(...gap, fetchedAt(4)).live.heard?.missing).toEqual([5]);
    expect(after(...gap, fetchedAt(5)).live.heard).toMatchObject({ highest: 6, missing: [] });
    expect(isBehind(after(...gap, fetchedAt(5)).live, '501')).toBe(false);
  });

  it('forgives a reordering: the late messages fill what the early one skipped', () => {
    const reordered = after(
      fetchedAt(3),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 2, ...stamped(6) }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 3, ...stamped(4) }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 4, ...stamped(5) }),
    );
    expect(reordered.live.heard).toMatchObject({ highest: 6, missing: [], behindUntil: null });
    expect(isBehind(reordered.live, '501')).toBe(false);
    // The setting of the newest version stands: the late, older ones are stale.
    expect(reordered.session.guestCount).toBe(2);
  });

  it('is behind from a table version ahead until a fetch that new lands', () => {
    expect(after(fetchedAt(3), tableVersion(5)).live.heard?.behindUntil).toBe(5);
    expect(after(fetchedAt(3), tableVersion(5), fetchedAt(5)).live.heard?.behindUntil).toBeNull();
  });

  it('is behind from a first version it was not shown, until a fetch that new lands', () => {
    expect(after(tableVersion(6)).live.heard?.behindUntil).toBe(6);
    expect(after(tableVersion(6), fetchedAt(5)).live.heard?.behindUntil).toBe(6);
    expect(after(tableVersion(6), fetchedAt(6)).live.heard?.behindUntil).toBeNull();
  });

  it('is not behind for changes heard in order after a fetch, however fast they come', () => {
    const inOrder = [
      fetchedAt(3),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 2, ...stamped(4) }),
      fromServer(LiveMessageType.UpdateGuestNumber, { guestCount: 3, ...stamped(5) }),
    ] as const;
    expect(after(...inOrder).live.heard).toMatchObject({ highest: 5, behindUntil: null });
    expect(after(...inOrder, fetchedAt(4)).live.heard).toMatchObject({ behindUntil: null });
  });

  it('takes no fetch of another table for this one', () => {
    const other = { ...cartAt(6), tableId: '502' };
    expect(versionOf(after(tableVersion(3), fetchedAt(9, other)))).toBe(3);
  });

  it('counts no diner’s claim of a version', () => {
    expect(
      versionOf(after(fromPeer(LiveMessageType.TableVersion, { liveVersion: 99 }))),
    ).toBeNull();
  });
});
