import type { DomainEvent } from '../event.ts';
import type { WebOrderType } from '../model/enums.ts';
import type { CartOrder } from '../model/order.ts';
import type { NewCartLine } from './merge.ts';

/**
 * Local edits are folded at once so the diner sees them without waiting (optimistic); the
 * server's reply then replaces the whole cart, and a failed write rolls back to the last cart
 * the server confirmed, so nothing another diner added is ever overwritten locally.
 */
export type CartItemAdded = DomainEvent<
  'CartItemAdded',
  { readonly userId: string; readonly line: NewCartLine; readonly orderType: WebOrderType }
>;
export type CartItemReduced = DomainEvent<
  'CartItemReduced',
  { readonly userId: string; readonly lineIndex: number; readonly quantity: number }
>;
export type CartItemNotesEdited = DomainEvent<
  'CartItemNotesEdited',
  { readonly userId: string; readonly lineIndex: number; readonly notes: string }
>;
/**
 * The server's cart: a write's reply, a refetch or a conflict's data. `settled` says how many of
 * the oldest pending edits it already holds (a write's reply: the edits that write sent; a
 * refetch or a conflict: 0); the rest are replayed on top. Absent: all of them (logs written
 * before pending edits were kept).
 */
export type CartReplacedFromServer = DomainEvent<
  'CartReplacedFromServer',
  {
    readonly cart: CartOrder;
    readonly settled?: number;
    /** A fetch's: the table's live version the server read the cart at (docs/live-hub.md). */
    readonly liveVersion?: number;
  }
>;
/** `code` is the §8 code when the server answered, null when the request never completed. */
export type CartSyncFailed = DomainEvent<
  'CartSyncFailed',
  { readonly code: number | null; readonly message: string }
>;
export type CartLoadFailed = DomainEvent<'CartLoadFailed', { readonly message: string }>;
export type CartCleared = DomainEvent<'CartCleared', Record<string, never>>;

export type CartEvent =
  | CartItemAdded
  | CartItemReduced
  | CartItemNotesEdited
  | CartReplacedFromServer
  | CartSyncFailed
  | CartLoadFailed
  | CartCleared;

export const cartEventTypes = [
  'CartItemAdded',
  'CartItemReduced',
  'CartItemNotesEdited',
  'CartReplacedFromServer',
  'CartSyncFailed',
  'CartLoadFailed',
  'CartCleared',
] as const satisfies readonly CartEvent['type'][];
