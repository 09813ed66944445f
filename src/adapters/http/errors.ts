import { Data } from 'effect';
import {
  type ErrorContext,
  GUEST_MODE_CANNOT_ORDER,
  ONE_CODE_A_MINUTE,
  TABLE_CLEARED,
  THREE_CODES_AN_ADDRESS_A_MINUTE,
} from '../../domain/errors/catalogue.ts';
import {
  type Failure,
  type FailureResolution,
  resolveFailure,
} from '../../domain/errors/failure.ts';

/**
 * What every refusal of the POS carries: the §8 code, the server's msg, the HTTP status (trusted
 * only as three digits, spec §5, else 200) and the reply's data as sent: a conflict (66666, 1997,
 * 2025, 10087) carries the table's current cart there, so the caller can reload without a call.
 */
export interface RefusalFields {
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly data: unknown;
}

/** Body code 401 or HTTP 401: the session is gone and the diner is logged out (§8). */
export class Unauthorized extends Data.TaggedError('Unauthorized')<{
  readonly request: string;
}> {}

// One tag per code the §8 catalogue names, so a caller handles a code with catchTag.
/** 10087: the order was submitted already. */
export class OrderSubmitted extends Data.TaggedError('OrderSubmitted')<RefusalFields> {}
/** 66666: another diner's write came first; the table's cart is in `data`. */
export class ShoppingCartUpdated extends Data.TaggedError('ShoppingCartUpdated')<RefusalFields> {}
/** 10011: the merchant's guest mode cannot place orders. */
export class GuestModeCannotOrder extends Data.TaggedError('GuestModeCannotOrder')<RefusalFields> {}
/** 1997: a line must be added again (its dish changed); the table's cart is in `data`. */
export class AddItAgain extends Data.TaggedError('AddItAgain')<RefusalFields> {}
/** 10010: the table takes no orders now. */
export class TableUnavailable extends Data.TaggedError('TableUnavailable')<RefusalFields> {}
/** 2025: a dish is off the shelf or sold out. */
export class ItemOffShelf extends Data.TaggedError('ItemOffShelf')<RefusalFields> {}
/** 4040, 11000, 12000: declared by the spec, with no handling of their own. */
export class CheckoutInProgress extends Data.TaggedError('CheckoutInProgress')<RefusalFields> {}
export class OrderCheckedOut extends Data.TaggedError('OrderCheckedOut')<RefusalFields> {}
export class OrderModified extends Data.TaggedError('OrderModified')<RefusalFields> {}
/** 4290 and 4291, on sending a login code: one a minute, three an address a minute. */
export class CodeRateLimited extends Data.TaggedError('CodeRateLimited')<RefusalFields> {}
/**
 * 4035: the staff cleared the table after the seat was handed out; the app seats the diner anew.
 * `sentWith`: the seat token the refused call carried (the client sets it), whose party it was
 * that left: by the time the refusal comes the app may hold a newer seat.
 */
export class TableCleared extends Data.TaggedError('TableCleared')<
  RefusalFields & { readonly sentWith?: string | null }
> {}
/**
 * The seat a 4035 refusal's call was sent with (`sentWith`, possibly none); one built without it
 * (outside the HTTP client) counts as sent with the seat `held` now.
 */
export const seatSentWith = (sentWith: string | null | undefined, held: string | null) =>
  sentWith === undefined ? held : sentWith;

/** A 4035 refusal marked with the seat token its call carried. */
export const clearedUnder = (error: TableCleared, sentWith: string | null): TableCleared =>
  new TableCleared({
    code: error.code,
    msg: error.msg,
    status: error.status,
    data: error.data,
    sentWith,
  });

/** Login 404: the phone has no member yet (the login call names it; elsewhere 404 is Refused). */
export class SignUpRequired extends Data.TaggedError('SignUpRequired')<RefusalFields> {}
/** Any other refusal: a code the catalogue does not name, shown with the server's msg. */
export class Refused extends Data.TaggedError('Refused')<RefusalFields> {}

/**
 * No usable reply: offline, refused, reset, timed out, or a body that is not the call's reply.
 * One tag for all of it, since a caller can do one thing about it; `reason` is for the logs.
 */
export class Unreachable extends Data.TaggedError('Unreachable')<{
  readonly request: string;
  readonly reason: 'network' | 'timeout' | 'unreadable';
  readonly description: string;
}> {}

export type PosRefusal =
  | OrderSubmitted
  | ShoppingCartUpdated
  | GuestModeCannotOrder
  | AddItAgain
  | TableUnavailable
  | ItemOffShelf
  | CheckoutInProgress
  | OrderCheckedOut
  | OrderModified
  | CodeRateLimited
  | TableCleared
  | SignUpRequired
  | Refused;

/** Everything a call can fail with; each tag is something a caller can act on. */
export type ApiError = Unauthorized | PosRefusal | Unreachable;

type RefusalClass = new (fields: RefusalFields) => PosRefusal;

const byCode: ReadonlyMap<number, RefusalClass> = new Map<number, RefusalClass>([
  [10087, OrderSubmitted],
  [66666, ShoppingCartUpdated],
  [GUEST_MODE_CANNOT_ORDER, GuestModeCannotOrder],
  [1997, AddItAgain],
  [10010, TableUnavailable],
  [2025, ItemOffShelf],
  [4040, CheckoutInProgress],
  [11000, OrderCheckedOut],
  [12000, OrderModified],
  [ONE_CODE_A_MINUTE, CodeRateLimited],
  [THREE_CODES_AN_ADDRESS_A_MINUTE, CodeRateLimited],
  [TABLE_CLEARED, TableCleared],
]);

/** The refusal's own tag, by its code. */
export const refusalOf = (fields: RefusalFields): PosRefusal =>
  new (byCode.get(fields.code) ?? Refused)(fields);

export const isRefusal = (error: ApiError): error is PosRefusal =>
  error._tag !== 'Unauthorized' && error._tag !== 'Unreachable';

/** The domain's view of a failed call, for `resolveFailure` and the failure events. */
export const toFailure = (error: ApiError): Failure => {
  if (error._tag === 'Unauthorized') return { kind: 'reply', code: 401, msg: '' };
  if (error._tag === 'Unreachable') return { kind: 'transport' };
  return { kind: 'reply', code: error.code, msg: error.msg };
};

/** What to do about a failed call: the §8 catalogue's handling and message for this context. */
export const resolveApiError = (error: ApiError, context: ErrorContext): FailureResolution =>
  resolveFailure(toFailure(error), context);

/** The §8 code for events that record one (`null` when no reply said anything). */
export const failureCode = (error: ApiError): number | null => {
  const failure = toFailure(error);
  return failure.kind === 'reply' ? failure.code : null;
};

/** The server has no such thing for whoever asked (a 404), as opposed to failing to answer. */
export const isNotFound = (error: ApiError): boolean =>
  error._tag === 'Refused' && error.status === 404;

/** One line for a log: the tag, and the code and msg when the server gave them. */
export const describeApiError = (error: ApiError): string =>
  isRefusal(error) ? `${error._tag} ${error.code} ${error.msg}` : error._tag;
