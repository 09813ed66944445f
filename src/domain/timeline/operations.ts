import type { Draft } from 'immer';
import { mergeKeyOf } from '../cart/merge-key.ts';
import { newLineOf } from '../cart/merge-new-line.ts';
import { userCartItems } from '../cart/state.ts';
import type { CartOrder, Order } from '../model/order.ts';
import { unwrapped } from '../plain.ts';
import { lastRound } from '../order/rounds.ts';
import { cartKeyOf } from '../session/state.ts';
import type { AppState } from '../state.ts';
import { tablePlaces } from '../table/places.ts';
import { cartChanges } from './changes.ts';
import {
  openUndos,
  type Actor,
  TIMELINE_CAP,
  type TimelineEntry,
  type TimelineState,
  UNDO_WINDOW_MS,
  type UndoOffer,
} from './state.ts';

/*
 * What events do to the table's timeline: it is read from the carts and orders the diner is
 * given, so every phone tells the same story, and a replayed log tells it again.
 */

type DishChange = Extract<TimelineEntry, { kind: 'added' | 'removed' }>;

type Happened = { readonly seq: number; readonly at: number };

/** The timeline of the session's table (another table's starts over); offers past due go. */
const timelineOf = (draft: Draft<AppState>): Draft<TimelineState> => {
  const timeline = draft.timeline;
  const { tableId } = draft.session;
  if (timeline.tableId !== tableId) {
    timeline.tableId = tableId;
    timeline.entries = [];
    timeline.undo = [];
    timeline.clearedFrom = null;
  }
  const open = openUndos(timeline as TimelineState, draft.now);
  if (open.length !== timeline.undo.length) timeline.undo = open as Draft<UndoOffer>[];
  return timeline;
};

/**
 * A new list rather than push and shift: shifting a drafted list moves each of its entries
 * through the draft, which cost more than all the rest of a folded event (BENCHMARKS.md).
 */
const push = (timeline: Draft<TimelineState>, entry: TimelineEntry): void => {
  const entries = unwrapped(timeline.entries) as readonly TimelineEntry[];
  const kept = entries.length < TIMELINE_CAP ? entries : entries.slice(1 - TIMELINE_CAP);
  timeline.entries = [...kept, entry] as Draft<TimelineEntry>[];
};

const actorIn = (
  draft: Draft<AppState>,
  cart: CartOrder,
  userId: string,
  name: string | null,
): Actor => {
  const present = (draft.live.present ?? []).map((diner) => diner.userId);
  const places = tablePlaces(
    cart.userCarts.map((entry) => entry.userId),
    present,
  );
  return { userId, name, place: places.get(userId) ?? null };
};

/** Removals a round took to the kitchen are the round, not anyone's removal. */
const forgetRemovals = (
  timeline: Draft<TimelineState>,
  sentWith: (entry: DishChange) => boolean,
): void => {
  const entries = unwrapped(timeline.entries) as readonly TimelineEntry[];
  const gone = new Set(
    entries.flatMap((entry) => (entry.kind === 'removed' && sentWith(entry) ? [entry.id] : [])),
  );
  if (gone.size === 0) return;
  const undo = unwrapped(timeline.undo) as readonly UndoOffer[];
  timeline.entries = entries.filter((entry) => !gone.has(entry.id)) as Draft<TimelineEntry>[];
  timeline.undo = undo.filter((offer) => !gone.has(offer.id)) as Draft<UndoOffer>[];
};

/** Where a cart change came from, when not from this diner's own write or fetch. */
interface MovedBy {
  /** The live version it was announced at. */
  readonly lv?: number | null;
  /** Who the server says made it (a live message): null for the staff or the server. */
  readonly changedBy?: string | null;
  /** The cart it moved to, when not the confirmed one. */
  readonly after?: CartOrder | null;
}

/**
 * The confirmed cart moved from `before` to the cart now confirmed (a reply, a fetch, a live
 * message at live version `lv`): who added and removed what. What a placement or a staff clear
 * emptied is not a removal; a removal of this diner's own is offered back for UNDO_WINDOW_MS,
 * unless it came while they were placing the order or someone else made it (another diner's
 * placement empties the cart before its round is announced).
 */
export const cartMoved = (
  draft: Draft<AppState>,
  before: CartOrder | null,
  event: Happened,
  movedBy: MovedBy = {},
): void => {
  const lv = movedBy.lv ?? null;
  const after =
    movedBy.after === undefined
      ? unwrapped(draft.cart.confirmed as CartOrder | null)
      : movedBy.after;
  if (before === null || after === null || before === after || before.tableId !== after.tableId)
    return;
  const timeline = timelineOf(draft);
  const cleared = timeline.clearedFrom === before.cartRowVersion;
  timeline.clearedFrom = null;
  const sent = draft.order.placed?.cartRowVersion === after.cartRowVersion;
  const placing = draft.order.placement.status === 'placing';
  const me = cartKeyOf(draft.session);
  const byAnother = movedBy.changedBy !== undefined && movedBy.changedBy !== me;
  cartChanges(before, after).forEach((change, n) => {
    const removed = change.delta < 0;
    if (removed && (sent || cleared)) return;
    const id = `${event.seq}.${n}`;
    const quantity = Math.abs(change.delta);
    push(timeline, {
      id,
      at: event.at,
      kind: removed ? 'removed' : 'added',
      by: actorIn(draft, removed ? before : after, change.userId, change.name),
      productId: change.item.productId,
      dish: change.item.menuName,
      quantity,
      v: after.cartRowVersion,
      lv,
    });
    if (removed && change.userId === me && !placing && !byAnother) {
      const line = newLineOf(change.item, quantity);
      offerBack(timeline, { id, userId: me, line, until: event.at + UNDO_WINDOW_MS }, event.at);
    }
  });
};

