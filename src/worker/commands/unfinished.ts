import { Context, Effect, Layer } from 'effect';
import { clearCart, initializeCart } from '../../adapters/api/cart.ts';
import { DEFAULT_GUEST_COUNT } from '../../domain/constants.ts';
import { PopupName } from '../../domain/popups/events.ts';
import type { NavigationTarget } from '../../domain/rules/navigation.ts';
import { at, merchantOrderPath } from '../../domain/rules/paths.ts';
import { unfinishedOrderReason } from '../../domain/rules/unfinished-order.ts';
import type { AppState } from '../../domain/state.ts';
import { required } from '../core/failures.ts';
import { refuse } from '../core/report.ts';
import { currentState, emit, inCartQueue } from '../core/services.ts';
import { reseat } from '../live/reseat.ts';
import { refreshCart, takeServerCart } from './cart-sync.ts';
import { loadPlacedOrder } from './order.ts';
import { setGuestCount } from './table.ts';

/**
 * Why the popup is asked for: a diner arriving by scanning the table's code. A reload or another
 * page of a seated diner never asks, nor does a staff clear: the party it greeted has gone, and
 * its order stays the staff's to finish (docs/ui.md).
 */
export type UnfinishedOrigin = 'arrival';

/** Whether the popup is open for an arrival: only its "Continue" leads to the order page. */
export class UnfinishedPopup extends Context.Service<
  UnfinishedPopup,
  { origin: UnfinishedOrigin | null }
>()('tablefold/UnfinishedPopup') {}

export const unfinishedPopupLayer: Layer.Layer<UnfinishedPopup> = Layer.sync(
  UnfinishedPopup,
  () => ({ origin: null }),
);

const orderPage = (state: AppState): NavigationTarget | null => {
  const { merchantId, locale } = state.session;
  return merchantId === null
    ? null
    : { to: at(locale, merchantOrderPath(merchantId)), replace: false };
};

const reasonNow = (state: AppState) =>
  unfinishedOrderReason({
    order: state.order.placed,
    cart: state.cart.current,
    clearCartMinutes: state.session.settings?.clearCartMinutes ?? null,
    now: state.now,
  });

/**
 * Only this diner's popup closes: closing others' is the POS's word (closeInactiveDialog), and
 * each diner at the table decides for themselves.
 */
const close = Effect.gen(function* () {
  const popup = yield* UnfinishedPopup;
  const was = popup.origin;
  popup.origin = null;
  yield* emit({ type: 'PopupClosed', payload: { popup: PopupName.UnfinishedOrder } });
  return was;
});

/** Opens the popup when the table has an unpaid order or an idle cart (spec §4). */
export const checkUnfinished = (why: UnfinishedOrigin) =>
  Effect.gen(function* () {
    if (reasonNow(yield* currentState) === null) return;
    (yield* UnfinishedPopup).origin = why;
    yield* emit({ type: 'PopupOpened', payload: { popup: PopupName.UnfinishedOrder } });
  });

/** From the QR landing the diner goes on to the menu; closing the popup leaves them where they are. */
export const continueUnfinished = Effect.gen(function* () {
  const was = yield* close;
  return was === 'arrival' ? orderPage(yield* currentState) : null;
});

/**
 * An idle cart is an earlier party's: the POS clears every diner's lines, and the guest count
 * starts over for the table. Otherwise only this diner's lines go, and the table's guest count
 * stays what the diners at it chose. The POS tells the table itself.
 */
export const restartUnfinished = Effect.gen(function* () {
  const tableId = yield* required((yield* currentState).session.tableId, 'table');
  const idle = reasonNow(yield* currentState) === 'idleCart';
  const cart = yield* inCartQueue(clearCart({ tableId })).pipe(
    Effect.catch((error) => refuse(error, 'updateCart')),
  );
  yield* emit({ type: 'CartCleared', payload: {} });
  yield* takeServerCart(cart, 0);
  yield* emit({ type: 'PlacedOrderLoaded', payload: { order: null } });
  yield* close;
  if (idle) yield* Effect.ignore(setGuestCount(DEFAULT_GUEST_COUNT));
  // Spec §4: starting again returns to the table's order page, wherever it was chosen.
  return orderPage(yield* currentState);
});

/**
 * The staff cleared the table: clear-guest, a new seat, the table's start-up again. The party
 * is new, so it is asked nothing: an order the last one left open is not its own (the POS
 * answers for the current party only, docs/api/cart-orders.md).
 */
export const restartTable = Effect.gen(function* () {
  // "Clear-guest" is read as: the party is new, so the guest count starts over, and the order
  // type it chose went with it (this diner is asked again at their next dish).
  yield* emit({ type: 'PartyLeft', payload: {} });
  // The staff's clear ended every seat at the table: this diner, still there, takes a new one.
  yield* reseat;
  const { tableId } = (yield* currentState).session;
  if (tableId !== null) yield* Effect.ignore(initializeCart({ tableId }));
  yield* Effect.all([Effect.ignore(refreshCart('general')), Effect.ignore(loadPlacedOrder)], {
    concurrency: 'unbounded',
  });
});
