/**
 * The worker boundary, in one place: every command the UI may send with its input, output and
 * errors, and the read models it may subscribe to. Everything crossing it is plain data
 * (structured-clone safe); callbacks cross as Comlink proxies (worker.ts, expose.ts).
 */
import type { CouponState } from '../adapters/api/member.ts';
import type { CouponPage } from '../adapters/api/schemas/coupon.ts';
import type { OrderPage } from '../adapters/api/schemas/order-replies.ts';
import type { RoundPreview } from '../domain/model/records.ts';
import type { NewCartLine } from '../domain/cart/merge.ts';
import type { ToastMessage } from '../domain/errors/failure.ts';
import type { DomainMessageKey } from '../domain/errors/message-keys.ts';
import type { Locale, Theme, WebOrderType } from '../domain/model/enums.ts';
import type { MerchantInfo } from '../domain/model/merchant.ts';
import type { MenuProduct } from '../domain/model/menu.ts';
import type { Order } from '../domain/model/order.ts';
import type { PopupName } from '../domain/popups/events.ts';
import type { NavigationTarget } from '../domain/rules/navigation.ts';
import type { EnrolmentFieldErrors, EnrolmentForm } from '../domain/validation/enrolment.ts';
import type { Timeline } from './devtools/timeline.ts';
import type { ReadModelName, ReadModels } from './read-models/index.ts';
import type { StoredKeys } from './read-models/persisted.ts';

export type { ReadModelName, ReadModels } from './read-models/index.ts';
export type { PersistedKeys, StoredKeys } from './read-models/persisted.ts';
export type { LineView } from './read-models/lines.ts';
export type { RestartClears } from './read-models/small.ts';
export type { Timeline, TimelineEntry } from './devtools/timeline.ts';
export type { OrderPage, OrderPreview } from '../adapters/api/schemas/order-replies.ts';

export type { RoundPreview } from '../domain/model/records.ts';
export type { CouponPage } from '../adapters/api/schemas/coupon.ts';
export type { DinerLinesView } from './read-models/cart.ts';
export type { PresentDinerView, PresenceView, TimelineView } from './read-models/table.ts';
export type { TimelineEntry as TableTimelineEntry } from '../domain/timeline/state.ts';

export type NotReadyReason =
  | 'merchant'
  | 'table'
  | 'cart'
  | 'member'
  | 'order'
  | 'countdown'
  /** The developer panel shows an earlier state: nothing may act on it. */
  | 'timeTravel'
  /** The removal can no longer be undone (its 10 s are over, or it was undone). */
  | 'undo';

/** Why a command did not happen. Toasts the §8 catalogue asks for are already in `toasts`. */
/**
 * Who said no to a command: the server (with its §8 `code`), the worker itself before anything
 * was sent (offline, prices changed), or nobody: the call went out and no answer came, so it may
 * have been done (a placement may be on the table's order).
 */
export type RefusedBy = 'server' | 'worker' | 'nobody';

export type CommandError =
  /** The input broke a §5 rule; nothing was sent. */
  | {
      readonly kind: 'invalid';
      readonly message: DomainMessageKey;
      readonly fieldErrors?: EnrolmentFieldErrors;
    }
  /**
   * The server refused (`code` its §8 code), the worker refused before sending, or nobody
   * answered (`code` null): see RefusedBy.
   */
  | {
      readonly kind: 'refused';
      readonly code: number | null;
      readonly refusedBy: RefusedBy;
      readonly message: ToastMessage | null;
    }
  /** A precondition is missing (no table yet, no member...). */
  | { readonly kind: 'notReady'; readonly missing: NotReadyReason };

export type CommandResult<T = null> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CommandError };

/** Where the QR landing goes next (spec §4 "Start-up"). */
export type StartOutcome =
  /** The table is known: its first order's detail, or select-guests. */
  | { readonly kind: 'tableActive'; readonly navigation: NavigationTarget }
  /** No such table: show the scan-the-code notice, then go to not-found. */
  | { readonly kind: 'tableNotFound'; readonly navigation: NavigationTarget }
  /**
   * The table could not be asked (no network, no answer): nothing is known of the code, so the
   * table the diner holds stays theirs; the landing says so and tries again.
   */
  | { readonly kind: 'unreachable' }
  /** The merchant cannot be loaded: close popups and go to not-found. */
  | { readonly kind: 'merchantNotFound'; readonly navigation: NavigationTarget };

export interface PlaceOrderInput {
  /** The table's order code when the merchant asks for one (setting 18002). */
  readonly orderCode?: string;
  readonly userCouponIds?: readonly string[];
}

export interface PlacedOrderRef {
  readonly orderId: string;
}

export interface LoginOutcome {
  readonly navigation: NavigationTarget;
  /** No birthday: the enrolment popup is open (spec §4). */
  readonly needsEnrolment: boolean;
}

/** Profile fields a member may change; absent ones keep their value. */
export interface ProfileChanges {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly mail?: string;
  readonly birthday?: number | null;
  readonly languagePreference?: string;
  readonly isSubPromotion?: boolean;
}

type Command<I extends unknown[], O = null> = (...input: I) => Promise<CommandResult<O>>;

