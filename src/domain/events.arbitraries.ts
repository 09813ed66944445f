import fc from 'fast-check';
import { newCartLineArb } from './cart/order-item.arbitraries.ts';
import type { AppEvent } from './events.ts';
import { emptyCartOrder } from './model/defaults.ts';
import { LiveMessageType } from './model/live-message.ts';
import { aMember } from './model/member.fixture.ts';
import { PopupName } from './popups/events.ts';
import { unreadMessage } from './live/migrations.ts';

type Draft = AppEvent extends infer E
  ? E extends AppEvent
    ? Omit<E, 'seq' | 'at'>
    : never
  : never;

const userIdArb = fc.constantFrom('diner-a', 'diner-b', 'diner-c');
const table = { tableId: '501', tableName: 'A1' };
const peerArb = fc.constantFrom('me', 'peer-1', 'peer-2');

const serverCartArb = fc
  .array(fc.tuple(userIdArb, fc.array(newCartLineArb, { maxLength: 2 })), { maxLength: 2 })
  .map((entries) => {
    const userCarts = entries.map(([userId, lines]) => ({
      userId,
      orderItems: lines.map((line, index) => ({
        ...line,
        id: `${index + 1}`,
        orderId: '4001',
        coefficient: 1,
        isTaxFree: false,
        type: 0 as const,
        sort: index + 1,
        sentAt: null,
        couponDiscountAmount: 0,
        qtyVoid: 0,
        voidReason: '',
        qtySentToKitchen: 0,
        waitToSend: 0,
        priceAdjustments: [],
        itemWithAdjustmentAmount: 0,
        orderItemModifiers: line.orderItemModifiers.map((m) => ({
          ...m,
          id: '1',
          orderId: '4001',
        })),
      })),
      invalidOrderItems: [],
    }));
    return {
      ...emptyCartOrder(table, 0),
      userCarts,
      orderItems: userCarts.flatMap((u) => u.orderItems),
    };
  });

const liveArb = fc.oneof(
  serverCartArb.map((cart) => ({
    messageType: LiveMessageType.AddOrDecreaseCartItem,
    data: cart as unknown,
  })),
  fc.constantFrom(
    { messageType: LiveMessageType.PlaceOrder, data: { submitName: 'Bo' } as unknown },
    { messageType: LiveMessageType.PlaceOrder, data: { submitName: 'Bo', orderId: '9' } },
    { messageType: LiveMessageType.UpdateOrder, data: { orderId: '9' } },
    { messageType: LiveMessageType.UpdateOrder, data: null },
    { messageType: LiveMessageType.UpdateOrder, data: { orderId: '9', submitName: 'Bo' } },
    {
      messageType: LiveMessageType.Presence,
      data: {
        diners: [
          { userId: 'diner-a', name: 'Ada' },
          { userId: 'diner-b', name: null },
        ],
      },
    },
    { messageType: LiveMessageType.CloseInactiveDialog, data: { shouldClearCart: true } },
    { messageType: LiveMessageType.UpdateGuestNumber, data: 3 },
    { messageType: LiveMessageType.UpdateOrderType, data: 'toGo' },
    { messageType: 'futureThing', data: {} },
  ),
);