/**
 * Offers a removal back, one offer per removal (a round or a staff clear may take some of them
 * away: forgetRemovals). Another removal of a line whose offers are still open starts their 10 s
 * again with its own, so they stay and go together, shown as one ("Removed 3 × Green tea", one
 * Undo puts all three back: `offeredBack` in state.ts); six taps of − had made six rows that
 * pushed the diner's lines off the screen, each undoing one. One held at the button stays held.
 */
const offerBack = (timeline: Draft<TimelineState>, offer: UndoOffer, now: number): void => {
  const undo = unwrapped(timeline.undo) as readonly UndoOffer[];
  const key = mergeKeyOf(offer.line);
  const sibling = (earlier: UndoOffer) =>
    earlier.userId === offer.userId &&
    earlier.until !== null &&
    now < earlier.until &&
    mergeKeyOf(earlier.line) === key;
  timeline.undo = [
    ...undo.map((earlier) => (sibling(earlier) ? { ...earlier, until: offer.until } : earlier)),
    offer,
  ] as Draft<UndoOffer>[];
};

/** This diner cleared their own lines: each is a removal they can undo. */
export const ownLinesCleared = (draft: Draft<AppState>, event: Happened): void => {
  const before = unwrapped(draft.cart.confirmed as CartOrder | null);
  const me = cartKeyOf(draft.session);
  if (before === null) return;
  const after = { ...before, userCarts: before.userCarts.filter((entry) => entry.userId !== me) };
  cartMoved(draft, before, event, { after });
};

/**
 * A round went to the kitchen: this diner's (`order`, the placement's reply) or another's (told
 * live at `lv`, the order not loaded yet: the round after the last one this diner holds).
 */
export const roundSent = (
  draft: Draft<AppState>,
  event: Happened,
  sent:
    | { readonly order: Order; readonly name: string }
    | { readonly lv: number | null; readonly name: string | null; readonly first: boolean },
): void => {
  const timeline = timelineOf(draft);
  let by: Actor;
  let round: number | null;
  if ('order' in sent) {
    const me = cartKeyOf(draft.session);
    const cart = unwrapped(draft.cart.confirmed as CartOrder | null);
    by =
      cart === null || me === null
        ? { userId: me, name: sent.name, place: null }
        : actorIn(draft, cart, me, sent.name);
    round = lastRound(sent.order);
    forgetRemovals(timeline, (entry) => entry.v === sent.order.cartRowVersion);
  } else {
    by = { userId: null, name: sent.name, place: null };
    const held = lastRound(unwrapped(draft.order.placed as Order | null));
    round = sent.first ? 1 : held === null ? null : held + 1;
    forgetRemovals(timeline, (entry) => sent.lv !== null && entry.lv === sent.lv);
  }
  push(timeline, { id: `${event.seq}.0`, at: event.at, kind: 'sent', by, round });
};

/** The table's order as loaded again: what the staff voided since, and a round's removals. */
export const orderLoaded = (
  draft: Draft<AppState>,
  before: Order | null,
  event: Happened,
): void => {
  const after = unwrapped(draft.order.placed as Order | null);
  if (after === null) return;
  const timeline = timelineOf(draft);
  forgetRemovals(timeline, (entry) => entry.v === after.cartRowVersion);
  if (before === null || before.id !== after.id) return;
  const voided = new Map(before.orderItems.map((item) => [String(item.id), item.qtyVoid]));
  after.orderItems.forEach((item, n) => {
    const was = voided.get(String(item.id));
    if (was === undefined || item.qtyVoid <= was) return;
    push(timeline, {
      id: `${event.seq}.${n}`,
      at: event.at,
      kind: 'voided',
      productId: item.productId,
      dish: item.menuName,
      quantity: item.qtyVoid - was,
    });
  });
};

/** The staff cleared the table: one entry, and the emptied cart that follows is that clear. */
export const tableCleared = (draft: Draft<AppState>, event: Happened): void => {
  const timeline = timelineOf(draft);
  timeline.clearedFrom = draft.cart.confirmed?.cartRowVersion ?? null;
  push(timeline, { id: `${event.seq}.0`, at: event.at, kind: 'cleared' });
};

/**
 * This diner gave one of their lines new notes: what they took off it moments ago is offered
 * back with those notes, so Undo puts it back on the line as it is now. With the old notes it
 * came back as a line of its own beside it (a newcomer's walk: 4 → 3 with a new note, then Undo,
 * made 3 and 1).
 */
export const offersFollowNotes = (
  draft: Draft<AppState>,
  edit: { readonly userId: string; readonly lineIndex: number; readonly notes: string },
): void => {
  const items = userCartItems(unwrapped(draft.cart.current as CartOrder | null), edit.userId);
  const edited = items[edit.lineIndex];
  if (edited === undefined) return;
  const key = mergeKeyOf(edited);
  const undo = unwrapped(draft.timeline.undo) as readonly UndoOffer[];
  const follows = (offer: UndoOffer) =>
    offer.userId === edit.userId && mergeKeyOf(offer.line) === key;
  if (!undo.some(follows)) return;
  draft.timeline.undo = undo.map((offer) =>
    follows(offer) ? { ...offer, line: { ...offer.line, notes: edit.notes } } : offer,
  ) as Draft<UndoOffer>[];
};
