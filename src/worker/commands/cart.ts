import { Effect } from 'effect';
import { clearCart as clearTableCart } from '../../adapters/api/cart.ts';
import { addWaitsForCart } from '../../domain/cart/held.ts';
import { mergeKeyOf, type NewCartLine } from '../../domain/cart/merge.ts';
import { userCartItems } from '../../domain/cart/state.ts';
import type { OrderItem } from '../../domain/model/order.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { requireFirstName } from '../../domain/rules/member.ts';
import { orderTypeForAdding } from '../../domain/rules/order-type.ts';
import { invalid, notReady, required } from '../core/failures.ts';
import { cartUserId } from '../core/identity.ts';
import { refuse } from '../core/report.ts';
import { currentState, emit, inBackground, inCartQueue } from '../core/services.ts';
import type { EventInput } from '../core/store.ts';
import { CartWrites, confirmationOf, refreshCart, syncCart, takeServerCart } from './cart-sync.ts';
import { partyLeftOnRefusal } from './party-left.ts';
import { tickWhenUndoEnds } from './undo.ts';

type LocalEdit = Extract<
  EventInput,
  { type: 'CartItemAdded' | 'CartItemReduced' | 'CartItemNotesEdited' | 'CartGoneLinesDropped' }
>;

/**
 * Folds the edit at once (optimistic), starts the write queue, and waits for it to confirm or
 * refuse this edit. The table hears of every change from the server itself (docs/live-hub.md).
 */
const edit = (make: (userId: string, mine: readonly OrderItem[]) => LocalEdit) =>
  Effect.gen(function* () {
    const state = yield* currentState;
    const me = cartUserId(state.session);
    if (me === null || state.cart.current === null) return yield* notReady('cart');
    const event = yield* emit(make(me, userCartItems(state.cart.current, me)));
    const confirmed = yield* confirmationOf(event.seq);
    yield* inBackground('cart write', syncCart);
    const sentWith = state.session.seat?.token ?? null;
    return yield* confirmed.pipe(Effect.tapError(partyLeftOnRefusal(sentWith)));
  });

/**
 * Spec §5: the other diners' dialogs name whoever ordered, so a name comes first. The name popup
 * says so itself; a toast saying it again under the popup would be read out twice.
 */
export const needFirstName = Effect.gen(function* () {
  const { member } = yield* currentState;
  const named = requireFirstName(member.member);
  if (named.ok) return named.value;
  yield* emit({ type: 'PopupOpened', payload: { popup: PopupName.EditMemberName } });
  return yield* invalid(named.error);
});

/**
 * The order type the dish goes with (orderTypeForAdding). Asked, the chooser opens and the Add
 * waits for the diner's choice (the product sheet adds the dish once it is made); the chooser
 * says what it asks, so nothing is toasted.
 */
const orderTypeToAddWith = Effect.gen(function* () {
  const state = yield* currentState;
  const decided = orderTypeForAdding(state.session.orderType, {
    order: state.order.placed,
    cart: state.cart.confirmed,
    clearCartMinutes: state.session.settings?.clearCartMinutes ?? null,
    now: state.now,
  });
  if (decided.kind === 'join')
    yield* emit({ type: 'OrderTypeChosen', payload: { orderType: decided.orderType } });
  if (decided.kind !== 'ask') return decided.orderType;
  yield* emit({ type: 'PopupOpened', payload: { popup: PopupName.OrderType } });
  return yield* invalid('order.chooseOrderTypeFirst');
});

/**
 * An Add: written as any edit (held while offline), or, on a page that has not read the table's
 * cart yet (a reload offline), kept until it has, and made then (held.ts): `waitsForCart`.
 */
export const addItem = (line: NewCartLine) =>
  Effect.gen(function* () {
    const { session } = yield* currentState;
    // Browsing without a table, or at one whose code the staff replaced: asking for a name
    // first would only lead to "scan the code".
    if (session.tableId === null || session.tableCodeRetired) return yield* notReady('table');
    // Offline, a stored guest or member the page could not load: asked their name again they
    // would become a new diner. Their edit is held like any other, and placing (online) asks
    // for the name if the POS has none.
    const { member, network } = yield* currentState;
    const unloadedOffline = !network.online && member.member === null && session.token !== null;
    if (!unloadedOffline) yield* needFirstName;
    const orderType = yield* orderTypeToAddWith;
    const add = (userId: string): LocalEdit => ({
      type: 'CartItemAdded',
      payload: { userId, line, orderType },
    });
    const state = yield* currentState;
    const me = cartUserId(state.session);
    if (me !== null && addWaitsForCart(state)) {
      yield* emit(add(me));
      return 'waitsForCart' as const;
    }
    yield* edit(add);
    return 'added' as const;
  });

/** The merge key of the line at `lineIndex`, which finds it if the server moves others out. */
const keyOf = (mine: readonly OrderItem[], lineIndex: number): { lineKey?: string } => {
  const line = mine[lineIndex];
  return line === undefined ? {} : { lineKey: mergeKeyOf(line) };
};

/** A removal confirmed may be undone for a while: a tick marks the end of that while. */
export const reduceItem = (lineIndex: number, quantity: number) =>
  Effect.tap(
    edit((userId, mine) => ({
      type: 'CartItemReduced',
      payload: { userId, lineIndex, quantity, ...keyOf(mine, lineIndex) },
    })),
    () => tickWhenUndoEnds,
  );

export const editNotes = (lineIndex: number, notes: string) =>
  edit((userId, mine) => ({
    type: 'CartItemNotesEdited',
    payload: { userId, lineIndex, notes, ...keyOf(mine, lineIndex) },
  }));

/** The diner's lines that went (sold out, gone) leave the cart with their next write, now. */
export const dropGoneLines = edit((userId) => ({
  type: 'CartGoneLinesDropped',
  payload: { userId },
}));

export const refreshCartCommand = refreshCart('loadCart');

/** "Clear my items": this diner's lines only, however idle the cart; the server tells the table. */
export const clearCart = Effect.gen(function* () {
  const tableId = yield* required((yield* currentState).session.tableId, 'table');
  const writes = yield* CartWrites;
  return yield* inCartQueue(
    Effect.gen(function* () {
      writes.clearing = true;
      const cart = yield* clearTableCart({ tableId, mine: true }).pipe(
        Effect.ensuring(Effect.sync(() => (writes.clearing = false))),
        Effect.catch((error) =>
          // The server's word of a clear that did land was left to this reply, which never came:
          // the table is read again, so the lines it cleared do not stay on screen.
          Effect.andThen(
            inBackground('cart after a clear without reply', refreshCart('general')),
            refuse(error, 'updateCart'),
          ),
        ),
      );
      yield* emit({ type: 'CartCleared', payload: {} });
      yield* takeServerCart(cart, 0);
      yield* tickWhenUndoEnds;
    }),
  );
});
