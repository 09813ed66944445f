import { clearCart, initializeCart } from '../../adapters/api/cart.ts';
import { DEFAULT_GUEST_COUNT } from '../../domain/constants.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { merchantOrderPath, at } from '../../domain/rules/paths.ts';
import type { NavigationTarget } from '../../domain/rules/navigation.ts';
import { unfinishedOrderReason } from '../../domain/rules/unfinished-order.ts';
import type { TableCoreCommands } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { notReady, ok, refused } from '../core/results.ts';
import type { CartSync } from './cart-sync.ts';

/**
 * Why the popup is asked for: a diner arriving by scanning the table's code, or the staff having
 * cleared the table. A reload or another page of a seated diner never asks (docs/ui.md).
 */
export type UnfinishedOrigin = 'arrival' | 'tableCleared';

type UnfinishedCommands = Pick<TableCoreCommands, 'continueUnfinished' | 'restartUnfinished'> & {
  /** Opens the popup when the table has an unpaid order or an idle cart (spec §4). */
  readonly checkUnfinished: (origin: UnfinishedOrigin) => void;
  /** The staff cleared the table: clear-guest, then the table's start-up again. */
  readonly restartTable: () => Promise<unknown>;
};

export const makeUnfinishedCommands = (
  ctx: CoreContext,
  cart: CartSync,
  loadPlacedOrder: () => Promise<unknown>,
  renewSeat: () => Promise<void>,
  /** Saves a guest count with the POS, which tells the table (the table's setGuestCount). */
  setGuestCount: (count: number) => Promise<unknown>,
): UnfinishedCommands => {
  const { store, call } = ctx;
  /** What the open popup was asked for: only an arrival's "Continue" leads to the order page. */
  let origin: UnfinishedOrigin | null = null;

  const orderPage = (): NavigationTarget | null => {
    const { merchantId, locale } = store.state().session;
    return merchantId === null
      ? null
      : { to: at(locale, merchantOrderPath(merchantId)), replace: false };
  };

  /**
   * Only this diner's popup closes: closing others' is the POS's word (closeInactiveDialog), and
   * each diner at the table decides for themselves.
   */
  const close = () => {
    const was = origin;
    origin = null;
    store.dispatch({ type: 'PopupClosed', payload: { popup: PopupName.UnfinishedOrder } });
    return was;
  };

  /** "Clear-guest" is read as: the party is new, so the guest count starts over. */
  const clearGuests = () =>
    store.dispatch({ type: 'GuestCountChanged', payload: { count: DEFAULT_GUEST_COUNT } });

  const reasonNow = () => {
    const { order, cart: slice, session, now } = store.state();
    return unfinishedOrderReason({
      order: order.placed,
      cart: slice.current,
      clearCartMinutes: session.settings?.clearCartMinutes ?? null,
      now,
    });
  };

  const checkUnfinished = (why: UnfinishedOrigin) => {
    if (reasonNow() === null) return;
    origin = why;
    store.dispatch({ type: 'PopupOpened', payload: { popup: PopupName.UnfinishedOrder } });
  };

  return {
    checkUnfinished,
    continueUnfinished: async () => {
      // From the QR landing the diner goes on to the menu; after a staff clear (or closing the
      // popup) the diner stays on the page they were reading.
      return ok(close() === 'arrival' ? orderPage() : null);
    },
    restartUnfinished: async () => {
      const tableId = store.state().session.tableId;
      if (tableId === null) return notReady('table');
      // An idle cart is an earlier party's: the POS clears every diner's lines, and the guest
      // count starts over for the table. Otherwise only this diner's lines go, and the table's
      // guest count stays what the diners at it chose.
      const idle = reasonNow() === 'idleCart';
      const cleared = await ctx.cartQueue(() => call(clearCart({ tableId })));
      if (!cleared.ok) return refused(cleared.error, await ctx.report(cleared.error, 'updateCart'));
      store.dispatch({ type: 'CartCleared', payload: {} });
      store.dispatch({
        type: 'CartReplacedFromServer',
        payload: { cart: cleared.value, settled: 0 },
      });
      store.dispatch({ type: 'PlacedOrderLoaded', payload: { order: null } });
      // The POS cleared this diner's lines (every diner's, on a long-idle table) and tells the
      // table itself.
      close();
      if (idle) await setGuestCount(DEFAULT_GUEST_COUNT);
      // Spec §4: starting again returns to the table's order page, wherever it was chosen.
      return ok(orderPage());
    },
    restartTable: async () => {
      clearGuests();
      // The staff's clear ended every seat at the table: this diner, still there, takes a new one.
      await renewSeat();
      const tableId = store.state().session.tableId;
      if (tableId !== null) await call(initializeCart({ tableId }));
      await Promise.all([cart.refresh('general'), loadPlacedOrder()]);
      // The staff's clear asks each diner.
      checkUnfinished('tableCleared');
    },
  };
};
