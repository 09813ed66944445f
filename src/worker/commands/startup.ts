import { Effect } from 'effect';
import { initializeCart } from '../../adapters/api/cart.ts';
import { resolveApiError } from '../../adapters/http/errors.ts';
import { tableUnjoined } from '../../domain/cart/state.ts';
import { PopupName } from '../../domain/popups/events.ts';
import { afterTableActive, type NavigationTarget } from '../../domain/rules/navigation.ts';
import { orderTypeToJoin } from '../../domain/rules/order-type.ts';
import { at, NOT_FOUND_PATH } from '../../domain/rules/paths.ts';
import type { AppState } from '../../domain/state.ts';
import type { StartOutcome } from '../api.ts';
import { reportTableRead } from './party-left.ts';
import { messageText } from '../core/results.ts';
import { currentState, emit, toast } from '../core/services.ts';
import { connectLive } from '../live/link.ts';
import { refreshCart } from './cart-sync.ts';
import { remakeHeldEdits } from './held.ts';
import { loadMember } from './member.ts';
import { loadMerchant } from './merchant.ts';
import { fetchMenuAhead } from './menu.ts';
import { loadPlacedOrder } from './order.ts';
import { ensureIdentity, renewSeat, scanTable } from './seat.ts';
import { checkUnfinished } from './unfinished.ts';

const notFound = (state: AppState): NavigationTarget => ({
  to: at(state.session.locale, NOT_FOUND_PATH),
  replace: true,
});

const closePopups = Effect.gen(function* () {
  for (const [popup, open] of Object.entries((yield* currentState).popups.open)) {
    if (open) yield* emit({ type: 'PopupClosed', payload: { popup: popup as PopupName } });
  }
});

/** The startup spinner, shown while `work` runs, whatever becomes of it. */
const withSpinner = <A, E, R>(work: Effect.Effect<A, E, R>) =>
  Effect.andThen(emit({ type: 'LoadingStarted', payload: { task: 'startup' } }), work).pipe(
    Effect.ensuring(emit({ type: 'LoadingFinished', payload: { task: 'startup' } })),
  );

/**
 * `arrival`: the diner came by scanning and held no seat of this table session before, so the
 * unfinished-order popup may greet them; a reload or another page of a seated diner never shows
 * it (docs/ui.md).
 */
const joinTable = (merchantId: string, tableId: string, arrival: boolean) =>
  Effect.gen(function* () {
    yield* ensureIdentity;
    const { token, orderType } = (yield* currentState).session;
    // What does not depend on another goes out together (issue 18, 4b): the member beside the
    // table's initialize; then the cart, the placed order and the live channel. The cart's fetch
    // and the channel's join each name the table's version, so a change landing between them is
    // seen whichever answers first (docs/live-hub.md, "Gaps").
    const member = token === null ? Effect.void : Effect.ignore(loadMember);
    // Whether the initialize failed and said so: the cart read that follows most likely fails
    // the same way, and the diner is told once ("fetch cart details error" twice in a row was
    // read out twice), while its failure still marks the cart unread.
    const initializeSaidFailure = initializeCart({
      tableId,
      ...(orderType ? { orderType } : {}),
    }).pipe(
      Effect.as(false),
      Effect.catch((error) => Effect.as(reportTableRead(error, 'loadCart'), true)),
    );
    const [, [, orderIds]] = yield* Effect.all(
      [
        member,
        Effect.flatMap(initializeSaidFailure, (said) =>
          Effect.all(
            [
              Effect.ignore(refreshCart('loadCart', said)),
              Effect.option(loadPlacedOrder),
              Effect.ignore(connectLive),
            ],
            { concurrency: 'unbounded' },
          ),
        ),
      ],
      { concurrency: 'unbounded' },
    );
    // What an earlier page had not had confirmed, made again on the cart as read now.
    yield* remakeHeldEdits;
    if (arrival) yield* checkUnfinished('arrival');
    // A party already ordering: the newcomer orders as they do. Otherwise, after the
    // unfinished-order check, the UI shows the chooser once that popup has closed.
    const state = yield* currentState;
    if (state.session.orderType === null) {
      const joining = orderTypeToJoin({
        order: state.order.placed,
        cart: state.cart.confirmed,
        clearCartMinutes: state.session.settings?.clearCartMinutes ?? null,
        now: state.now,
      });
      yield* joining === null
        ? emit({ type: 'PopupOpened', payload: { popup: PopupName.OrderType } })
        : emit({ type: 'OrderTypeChosen', payload: { orderType: joining } });
    }
    const { locale } = (yield* currentState).session;
    const ids = orderIds._tag === 'Some' ? orderIds.value : [];
    const navigation = afterTableActive(merchantId, ids, locale);
    return { kind: 'tableActive', navigation } satisfies StartOutcome;
  });