export interface TableCoreCommands {
  /** First call at start: what the main thread stored (spec §3), as `persisted` gave it. */
  readonly hydrate: Command<[stored: StoredKeys]>;
  readonly loadMerchant: Command<[merchantId: string], MerchantInfo>;
  readonly loadMenu: Command<[]>;
  readonly startFromQr: Command<[merchantId: string, qrcodeId: string], StartOutcome>;
  /** After a reload away from the QR landing: join the stored table again. */
  readonly resume: Command<[]>;
  readonly connectLive: Command<[]>;
  readonly disconnectLive: Command<[]>;
  readonly refreshCart: Command<[]>;
  /**
   * Resolves once the edit is confirmed by the server, or held (offline), or refused; or at once
   * with `waitsForCart` when the table's cart was never read (a reload offline): the dish is
   * kept and added once it is (docs/offline.md).
   */
  readonly addItem: Command<[line: NewCartLine], 'added' | 'waitsForCart'>;
  readonly reduceItem: Command<[lineIndex: number, quantity: number]>;
  readonly editNotes: Command<[lineIndex: number, notes: string]>;
  readonly dropGoneLines: Command<[]>;
  readonly clearCart: Command<[]>;
  readonly setGuestCount: Command<[count: number | string], number>;
  readonly chooseOrderType: Command<[orderType: WebOrderType]>;
  readonly placeOrder: Command<[input?: PlaceOrderInput], PlacedOrderRef>;
  /** Another round on the table's open order; peers see the order-updated dialog. */
  readonly updateOrder: Command<[input?: PlaceOrderInput], PlacedOrderRef>;
  readonly requestCode: Command<[phone: string]>;
  readonly login: Command<[phone: string, code: string, returnTo?: string | null], LoginOutcome>;
  readonly logout: Command<[reason?: 'user' | 'unauthorized'], NavigationTarget | null>;
  readonly registerGuest: Command<[firstName: string, lastName?: string]>;
  readonly enrol: Command<[form: EnrolmentForm], NavigationTarget | null>;
  readonly updateProfile: Command<[changes: ProfileChanges]>;
  readonly continueUnfinished: Command<[], NavigationTarget | null>;
  readonly restartUnfinished: Command<[], NavigationTarget | null>;
  readonly openPopup: Command<[popup: PopupName]>;
  readonly dismissPopup: Command<[popup: PopupName]>;
  readonly dismissToast: Command<[id: number]>;
  readonly setLocale: Command<[locale: Locale]>;
  readonly setTheme: Command<[theme: Theme]>;
  readonly setSubscribed: Command<[subscribed: boolean]>;
  /** Products whose name holds the keyword, in the diner's language. */
  readonly searchMenu: Command<[keyword: string], readonly MenuProduct[]>;
  /** One page (15) of the member's orders, newest first. */
  readonly loadOrderList: Command<[page: number], OrderPage>;
  readonly loadOrderDetail: Command<[orderId: string], Order>;
  readonly loadCoupons: Command<[state: CouponState, page: number], CouponPage>;
  /** What placing the cart would make, with the chosen coupons priced by the server. */
  readonly previewOrder: Command<[input?: PlaceOrderInput], RoundPreview>;
  readonly checkOrderCode: Command<[code: string], boolean>;
  /** Asks the staff to bring the table's order code. */
  readonly askForOrderCode: Command<[]>;
  /** Calls someone of the staff to the table; a toast says they were told. */
  readonly callStaff: Command<[]>;
  /**
   * Adds a removed line of this diner's again, while the table's timeline offers it (10 s of
   * event time): the same line, through the cart's write queue. Resolves as addItem does.
   */
  readonly undoRemoval: Command<[id: string]>;
  /** The diner is at (true) or has left (false) an Undo: held, it does not run out. */
  readonly holdUndo: Command<[id: string, held: boolean]>;
  /** The developer panel: the newest events after a seq, one line each. */
  readonly devtoolsTimeline: Command<[afterSeq: number, limit: number], Timeline>;
  /** Shows the UI the state after that event (null: live again); the server is not touched. */
  readonly travelTo: Command<[seq: number | null]>;
}

export type CommandName = keyof TableCoreCommands;

/** The runtime list of commands (what worker.ts exposes); the check below keeps it complete. */
export const commandNames = [
  'hydrate',
  'loadMerchant',
  'loadMenu',
  'startFromQr',
  'resume',
  'connectLive',
  'disconnectLive',
  'refreshCart',
  'addItem',
  'reduceItem',
  'editNotes',
  'dropGoneLines',
  'clearCart',
  'setGuestCount',
  'chooseOrderType',
  'placeOrder',
  'updateOrder',
  'requestCode',
  'login',
  'logout',
  'registerGuest',
  'enrol',
  'updateProfile',
  'continueUnfinished',
  'restartUnfinished',
  'openPopup',
  'dismissPopup',
  'dismissToast',
  'setLocale',
  'setTheme',
  'setSubscribed',
  'searchMenu',
  'loadOrderList',
  'loadOrderDetail',
  'loadCoupons',
  'previewOrder',
  'checkOrderCode',
  'askForOrderCode',
  'callStaff',
  'undoRemoval',
  'holdUndo',
  'devtoolsTimeline',
  'travelTo',
] as const satisfies readonly CommandName[];

export const everyCommandIsListed: [Exclude<CommandName, (typeof commandNames)[number]>] extends [
  never,
]
  ? true
  : never = true;

export type Unsubscribe = () => void;

/** For useSyncExternalStore: the main thread keeps the last pushed snapshot as getSnapshot. */
export interface TableCoreReads {
  readonly getSnapshot: <N extends ReadModelName>(name: N) => Promise<ReadModels[N]>;
  /** Calls back at once with the current snapshot, then on every change. */
  readonly subscribe: <N extends ReadModelName>(
    name: N,
    callback: (snapshot: ReadModels[N]) => void,
  ) => Unsubscribe;
  /** The session log as JSONL (tokens, codes and phone numbers redacted). */
  readonly exportLog: () => Promise<string>;
  /** Sends the waiting analytics and behaviour lines, and stores the waiting log, now (the page is being hidden). */
  readonly flushTelemetry: () => Promise<void>;
}

export type TableCoreApi = TableCoreCommands & TableCoreReads;
