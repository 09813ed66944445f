import { Schema } from 'effect';
import { emptyCartOrder } from '../model/defaults.ts';
import type { CartOrder, Order, OrderItem } from '../model/order.ts';
import { OrderItemSchema } from '../model/schemas/order.ts';
import { markedOrderId, roundsMark, takenSince } from '../order/rounds.ts';
import {
  CartGoneLinesDropped,
  CartItemAdded,
  CartItemNotesEdited,
  CartItemReduced,
} from './events.ts';
import { lostRemovals, sameDishes } from './overtaken.ts';
import { applyCartEdit } from './rebase.ts';
import { sameLines } from './same-lines.ts';
import { type PendingCartEdit, userCartItems } from './state.ts';
import type { AppState } from '../state.ts';

/*
 * Cart edits a page had not had confirmed when it went (a reload offline, a phone that dropped
 * the tab): kept in the browser's storage and, once the next page has read the table's cart,
 * made again where they still fit (docs/offline.md, "Nothing lost").
 */

/** Held edits older than this are a past visit's, not this one's: they are let go. */
export const HELD_EDITS_MAX_AGE_MS = 3 * 60 * 60 * 1000;

const editOf = <Name extends string, Payload extends Schema.Top>(declaration: {
  readonly name: Name;
  readonly payload: Payload;
}) =>
  Schema.Struct({
    seq: Schema.Number,
    at: Schema.Number,
    type: Schema.Literal(declaration.name),
    payload: declaration.payload,
  });

const PendingEditSchema = Schema.Union([
  editOf(CartItemAdded),
  editOf(CartItemReduced),
  editOf(CartItemNotesEdited),
  editOf(CartGoneLinesDropped),
]);

export const HeldEditsSchema = Schema.Struct({
  tableId: Schema.String,
  /** The diner's key in the table's cart (a seat's diner id, or the member id). */
  userId: Schema.String,
  /** When the last of them was made, epoch ms. */
  savedAt: Schema.Number,
  /** The diner's lines as the server last confirmed them, under the edits. */
  confirmedLines: Schema.Array(OrderItemSchema),
  /**
   * The table's order and newest round then (order/rounds.ts): a round placed since may have
   * taken edits whose write landed unanswered; its lines tell which (heldEditsToMake). Absent
   * in edits an earlier app version held.
   */
  rounds: Schema.optionalKey(Schema.NullOr(Schema.String)),
  edits: Schema.Array(PendingEditSchema),
  /**
   * Dishes added on a page that had not read the table's cart yet (a reload offline): never
   * sent, so each is made once the cart is read, onto whatever the server holds then, after the
   * edits above (heldEditsToMake). Absent when there are none.
   */
  addedBeforeRead: Schema.optionalKey(Schema.Array(editOf(CartItemAdded))),
  /**
   * The first this many of those were added for a party that has since left (PartyLeft: the
   * staff cleared the table before the cart was read): not made, and the diner is told.
   */
  leftWithParty: Schema.optionalKey(Schema.Int),
  /**
   * The party left (PartyLeft) before these `edits` were made again: they were that party's, so
   * none is made in the new party's cart, and the dishes they added are named to the diner.
   */
  partyLeft: Schema.optionalKey(Schema.Boolean),
});
export type HeldEdits = typeof HeldEditsSchema.Type;

const decodeHeld = Schema.decodeUnknownOption(HeldEditsSchema);

/** Whether held edits are this table's and this diner's, and young enough to be made again. */
const heldFor = (
  held: HeldEdits,
  tableId: string | null,
  userId: string | null,
  now: number,
): boolean =>
  held.tableId === tableId && held.userId === userId && now - held.savedAt <= HELD_EDITS_MAX_AGE_MS;

/**
 * How many of an earlier page's held edits may wait to be made again: a page reloaded offline has
 * no cart to tell which the server already holds, so it counts them all (heldEditsToMake makes
 * only those it does not hold, once the cart is read), but those of a party that has left.
 */
export const heldEditsWaiting = (
  held: HeldEdits | null,
  tableId: string | null,
  userId: string | null,
  now: number,
): number =>
  held !== null && heldFor(held, tableId, userId, now)
    ? (held.partyLeft === true ? 0 : held.edits.length) +
      (held.addedBeforeRead?.length ?? 0) -
      (held.leftWithParty ?? 0)
    : 0;

/**
 * Whether an Add waits for the table's cart instead of being refused: offline, on a page that has
 * never read it (a reload offline). Online the cart is on its way, and the diner adds again in a
 * moment.
 */
