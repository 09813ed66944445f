import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable, NoPayload } from '../event.ts';
import { NewCartLineSchema } from '../model/schemas/cart-line.ts';
import { WebOrderTypeSchema } from '../model/schemas/enums.ts';
import { CartOrderSchema } from '../model/schemas/order.ts';
import { PatchSchema } from '../model/schemas/patch.ts';

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

/**
 * Reduce and notes edits name their line by its place among the diner's priced lines, and by its
 * merge key (`lineKey`, since this was added; older logs have none): a line the server moved out
 * (sold out) shifts the places, and the key still finds the line the diner touched.
 */
export const CartItemReduced = declareEvent(
  'CartItemReduced',
  1,
  Schema.Struct({
    userId: Schema.String,
    lineIndex: Schema.Number,
    quantity: Schema.Number,
    lineKey: Schema.optionalKey(Schema.String),
  }),
);
export type CartItemReduced = EventOf<typeof CartItemReduced>;

export const CartItemNotesEdited = declareEvent(
  'CartItemNotesEdited',
  1,
  Schema.Struct({
    userId: Schema.String,
    lineIndex: Schema.Number,
    notes: Schema.String,
    lineKey: Schema.optionalKey(Schema.String),
  }),
);
export type CartItemNotesEdited = EventOf<typeof CartItemNotesEdited>;

/**
 * The diner lets go of their lines the server no longer prices (sold out, gone): their next write
 * carries only their priced lines, and the server keeps what it is given.
 */
export const CartGoneLinesDropped = declareEvent(
  'CartGoneLinesDropped',
  1,
  Schema.Struct({ userId: Schema.String }),
);
export type CartGoneLinesDropped = EventOf<typeof CartGoneLinesDropped>;

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

/**
 * The server's cart as what changed (log/patch.ts) from the cart this diner expected: the
 * confirmed cart (cartRowVersion `base`) with the `settled` oldest pending edits replayed on it.
 * A reply that agrees with the diner carries little more than the version and the line ids the
 * server gave; another diner's change carries that change. The worker writes this whenever it
 * holds a confirmed cart of the table the server's is not older than (cart/server-cart.ts).
 */
export const CartPatchedFromServer = declareEvent(
  'CartPatchedFromServer',
  1,
  Schema.Struct({
    base: Schema.Int,
    settled: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
    patch: Schema.NullOr(PatchSchema),
    liveVersion: Schema.optionalKey(Schema.Number),
  }),
);
export type CartPatchedFromServer = EventOf<typeof CartPatchedFromServer>;

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

/**
 * This page has read the table's cart and made again the `made` newest of an earlier page's
 * held edits that the server did not hold (cart/held.ts); the rest are let go.
 */
export const HeldEditsSettled = declareEvent(
  'HeldEditsSettled',
  1,
  Schema.Struct({ made: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) }),
);
export type HeldEditsSettled = EventOf<typeof HeldEditsSettled>;

/**
 * The diner's adds, still pending (their `seq`s), of dishes the menu says sold out since: taken
 * out, so the rest can be written. The server refuses a write that holds one (2025), and with it
 * every dish held offline beside it went.
 */
export const CartAddsWithdrawn = declareEvent(
  'CartAddsWithdrawn',
  1,
  Schema.Struct({ seqs: Schema.Array(Schema.Int) }),
);
export type CartAddsWithdrawn = EventOf<typeof CartAddsWithdrawn>;

export const cartEvents = eventTable({
  CartItemAdded,
  CartItemReduced,
  CartItemNotesEdited,
  CartGoneLinesDropped,
  CartReplacedFromServer,
  CartPatchedFromServer,
  CartSyncFailed,
  CartAddsWithdrawn,
  CartLoadFailed,
  CartCleared,
  HeldEditsSettled,
});
export type CartEvent = EventsOf<typeof cartEvents>;
