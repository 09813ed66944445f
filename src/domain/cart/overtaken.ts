import type { CartOrder, Order, OrderItem } from '../model/order.ts';
import { takenSince } from '../order/rounds.ts';
import { isOpenLine, mergeKeyOf } from './merge.ts';
import { applyCartEdit } from './rebase.ts';
import { sameLines } from './same-lines.ts';
import { type PendingCartEdit, userCartItems } from './state.ts';

/**
 * A removal, a lower quantity or a note change of a line the server held, whose line it no
 * longer holds.
 */
export interface LostRemoval {
  /** The dish as the order knows it too: a placed line is filed under the server's category. */
  readonly dish: string;
  /** Its name as the cart showed it. */
  readonly name: string;
}

const dishOf = (line: OrderItem): string => mergeKeyOf({ ...line, categoryId: '' });

/** The same dishes in the same quantities, a placed line's category (the server's) aside. */
export const sameDishes = (a: readonly OrderItem[], b: readonly OrderItem[]): boolean =>
  sameLines(
    a.map((line) => ({ ...line, categoryId: '' })),
    b.map((line) => ({ ...line, categoryId: '' })),
  );

const dishesOf = (lines: readonly OrderItem[]): Set<string> =>
  new Set(lines.filter((line) => line.quantity > 0).map(dishOf));

/** The line a reduce meant, as cart/rebase.ts finds it: at its index, else by its key. */
const lineMeant = (
  items: readonly OrderItem[],
  lineIndex: number,
  lineKey: string | undefined,
): OrderItem | undefined => {
  const at = items[lineIndex];
  if (at !== undefined && (lineKey === undefined || mergeKeyOf(at) === lineKey)) return at;
  if (lineKey === undefined) return undefined;
  return items.find((item) => isOpenLine(item) && mergeKeyOf(item) === lineKey);
};

/**
 * The diner's pending reductions and note changes of lines the server had (`confirmed`) that
 * the server's newer cart no longer holds among their lines. The server empties a diner's entry
 * behind their back only when it places it or clears it, so each is a change that came too late
 * for its line: the replay on that cart finds nothing to change. A removal of a line still there merges as any
 * edit does and is not one of these, nor is one of a line added since (never on the server).
 */
export const lostRemovals = (
  confirmed: CartOrder,
  server: CartOrder,
  pending: readonly PendingCartEdit[],
  me: string,
): LostRemoval[] => {
  const had = dishesOf(userCartItems(confirmed, me));
  const holds = dishesOf(userCartItems(server, me));
  const lost = new Map<string, string>();
  let running = confirmed;
  for (const edit of pending) {
    const changes = edit.type === 'CartItemReduced' || edit.type === 'CartItemNotesEdited';
    if (changes && edit.payload.userId === me) {
      const { lineIndex, lineKey } = edit.payload;
      const line = lineMeant(userCartItems(running, me), lineIndex, lineKey);
      const dish = line === undefined ? null : dishOf(line);
      if (line !== undefined && dish !== null && had.has(dish) && !holds.has(dish)) {
        lost.set(dish, line.menuName);
      }
    }
    running = applyCartEdit(running, edit);
  }
  return [...lost].map(([dish, name]) => ({ dish, name }));
};

/**
 * The names of the lost changes whose dish a round placed since the change went (`mark`,
 * roundsMark then) holds from this diner: a placement took the line before the change reached
 * the server, so it was ordered after all, however many rounds followed it. One cleared away (a
 * staff clear) is in no new round, and is gone as the diner wanted.
 */
export const orderedAnyway = (
  lost: readonly LostRemoval[],
  order: Order | null,
  me: string,
  mark: string | null,
): string[] => {
  if (lost.length === 0) return [];
  const placed = dishesOf(takenSince(order, mark, me) ?? []);
  return [...new Set(lost.filter((removal) => placed.has(removal.dish)).map(({ name }) => name))];
};
