import { defer, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { Locale, Theme, WebOrderType } from '../../domain/model/enums.ts';
import type { Seat } from '../../domain/model/table.ts';
import { cartKeyOf } from '../../domain/session/state.ts';
import type { CartState } from '../../domain/cart/state.ts';
import { heldEditsOf } from '../../domain/cart/held.ts';
import type { Order } from '../../domain/model/order.ts';
import type { AppState } from '../../domain/state.ts';

/**
 * The stored keys of spec §3, as the main thread keeps them: the worker has no storage, so it
 * is hydrated from these at start and the main thread writes back what this read model says.
 * Where each lives: fingerprint-id, table-id, table-name, guest-count, table-qrcode,
 * table-seat and party-left-seat in local storage;
 * order-type, subscribed and guest-uuid in session storage; member id, token and locale (365
 * days) in cookies; theme and merchant id as the app state persists them.
 */
export interface PersistedKeys {
  readonly fingerprintId: string | null;
  readonly tableId: string | null;
  readonly tableName: string | null;
  /** Not §3 keys: the code the table was scanned from, and the seat it gave (docs/security.md). */
  readonly tableQrcode: string | null;
  readonly tableSeat: Seat | null;
  readonly guestCount: number | null;
  readonly orderType: WebOrderType | null;
  readonly memberId: string | null;
  readonly token: string | null;
  readonly locale: Locale | null;
  readonly theme: Theme | null;
  readonly subscribed: boolean;
  readonly merchantId: string | null;
  /** Not a §3 key: kept for the tab's life so a reload does not orphan a visitor's lines. */
  readonly guestUuid: string | null;
  /**
   * Not a §3 key: cart edits not confirmed yet, as JSON (domain/cart/held.ts), so a reload or a
   * dropped tab does not lose them (docs/offline.md); null when there are none.
   */
  readonly heldCartEdits: string | null;
  /**
   * Not a §3 key: the seat whose party's clear the diner was already told, beside the seat it
   * renews, so a reload whose re-seat failed does not tell it again (commands/seat.ts).
   */
  readonly partyLeftSeat: Pick<Seat, 'token'> | null;
}

/**
 * What the main thread read back from storage and hands to hydrate: text it cannot vouch for
 * (a hand-edited cookie, an older app version's values). Anything unreadable counts as absent.
 */
export type StoredKeys = {
  readonly [K in keyof PersistedKeys]?: PersistedKeys[K] | string | null;
};

/** What the held edits were worked out from, so they are written again only when it changes. */
interface HeldSource {
  readonly cart: CartState;
  readonly placed: Order | null;
  readonly key: string;
}

/**
 * The held edits as stored: an earlier page's until this one has settled them, else this page's
 * own unconfirmed ones. Each pipeline keeps its own last answer (`persisted$`), so two cores in
 * one process (tests) never read each other's.
 */
const heldTextOf = () => {
  let last: { readonly source: HeldSource; readonly text: string | null } | null = null;
  return (state: AppState): string | null => {
    const { cart, session, order } = state;
    const source = {
      cart,
      placed: order.placed,
      key: `${session.tableId ?? ''} ${cartKeyOf(session) ?? ''}`,
    };
    const known = last?.source;
    if (known?.cart === cart && known.placed === source.placed && known.key === source.key)
      return last?.text ?? null;
    const held =
      cart.earlier ??
      heldEditsOf(session.tableId, cartKeyOf(session), cart.confirmed, cart.pending, order.placed);
    const text = held === null ? null : JSON.stringify(held);
    last = { source, text };
    return text;
  };
};

export const persistedKeys = (
  state: AppState,
  heldText: (state: AppState) => string | null = heldTextOf(),
): PersistedKeys => {
  const { session } = state;
  return {
    fingerprintId: session.fingerprint,
    tableId: session.tableId,
    tableName: session.tableName,
    tableQrcode: session.qrcodeId,
    tableSeat: session.seat,
    guestCount: session.guestCount,
    orderType: session.orderType,
    memberId: session.memberId,
    token: session.token,
    locale: session.locale,
    theme: session.theme,
    subscribed: session.subscribed,
    merchantId: session.merchantId,
    guestUuid: session.guestUuid,
    heldCartEdits: heldText(state),
    partyLeftSeat: session.partyLeftSeat,
  };
};

const sameKeys = (a: PersistedKeys, b: PersistedKeys): boolean =>
  (Object.keys(a) as (keyof PersistedKeys)[]).every((key) => a[key] === b[key]);

/** Only a change of a stored key is pushed, so the main thread writes storage no more than needed. */
export const persisted$ = (state$: Observable<AppState>): Observable<PersistedKeys> =>
  defer(() => {
    const heldText = heldTextOf();
    return state$.pipe(map((state) => persistedKeys(state, heldText)));
  }).pipe(distinctUntilChanged(sameKeys));
