import { initializeCart } from '../../adapters/api/cart.ts';
import { resolveApiError } from '../../adapters/http/errors.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { afterTableActive, type NavigationTarget } from '../../domain/rules/navigation.ts';
import { at, NOT_FOUND_PATH } from '../../domain/rules/paths.ts';
import type { CommandResult, StartOutcome } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { messageText, ok } from '../core/results.ts';
import type { CartSync } from './cart-sync.ts';
import type { MerchantCommands } from './merchant.ts';
import type { SeatFlows } from './seat.ts';

export interface StartupFlows {
  readonly merchant: MerchantCommands;
  readonly cart: CartSync;
  readonly seat: SeatFlows;
  readonly loadMember: () => Promise<unknown>;
  readonly loadPlacedOrder: () => Promise<CommandResult<readonly string[]>>;
  readonly checkUnfinished: (origin: 'arrival') => void;
  readonly connectLive: () => Promise<unknown>;
}

/** Spec §4 "Start-up", from the QR landing (/m/{merchantId}/q/{qrcodeId}). */
export const makeStartup = (ctx: CoreContext, flows: StartupFlows) => {
  const { store, call } = ctx;

  const notFound = (): NavigationTarget => ({
    to: at(store.state().session.locale, NOT_FOUND_PATH),
    replace: true,
  });

  const closePopups = () => {
    for (const [popup, open] of Object.entries(store.state().popups.open)) {
      if (open) store.dispatch({ type: 'PopupClosed', payload: { popup: popup as PopupName } });
    }
  };

  /**
   * `arrival`: the diner came by scanning and held no seat of this table session before, so the
   * unfinished-order popup may greet them; a reload or another page of a seated diner never
   * shows it (docs/ui.md).
   */
  const joinTable = async (
    merchantId: string,
    tableId: string,
    arrival: boolean,
  ): Promise<StartOutcome> => {
    await flows.seat.ensureIdentity();
    const { token, orderType } = store.state().session;
    // What does not depend on another goes out together (issue 18, 4b): the member beside the
    // table's initialize; then the cart, the placed order and the live channel. The cart's fetch
    // and the channel's join each name the table's version, so a change landing between them is
    // seen whichever answers first (docs/live-hub.md, "Gaps").
    const member = token === null ? Promise.resolve() : flows.loadMember();
    const made = await call(initializeCart({ tableId, ...(orderType ? { orderType } : {}) }));
    if (!made.ok) await ctx.report(made.error, 'loadCart');
    const [, orderIds] = await Promise.all([
      flows.cart.refresh('loadCart'),
      flows.loadPlacedOrder(),
      flows.connectLive(),
      member,
    ]);
    if (arrival) flows.checkUnfinished('arrival');
    // After the unfinished-order check: the UI shows the chooser once that popup has closed.
    if (store.state().session.orderType === null) {
      store.dispatch({ type: 'PopupOpened', payload: { popup: PopupName.OrderType } });
    }
    const { locale } = store.state().session;
    const navigation = afterTableActive(merchantId, orderIds.ok ? orderIds.value : [], locale);
    return { kind: 'tableActive', navigation };
  };

  const start = async (merchantId: string, qrcodeId: string): Promise<StartOutcome> => {
    const { session } = store.state();
    if (session.merchantId !== merchantId || session.merchantStatus !== 'success') {
      const loaded = await flows.merchant.loadMerchant(merchantId);
      if (!loaded.ok) {
        closePopups();
        return { kind: 'merchantNotFound', navigation: notFound() };
      }
    }
    // A seat of this table session handed back unchanged: the diner was already seated here
    // (a reload of the landing, a second scan), not arriving.
    const held = store.state().session.seat?.token ?? null;
    const table = await flows.seat.scan(qrcodeId);
    if (!table.ok) {
      // The UI shows the scan-the-code notice, then not-found; a closed table says why too.
      const resolution = resolveApiError(table.error, 'general');
      const message = messageText(resolution.message, 'order.pleaseScanQrCodeAgain');
      store.dispatch({ type: 'TableLookupFailed', payload: { qrcodeId, message } });
      if (resolution.handling === 'show' && resolution.message) ctx.toast(resolution.message);
      return { kind: 'tableNotFound', navigation: notFound() };
    }
    const seated = held !== null && store.state().session.seat?.token === held;
    return joinTable(merchantId, table.value.tableId, !seated);
  };

  /**
   * A reload, or a link opened on another page: the stored table is joined again (cart, order,
   * live channel) without the QR landing's navigation. Nothing to do before a table is known or
   * once its cart is loaded.
   */
  const resume = async (): Promise<CommandResult> => {
    const { session, cart, member } = store.state();
    if (session.tableId === null || session.merchantId === null) {
      if (session.token !== null && member.status === 'idle') await flows.loadMember();
      return ok(null);
    }
    if (cart.status !== 'idle') return ok(null);
    store.dispatch({ type: 'LoadingStarted', payload: { task: 'startup' } });
    try {
      await flows.seat.renew();
      await joinTable(session.merchantId, session.tableId, false);
    } finally {
      store.dispatch({ type: 'LoadingFinished', payload: { task: 'startup' } });
    }
    return ok(null);
  };

  return {
    ensureIdentity: flows.seat.ensureIdentity,
    resume,
    startFromQr: async (merchantId: string, qrcodeId: string) => {
      store.dispatch({ type: 'LoadingStarted', payload: { task: 'startup' } });
      try {
        return ok(await start(merchantId, qrcodeId));
      } finally {
        store.dispatch({ type: 'LoadingFinished', payload: { task: 'startup' } });
      }
    },
  };
};
