import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable, NoPayload } from '../event.ts';
import { NewCartLineSchema } from '../model/schemas/cart-line.ts';
import { WebOrderTypeSchema } from '../model/schemas/enums.ts';
import { CartOrderSchema } from '../model/schemas/order.ts';

/**
 * Local edits are folded at once so the diner sees them without waiting (optimistic); the
 * server's reply then replaces the whole cart, and a failed write rolls back to the last cart
 * the server confirmed, so nothing another diner added is ever overwritten locally.
 */
export const CartItemAdded = declareEvent(
  'CartItemAdded',
  1,
  Schema.Struct({ userId: Schema.String, line: NewCartLineSchema, orderType: WebOrderTypeSchema }),
);
export type CartItemAdded = EventOf<typeof CartItemAdded>;

export const CartItemReduced = declareEvent(
  'CartItemReduced',
  1,
  Schema.Struct({ userId: Schema.String, lineIndex: Schema.Number, quantity: Schema.Number }),
);
export type CartItemReduced = EventOf<typeof CartItemReduced>;

export const CartItemNotesEdited = declareEvent(
  'CartItemNotesEdited',
  1,
  Schema.Struct({ userId: Schema.String, lineIndex: Schema.Number, notes: Schema.String }),
);
export type CartItemNotesEdited = EventOf<typeof CartItemNotesEdited>;

/**
 * The server's cart: a write's reply, a refetch or a conflict's data. `settled` says how many of
 * the oldest pending edits it already holds (a write's reply: the edits that write sent; a
 * refetch or a conflict: 0), or `'all'` of them; the rest are replayed on top. v2: `settled` is
 * required (v1 left it out for "all", cart/migrations.ts).
 */
export const CartReplacedFromServer = declareEvent(
  'CartReplacedFromServer',
  2,
  Schema.Struct({
    cart: CartOrderSchema,
    settled: Schema.Union([
      Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
      Schema.Literal('all'),
    ]),
    /** A fetch's: the table's live version the server read the cart at (docs/live-hub.md). */
    liveVersion: Schema.optionalKey(Schema.Number),
  }),
);
export type CartReplacedFromServer = EventOf<typeof CartReplacedFromServer>;

/** `code` is the §8 code when the server answered, null when the request never completed. */
export const CartSyncFailed = declareEvent(
  'CartSyncFailed',
  1,
  Schema.Struct({ code: Schema.NullOr(Schema.Number), message: Schema.String }),
);
export type CartSyncFailed = EventOf<typeof CartSyncFailed>;

export const CartLoadFailed = declareEvent(
  'CartLoadFailed',
  1,
  Schema.Struct({ message: Schema.String }),
);
export type CartLoadFailed = EventOf<typeof CartLoadFailed>;

export const CartCleared = declareEvent('CartCleared', 1, NoPayload);
export type CartCleared = EventOf<typeof CartCleared>;

export const cartEvents = eventTable({
  CartItemAdded,
  CartItemReduced,
  CartItemNotesEdited,
  CartReplacedFromServer,
  CartSyncFailed,
  CartLoadFailed,
  CartCleared,
});
export type CartEvent = EventsOf<typeof cartEvents>;