/** Any event the worker could log, with payloads a real session could carry. */
export const appEventDraftArb: fc.Arbitrary<Draft> = fc.oneof(
  fc.record({
    type: fc.constant('FingerprintIdentified' as const),
    payload: fc.record({ fingerprint: peerArb }),
  }),
  fc.record({
    type: fc.constant('GuestCountChanged' as const),
    payload: fc.record({ count: fc.integer({ min: 1, max: 20 }) }),
  }),
  fc.record({
    type: fc.constant('OrderTypeChosen' as const),
    payload: fc.record({ orderType: fc.constantFrom('dineIn' as const, 'toGo' as const) }),
  }),
  fc.record({
    type: fc.constant('CartReplacedFromServer' as const),
    payload: fc.record({ cart: serverCartArb, settled: fc.constant('all' as const) }),
  }),
  fc.record({
    type: fc.constant('CartReplacedFromServer' as const),
    payload: fc.record({
      cart: fc.tuple(serverCartArb, fc.nat(9)).map(([cart, v]) => ({ ...cart, cartRowVersion: v })),
      settled: fc.nat(2),
    }),
  }),
  fc.record({
    type: fc.constant('ToastShown' as const),
    payload: fc.record({
      message: fc.constantFrom(
        { kind: 'key' as const, key: 'cart.updateFailed' as const },
        { kind: 'text' as const, text: 'Sold out' },
      ),
      kind: fc.constantFrom('error' as const, 'info' as const),
    }),
  }),
  fc.record({
    type: fc.constant('ToastDismissed' as const),
    payload: fc.record({ id: fc.nat(40) }),
  }),
  fc.record({
    type: fc.constant('CartItemAdded' as const),
    payload: fc.record({
      userId: userIdArb,
      line: newCartLineArb,
      orderType: fc.constantFrom('dineIn' as const, 'toGo' as const),
    }),
  }),
  fc.record({
    type: fc.constant('CartItemReduced' as const),
    payload: fc.record({
      userId: userIdArb,
      lineIndex: fc.nat(3),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  }),
  fc.record({
    type: fc.constant('CartItemNotesEdited' as const),
    payload: fc.record({
      userId: userIdArb,
      lineIndex: fc.nat(3),
      notes: fc.constantFrom('', 'no onion'),
    }),
  }),
  fc.record({
    type: fc.constant('CartGoneLinesDropped' as const),
    payload: fc.record({ userId: userIdArb }),
  }),
  fc.record({
    type: fc.constant('CartAddsWithdrawn' as const),
    payload: fc.record({ seqs: fc.array(fc.nat(40), { maxLength: 3 }) }),
  }),
  fc.record({
    type: fc.constant('CartSyncFailed' as const),
    payload: fc.record({ code: fc.constantFrom(null, 66666), message: fc.constant('x') }),
  }),
  fc.record({
    type: fc.constant('LiveMessageReceived' as const),
    payload: fc
      .record({
        message: fc.record({
          fromBrowserId: peerArb,
          messageType: fc.constant(''),
          data: fc.constant(null),
        }),
      })
      .chain(({ message }) => liveArb.map((live) => unreadMessage({ ...message, ...live }))),
  }),
  fc.record({
    type: fc.constant('PopupOpened' as const),
    payload: fc.record({ popup: fc.constantFrom(...Object.values(PopupName)) }),
  }),
  fc.record({
    type: fc.constant('PopupClosed' as const),
    payload: fc.record({ popup: fc.constantFrom(...Object.values(PopupName)) }),
  }),
  fc.record({
    type: fc.constant('LoadingStarted' as const),
    payload: fc.record({ task: fc.constantFrom('cart', 'menu') }),
  }),
  fc.record({
    type: fc.constant('LoadingFinished' as const),
    payload: fc.record({ task: fc.constantFrom('cart', 'menu') }),
  }),
  fc.record({ type: fc.constant('LoginCodeSent' as const), payload: fc.constant({}) }),
  fc.record({ type: fc.constant('ClockTicked' as const), payload: fc.constant({}) }),
  fc.record({
    type: fc.constant('UndoHeld' as const),
    payload: fc.record({ id: fc.constantFrom('3.0', '5.1'), held: fc.boolean() }),
  }),
  fc.record({
    type: fc.constant('RemovalUndone' as const),
    payload: fc.record({ id: fc.constantFrom('3.0', '5.1') }),
  }),
  fc.record({
    type: fc.constant('LoginSucceeded' as const),
    payload: fc.record({
      member: fc.constantFrom(aMember(), aMember({ birthday: null })),
      guestUuid: fc.uuid(),
    }),
  }),
  fc.record({
    type: fc.constant('LoggedOut' as const),
    payload: fc.record({ guestUuid: fc.uuid(), reason: fc.constant('user' as const) }),
  }),
);

/** A log: events numbered from 1, time moving forward by up to a minute each. */
export const appEventLogArb = (maxLength = 40): fc.Arbitrary<AppEvent[]> =>
  fc
    .array(fc.tuple(appEventDraftArb, fc.integer({ min: 0, max: 60_000 })), { maxLength })
    .map((drafts) => {
      let at = 1_700_000_000_000;
      return drafts.map(([draft, gap], index) => {
        at += gap;
        return { ...draft, seq: index + 1, at } as AppEvent;
      });
    });