export const addWaitsForCart = (state: Pick<AppState, 'cart' | 'network' | 'session'>): boolean =>
  state.cart.current === null && !state.network.online && state.session.tableId !== null;

/**
 * A dish added before this page read the table's cart, held beside the earlier page's edits until
 * it does (heldEditsToMake). Held edits that could not be made then (another table's or diner's,
 * or too old) make way for it. Without a table nothing is held.
 */
export const holdAddBeforeRead = (
  held: HeldEdits | null,
  tableId: string | null,
  add: CartItemAdded,
): HeldEdits | null => {
  if (tableId === null) return held;
  const { userId } = add.payload;
  const base: HeldEdits =
    held !== null && heldFor(held, tableId, userId, add.at)
      ? held
      : { tableId, userId, savedAt: add.at, confirmedLines: [], edits: [] };
  return { ...base, savedAt: add.at, addedBeforeRead: [...(base.addedBeforeRead ?? []), add] };
};

/**
 * The party left before the cart was read (PartyLeft): the earlier page's edits and the dishes
 * added so far were for it.
 */
export const heldAfterPartyLeft = (held: HeldEdits | null): HeldEdits | null => {
  if (held === null) return null;
  const added = held.addedBeforeRead?.length ?? 0;
  return {
    ...held,
    ...(held.edits.length > 0 ? { partyLeft: true } : {}),
    ...(added > 0 ? { leftWithParty: added } : {}),
  };
};

/**
 * The table's cart as this diner's dishes added before it was read make it, so the cart shows
 * them, waiting; null when there are none of this table and diner.
 */
export const cartOfAddsBeforeRead = (
  held: HeldEdits | null,
  tableId: string | null,
  userId: string | null,
): CartOrder | null => {
  const added = held?.addedBeforeRead ?? [];
  if (held?.tableId !== tableId || held.userId !== userId || added.length === 0) return null;
  let cart = emptyCartOrder({ tableId: held.tableId, tableName: '' }, held.savedAt);
  for (const add of added) cart = applyCartEdit(cart, add);
  return cart;
};

/** Stored text back as held edits, or null for anything unreadable (an older app's, a hand edit). */
export const readHeldEdits = (text: unknown): HeldEdits | null => {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const decoded = decodeHeld(JSON.parse(text));
    return decoded._tag === 'Some' ? decoded.value : null;
  } catch {
    return null;
  }
};

/** The edits a page has not had confirmed yet, as they would be stored; null when none. */
export const heldEditsOf = (
  tableId: string | null,
  userId: string | null,
  confirmed: CartOrder | null,
  pending: readonly PendingCartEdit[],
  placed: Order | null,
): HeldEdits | null => {
  const last = pending.at(-1);
  if (tableId === null || userId === null || confirmed === null || last === undefined) return null;
  return {
    tableId,
    userId,
    savedAt: last.at,
    confirmedLines: userCartItems(confirmed, userId),
    rounds: roundsMark(placed),
    edits: pending,
  };
};

/** The diner's lines after the first `count` held edits, made on the lines confirmed then. */
const linesAfter = (held: HeldEdits, cart: CartOrder, count: number): readonly OrderItem[] => {
  const entry = { userId: held.userId, orderItems: held.confirmedLines, invalidOrderItems: [] };
  let edited: CartOrder = { ...cart, userCarts: [entry] };
  for (const edit of held.edits.slice(0, count)) edited = applyCartEdit(edited, edit);
  return userCartItems(edited, held.userId);
};

/**
 * The dishes an earlier page's held edits added or added more of, against the diner's lines the
 * server had confirmed under them: what the diner saw added and was not. Counted by dish, so a
 * changed note or option is not named as a dish not added.
 */
const addedByEdits = (held: HeldEdits, cart: CartOrder): string[] => {
  const countsOf = (lines: readonly OrderItem[]) => {
    const counts = new Map<string, number>();
    for (const line of lines)
      counts.set(line.menuName, (counts.get(line.menuName) ?? 0) + line.quantity);
    return counts;
  };
  const confirmed = countsOf(held.confirmedLines);
  const after = countsOf(linesAfter(held, cart, held.edits.length));
  return [...after]
    .filter(([dish, count]) => count > (confirmed.get(dish) ?? 0))
    .map(([dish]) => dish);
};

/** Dishes added before the cart was read that are not made, and why: the diner is told. */
export interface NotAdded {
  /** `cleared`: the staff cleared the table first; `seat`: the diner holds another seat now. */
  readonly why: 'cleared' | 'seat';
  readonly dishes: readonly string[];
}