const start = (merchantId: string, qrcodeId: string) =>
  Effect.gen(function* () {
    const { session } = yield* currentState;
    if (session.merchantId !== merchantId || session.merchantStatus !== 'success') {
      const loaded = yield* Effect.option(loadMerchant(merchantId));
      if (loaded._tag === 'None') {
        yield* closePopups;
        return {
          kind: 'merchantNotFound',
          navigation: notFound(yield* currentState),
        } satisfies StartOutcome;
      }
    }
    // A seat of this table session handed back unchanged: the diner was already seated here
    // (a reload of the landing, a second scan), not arriving.
    const held = (yield* currentState).session.seat?.token ?? null;
    const table = yield* Effect.result(scanTable(qrcodeId));
    // Offline, the code is no less good: a seated diner opening their own table's link keeps
    // their seat, and the landing tries again once the network is back.
    if (table._tag === 'Failure' && table.failure._tag === 'Unreachable')
      return { kind: 'unreachable' } satisfies StartOutcome;
    if (table._tag === 'Failure') {
      // The UI shows the scan-the-code notice, then not-found; a closed table says why too.
      const resolution = resolveApiError(table.failure, 'general');
      const message = messageText(resolution.message, 'order.pleaseScanQrCodeAgain');
      yield* emit({ type: 'TableLookupFailed', payload: { qrcodeId, message } });
      if (resolution.handling === 'show' && resolution.message) yield* toast(resolution.message);
      return {
        kind: 'tableNotFound',
        navigation: notFound(yield* currentState),
      } satisfies StartOutcome;
    }
    const seated = held !== null && (yield* currentState).session.seat?.token === held;
    const joined = yield* joinTable(merchantId, table.success.tableId, !seated);
    // Once the landing can show its next screen: the menu's decoding would delay it.
    yield* fetchMenuAhead(merchantId);
    return joined;
  });

/** Spec §4 "Start-up", from the QR landing (/m/{merchantId}/q/{qrcodeId}). */
export const startFromQr = (merchantId: string, qrcodeId: string) =>
  withSpinner(start(merchantId, qrcodeId));

/**
 * A reload, or a link opened on another page: the stored table is joined again (cart, order,
 * live channel) without the QR landing's navigation. Nothing to do before a table is known or
 * once its cart is loaded; a join that failed before any cart came (a reload offline) is
 * made again (network.ts).
 */
export const resume = Effect.gen(function* () {
  const { session, cart, member, popups } = yield* currentState;
  if (session.tableId === null || session.merchantId === null) {
    if (session.token !== null && member.status === 'idle') yield* Effect.ignore(loadMember);
    return;
  }
  // One join at a time: the page's and the network's can both find the table unjoined.
  if (!tableUnjoined(cart) || popups.loading.includes('startup')) return;
  const { merchantId, tableId } = session;
  yield* withSpinner(Effect.andThen(renewSeat, joinTable(merchantId, tableId, false)));
});

/**
 * Before an Add, online: a table whose start-up reads failed is joined again, as the network's
 * return joins it (nothing else would until the table changes), so an earlier page's held edits
 * are made first and the dish lands on the cart as read. A start-up still under way is left to
 * finish (the Add then says the cart is still loading).
 */
export const rejoinBeforeAdd = Effect.gen(function* () {
  if ((yield* currentState).network.online) yield* resume;
});

/** The live channel on its own (the UI asks after a table is known). */
export const connectLiveCommand = Effect.andThen(ensureIdentity, connectLive);
