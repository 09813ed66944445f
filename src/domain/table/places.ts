import type { AuthorLabel } from '../order/line-authors.ts';

/** A diner at the table as the server's presence names them (docs/live-hub.md, "Presence"). */
export interface PresentDiner {
  /** Their key in the table's cart: a member's id, else their seat's diner id. */
  readonly userId: string;
  /** Their first name; null for someone who has not given one. */
  readonly name: string | null;
}

/**
 * Each diner's place at the table (1 = first), the same on every phone: the order of the
 * table's cart (userCarts: the first to add a dish is first), then whoever is present with no
 * lines yet, in the order they came (the server's presence list). A diner without a name is
 * "Guest {place}" everywhere: the header, the cart, the timeline.
 */
export const tablePlaces = (
  cartUserIds: readonly string[],
  presentUserIds: readonly string[] = [],
): ReadonlyMap<string, number> => {
  const places = new Map<string, number>();
  for (const userId of [...cartUserIds, ...presentUserIds]) {
    if (!places.has(userId)) places.set(userId, places.size + 1);
  }
  return places;
};

/** How a diner is called: their first name, or "Guest {place}". */
export const dinerLabel = (name: string | null | undefined, place: number): AuthorLabel =>
  name !== undefined && name !== null && name.trim() !== ''
    ? { kind: 'named', name: name.trim() }
    : { kind: 'guest', number: place };