/** The held edits to make again, the names of changes a round took the lines of, and more. */
export interface HeldToMake {
  readonly edits: readonly PendingCartEdit[];
  readonly overtaken: readonly string[];
  readonly notAdded: NotAdded | null;
}

const nothingToMake: HeldToMake = { edits: [], overtaken: [], notAdded: null };

/**
 * After a round placed since the edits were held (`rounds`), the diner's entry is empty and the
 * round holds their lines as far as the writes got: the lines after the first `made` edits (a
 * write that landed unanswered went with it, and is not made again). The rest are made again on
 * the emptied cart: an added dish stays for the next round; a removal, lower quantity or note
 * change of a line the round took can no longer apply, and is named to the diner.
 */
const afterRound = (held: HeldEdits, cart: CartOrder, placed: Order | null): HeldToMake => {
  const taken = takenSince(placed, held.rounds ?? null, held.userId);
  if (taken === null || userCartItems(cart, held.userId).length > 0) return nothingToMake;
  // Another order since, holding nothing of this diner's: likely a party after a staff clear,
  // whose cart is not theirs to add to. Nothing is made again, as when the table moved on.
  const mark = held.rounds ?? null;
  const anotherOrder = mark !== null && markedOrderId(mark) !== placed?.id;
  if (anotherOrder && taken.length === 0) return nothingToMake;
  for (let made = held.edits.length; made >= 0; made -= 1) {
    const lines = linesAfter(held, cart, made);
    if (!sameDishes(taken, lines)) continue;
    const edits = held.edits.slice(made);
    const entry = { userId: held.userId, orderItems: lines, invalidOrderItems: [] };
    const lost = lostRemovals({ ...cart, userCarts: [entry] }, cart, edits, held.userId);
    return { edits, overtaken: lost.map(({ name }) => name), notAdded: null };
  }
  return nothingToMake;
};

/**
 * What of an earlier page's held edits to make again on the table's cart as read now: the ones
 * the server does not hold yet. The diner's lines there show how far they got (none, if a write
 * never left; some or all, if one landed without its reply reaching the page); lines that fit
 * none of those steps mean the table moved on (the staff cleared it), and nothing is made again.
 * When a round was placed since (`placed`, the table's order as read now), the round's lines tell
 * instead (afterRound); a round that fits no step, or an order that cannot say, makes nothing
 * again: making them again could order a dish twice.
 */
const editsToMake = (held: HeldEdits, cart: CartOrder, placed: Order | null): HeldToMake => {
  if (held.rounds !== undefined && held.rounds !== roundsMark(placed))
    return afterRound(held, cart, placed);
  const mine = userCartItems(cart, held.userId);
  for (let made = held.edits.length; made >= 0; made -= 1) {
    if (sameLines(mine, linesAfter(held, cart, made)))
      return { edits: held.edits.slice(made), overtaken: [], notAdded: null };
  }
  return nothingToMake;
};

/**
 * What of the held edits to make again once the table's cart is read (editsToMake), then the
 * dishes added before it was read: those were never sent, so each is made, onto whatever the
 * server holds now. Those added for a party that has left since, or when the diner holds another
 * seat now (another diner, another table), are not made, and said (`notAdded`). Edits of another
 * table or diner, and edits older than HELD_EDITS_MAX_AGE_MS (a past visit's), go.
 */
export const heldEditsToMake = (
  held: HeldEdits,
  cart: CartOrder,
  placed: Order | null,
  userId: string | null,
  now: number,
): HeldToMake => {
  if (now - held.savedAt > HELD_EDITS_MAX_AGE_MS) return nothingToMake;
  const added = held.addedBeforeRead ?? [];
  const dishes = (adds: readonly CartItemAdded[]) => adds.map((add) => add.payload.line.menuName);
  if (!heldFor(held, cart.tableId, userId, now))
    return added.length === 0
      ? nothingToMake
      : { ...nothingToMake, notAdded: { why: 'seat', dishes: dishes(added) } };
  const earlier = held.partyLeft === true ? nothingToMake : editsToMake(held, cart, placed);
  const gone = held.leftWithParty ?? 0;
  const notMade = [
    ...new Set([
      ...(held.partyLeft === true ? addedByEdits(held, cart) : []),
      ...dishes(added.slice(0, gone)),
    ]),
  ];
  return {
    ...earlier,
    edits: [...earlier.edits, ...added.slice(gone)],
    notAdded: notMade.length === 0 ? null : { why: 'cleared', dishes: notMade },
  };
};
