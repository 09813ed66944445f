import { unsharedEntries } from '../cart/state.ts';
import type { CartOrder, OrderItem, UserCart } from '../model/order.ts';

/** One line's change between two carts of a table: whose, which, by how much (+ added). */
export interface LineChange {
  readonly userId: string;
  readonly name: string | null;
  readonly item: OrderItem;
  readonly delta: number;
}

const goneIds = (entries: readonly UserCart[]): Set<string> =>
  new Set(entries.flatMap((entry) => entry.invalidOrderItems.map((item) => String(item.id))));

const linesById = (entries: readonly UserCart[]) => {
  const lines = new Map<string, Omit<LineChange, 'delta'>>();
  for (const entry of entries) {
    for (const item of entry.orderItems) {
      lines.set(String(item.id), { userId: entry.userId, name: entry.userName ?? null, item });
    }
  }
  return lines;
};

/**
 * What changed from one server cart to the next, line by line (the server gives every saved line
 * its id). A line that only moved to another diner's entry (lines carried over at login), out to
 * the lines the POS could not keep (sold out), or back from them (on sale again) is no one's
 * addition or removal. Only the diner a
 * line belongs to changes it (the server refuses anyone else), so the change is theirs.
 */
export const cartChanges = (before: CartOrder, after: CartOrder): LineChange[] => {
  const changed = unsharedEntries(before, after);
  const old = linesById(changed.before);
  const now = linesById(changed.after);
  const movedOut = goneIds(changed.after);
  const cameBack = goneIds(changed.before);
  const changes: LineChange[] = [];
  for (const [id, was] of old) {
    const is = now.get(id);
    const delta = (is?.item.quantity ?? 0) - was.item.quantity;
    if (delta !== 0 && !(is === undefined && movedOut.has(id))) {
      changes.push({ ...(is ?? was), delta });
    }
  }
  for (const [id, is] of now) {
    if (!old.has(id) && !cameBack.has(id)) changes.push({ ...is, delta: is.item.quantity });
  }
  return changes;
};
