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
  readonly checkUnfinished: () => void;
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

  const joinTable = async (merchantId: string, tableId: string): Promise<StartOutcome> => {
    await flows.seat.ensureIdentity();
    const { token, orderType } = store.state().session;
    if (token !== null) await flows.loadMember();
    const made = await call(initializeCart({ tableId, ...(orderType ? { orderType } : {}) }));
    if (!made.ok) await ctx.report(made.error, 'loadCart');
    await flows.cart.refresh('loadCart');
    if (store.state().session.orderType === null) {
      store.dispatch({ type: 'PopupOpened', payload: { popup: PopupName.OrderType } });
    }
    const orderIds = await flows.loadPlacedOrder();
    flows.checkUnfinished();
    await flows.connectLive();
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
    const table = await flows.seat.scan(qrcodeId);
    if (!table.ok) {
      // The UI shows the scan-the-code notice, then not-found; a closed table says why too.
      const resolution = resolveApiError(table.error, 'general');
      const message = messageText(resolution.message, 'order.pleaseScanQrCodeAgain');
      store.dispatch({ type: 'TableLookupFailed', payload: { qrcodeId, message } });
      if (resolution.handling === 'show' && resolution.message) ctx.toast(resolution.message);
      return { kind: 'tableNotFound', navigation: notFound() };
    }
    return joinTable(merchantId, table.value.tableId);
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
      await joinTable(session.merchantId, session.tableId);
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
