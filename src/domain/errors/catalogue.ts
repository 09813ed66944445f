import type { DomainMessageKey } from './message-keys.ts';

/**
 * The §8 error catalogue as data, so no adapter or view hard-codes a POS code: callers ask
 * `handlingFor(code, context)` and act on the handling, a closed union.
 */
export type ErrorHandling =
  /** The session is gone (401): log out; nothing to toast. */
  | 'logout'
  /** Toast the entry's message key. */
  | 'show'
  /** Toast, then refetch the cart: the server's cart has moved on from ours. */
  | 'showAndReloadCart'
  /** Login 404: the phone has no member yet; the login view switches to sign-up. */
  | 'signUpRequired'
  /** Toast the server's msg, or the context's fallback key when msg is blank. */
  | 'showServerMessage'
  /** Named by the spec with no handling; treated as showServerMessage until one is specified. */
  | 'declared'
  /** Network and live-channel trouble outside a user action: log, never toast. */
  | 'logOnly';

/** Which call failed: a few codes only mean something for one call (login 404, 4290 on send). */
export type ErrorContext =
  | 'general'
  | 'sendCode'
  | 'login'
  | 'enrolment'
  | 'updateCart'
  | 'loadCart'
  | 'placeOrder'
  /** The cart sheet's reads before placing (the price preview, the order-code check): they drop nothing. */
  | 'checkout'
  | 'activeOrder';

export const errorContexts: readonly ErrorContext[] = [
  'general',
  'sendCode',
  'login',
  'enrolment',
  'updateCart',
  'loadCart',
  'placeOrder',
  'checkout',
  'activeOrder',
];

export interface CatalogueEntry {
  readonly code: number;
  /** The spec's name for the code, for logs. */
  readonly name: string;
  readonly handling: ErrorHandling;
  readonly messageKey: DomainMessageKey | null;
  /** The calls where this meaning holds; 'all' when the code means the same everywhere. */
  readonly contexts: 'all' | readonly ErrorContext[];
}

/** §8 10011: the merchant takes orders from members only (setting 18001 off). */
export const GUEST_MODE_CANNOT_ORDER = 10011;
/** 4011: the merchant asks for the table's order code (setting 18002) and none came. */
export const ORDER_CODE_REQUIRED = 4011;
/** §8 10087: the cart the diner placed from is already an order, placed by someone else. */
export const ORDER_SUBMITTED = 10087;
/** §8 2025: a dish of the write or placement is off the shelf or sold out. */
export const ITEM_SOLD_OUT = 2025;
/** §8 4290: the phone had a code within the last minute (the login countdown runs from it). */
export const ONE_CODE_A_MINUTE = 4290;
/**
 * Placements refused because the table's cart is not what the diner saw: already placed, changed
 * meanwhile, a line to add again, a dish sold out. Each reply carries the table's cart.
 */
export const CART_CHANGED_REFUSALS: ReadonlySet<number> = new Set([
  ORDER_SUBMITTED,
  66666,
  1997,
  ITEM_SOLD_OUT,
]);
/**
 * The reference POS's 4035: the staff cleared the table after the seat was handed out. The app
 * seats the diner again by itself (worker party-left.ts), so "scan the QR code again" (its 4031)
 * would not be true. An Add or a placement it caught is added again, for the table's new party;
 * any other call (a read of the table's cart or order) dropped nothing of the diner's, and is
 * only told that the staff cleared the table.
 */
export const TABLE_CLEARED = 4035;
/** The calls whose 4035 dropped a dish of the diner's: "add your dish again". */
const DISH_DROPPING_CONTEXTS: readonly ErrorContext[] = ['updateCart', 'placeOrder'];
/** §8 4291: this address asked for three codes within the last minute. */
export const THREE_CODES_AN_ADDRESS_A_MINUTE = 4291;
/** The login's 4001 (docs/api/members.md): the code is wrong, expired or used up. */
export const CODE_INCORRECT = 4001;

const entry = (
  code: number,
  name: string,
  handling: ErrorHandling,
  messageKey: DomainMessageKey | null,
  contexts: CatalogueEntry['contexts'] = 'all',
): CatalogueEntry => ({ code, name, handling, messageKey, contexts });

export const errorCatalogue: readonly CatalogueEntry[] = [
  entry(401, 'unauthorized', 'logout', null),
  entry(ORDER_SUBMITTED, 'orderSubmitted', 'show', 'order.orderSubmitted'),
  entry(66666, 'shoppingCartUpdated', 'showAndReloadCart', 'order.shoppingCartUpdated'),
  entry(
    GUEST_MODE_CANNOT_ORDER,
    'guestModeDoesNotSupportPlacingOrders',
    'show',
    'order.guestModeDoesNotSupportPlacingOrders',
  ),
  entry(
    1997,
    'pleaseAddItAgainToYourCart',
    'showAndReloadCart',
    'order.pleaseAddItAgainToYourCart',
  ),
  entry(10010, 'tableUnavailable', 'show', 'order.tableUnavailable'),
  entry(
    TABLE_CLEARED,
    'tableCleared',
    'show',
    'order.tableClearedAddAgain',
    DISH_DROPPING_CONTEXTS,
  ),
  entry(
    TABLE_CLEARED,
    'tableCleared',
    'show',
    'table.cleared',
    errorContexts.filter((context) => !DISH_DROPPING_CONTEXTS.includes(context)),
  ),
  entry(ITEM_SOLD_OUT, 'itemOffShelfOrSoldOut', 'show', 'order.itemOffShelfOrSoldOut', [
    'updateCart',
  ]),
  entry(4040, 'CheckoutProgress', 'declared', null),
  entry(11000, 'OrderHaveCheckout', 'declared', null),
  entry(12000, 'OrderModified', 'declared', null),
  entry(ONE_CODE_A_MINUTE, 'onlyOneMessagePerMinute', 'show', 'login.onlyOneMessagePerMinute', [
    'sendCode',
  ]),
  entry(
    THREE_CODES_AN_ADDRESS_A_MINUTE,
    'oneIpThreeMessagesPerMinute',
    'show',
    'login.oneIpThreeMessagesPerMinute',
    ['sendCode'],
  ),
  entry(404, 'signUpRequired', 'signUpRequired', 'login.signUpRequired', ['login']),
];

/**
 * Whether a failed renewal of the seat in the background (worker seat.ts) says the stored QR code
 * opens no table any more (404: the staff gave the table a new code): the page then tells the
 * diner to scan the one on the table, and keeps saying it. Anything else is said by the calls
 * that follow, in their context.
 */
export const renewalRetiresTableCode = (code: number | null): boolean => code === 404;

/** What a context shows when the server says nothing useful (spec §5, §8). */
export const contextFallbackKey: Readonly<Record<ErrorContext, DomainMessageKey>> = {
  general: 'common.somethingWentWrong',
  sendCode: 'common.somethingWentWrong',
  login: 'common.somethingWentWrong',
  enrolment: 'common.somethingWentWrong',
  updateCart: 'cart.updateFailed',
  loadCart: 'cart.fetchFailed',
  placeOrder: 'order.placeOrderError',
  checkout: 'order.placeOrderError',
  activeOrder: 'order.orderClosed',
};

const appliesIn = (candidate: CatalogueEntry, context: ErrorContext): boolean =>
  candidate.contexts === 'all' || candidate.contexts.includes(context);

/** Codes the catalogue does not know (or not in this context) show the server's message. */
export const handlingFor = (code: number, context: ErrorContext): CatalogueEntry =>
  errorCatalogue.find((known) => known.code === code && appliesIn(known, context)) ??
  entry(code, 'unknown', 'showServerMessage', null);
