import { mergeKeyOf } from '../cart/merge-key.ts';
import type { NewCartLine } from '../cart/merge-new-line.ts';

/** Who did something, as the table called them then: a first name, or a place ("Guest 2"). */
export interface Actor {
  /** Their key in the table's cart; null when only a name is known (another diner's round). */
  readonly userId: string | null;
  readonly name: string | null;
  readonly place: number | null;
}

interface Stamp {
  /** `{seq}.{n}`: the event it came from, and its place among what that event did. */
  readonly id: string;
  readonly at: number;
}

/** A dish, by menu product (named in the reader's language) and as the line was named then. */
interface Dish {
  readonly productId: string;
  readonly dish: string;
  readonly quantity: number;
}

/**
 * What happened at the table, as this diner's log tells it (docs/ui.md, "The table's timeline"):
 * dishes added and removed by whom, rounds sent, the staff's voids and clears.
 */
export type TimelineEntry = Stamp &
  (
    | (Dish & {
        readonly kind: 'added' | 'removed';
        readonly by: Actor;
        /** The cart's version after the change, and the table's live version when told live. */
        readonly v: number;
        readonly lv: number | null;
      })
    | { readonly kind: 'sent'; readonly by: Actor; readonly round: number | null }
    | (Dish & { readonly kind: 'voided' })
    | { readonly kind: 'cleared' }
  );

/** A removal of this diner's own that one tap can undo: the line to add again, until when. */
export interface UndoOffer {
  readonly id: string;
  readonly userId: string;
  readonly line: NewCartLine;
  /** The offer's end, in event time; null while the diner holds it (at the button). */
  readonly until: number | null;
}

export interface TimelineState {
  readonly tableId: string | null;
  /** Oldest first, the newest TIMELINE_CAP. */
  readonly entries: readonly TimelineEntry[];
  readonly undo: readonly UndoOffer[];
  /** The cart version a staff clear emptied: the next cart's removals are that clear. */
  readonly clearedFrom: number | null;
}

export const initialTimelineState: TimelineState = {
  tableId: null,
  entries: [],
  undo: [],
  clearedFrom: null,
};

export const TIMELINE_CAP = 100;

/** How long a removal can be undone with one tap (issue 16), in event time. */
export const UNDO_WINDOW_MS = 10_000;

/** The offers still open at `now` (the fold's time: the newest event's). */
export const openUndos = (timeline: TimelineState, now: number): readonly UndoOffer[] =>
  timeline.undo.filter((offer) => offer.until === null || now < offer.until);

/**
 * A diner's removals of one line still offered back, shown and undone as one: `id` is the first
 * removal's (the row keeps it as the offer grows), `newest` the last one's (the table sheet shows
 * the Undo beside that entry), `ids` all of them; `line` carries their quantities summed.
 */
export interface OfferedBack extends UndoOffer {
  readonly newest: string;
  readonly ids: readonly string[];
}

/** This diner's open offers, one per line removed (operations.ts, offerBack), oldest first. */
export const offeredBack = (
  timeline: TimelineState,
  now: number,
  userId: string | null,
): readonly OfferedBack[] => {
  const groups = new Map<string, OfferedBack>();
  for (const offer of openUndos(timeline, now)) {
    if (offer.userId !== userId) continue;
    const key = mergeKeyOf(offer.line);
    const group = groups.get(key);
    groups.set(
      key,
      group === undefined
        ? { ...offer, newest: offer.id, ids: [offer.id] }
        : {
            ...group,
            newest: offer.id,
            ids: [...group.ids, offer.id],
            line: { ...group.line, quantity: group.line.quantity + offer.line.quantity },
            until:
              group.until === null || offer.until === null
                ? null
                : Math.max(group.until, offer.until),
          },
    );
  }
  return [...groups.values()];
};
