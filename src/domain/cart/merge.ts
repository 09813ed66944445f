import type { WebOrderType } from '../model/enums.ts';
import { NEW_LINE_ID } from '../model/ids.ts';
import type { OrderItem } from '../model/order.ts';
import { Money, maxMoney } from '../pricing/money.ts';
import { type MergeKey, type MergeKeySource, mergeKeyOf } from './merge-key.ts';
import { itemTypeFor, type NewCartLine, newOrderItem, nextSort } from './merge-new-line.ts';

export { cleanModifiers, type MergeKey, type MergeKeySource, mergeKeyOf } from './merge-key.ts';
export { itemTypeFor, type NewCartLine, type NewCartModifier } from './merge-new-line.ts';

/** A line's position in the cart: ids cannot tell new lines apart, they all carry '0'. */
export type LineIndex = number;

/**
 * Every edit leaves its input untouched and returns a new array, except when nothing changes:
 * then the input itself comes back, so a caller can spot a no-op by identity.
 */
export type CartItems = readonly OrderItem[];

/**
 * Only lines the kitchen has not seen are merged into, reduced or re-noted: what was sent is on a
 * ticket already, so more of the same dish starts a fresh line, as on a POS.
 */
export function isOpenLine(item: Pick<OrderItem, 'qtySentToKitchen'>): boolean {
  return item.qtySentToKitchen === 0;
}

function findOpen(items: CartItems, key: MergeKey, skip = -1): number {
  return items.findIndex((item, i) => i !== skip && isOpenLine(item) && mergeKeyOf(item) === key);
}

// Decimal arithmetic so that adding then taking away a fractional quantity is exact.
function addQuantity(a: number, b: number): number {
  return new Money(a).plus(b).toNumber();
}

/** A never-saved line disappears; a saved one stays at 0 so the server learns it was removed. */
function retire(items: CartItems, index: number, line: OrderItem): CartItems {
  return line.id === NEW_LINE_ID
    ? items.toSpliced(index, 1)
    : items.with(index, { ...line, quantity: 0 });
}

export function addToCart(items: CartItems, line: NewCartLine, orderType: WebOrderType): CartItems {
  if (!(line.quantity > 0)) {
    return items;
  }
  const index = findOpen(items, mergeKeyOf(line));
  const existing = items[index];
  if (existing === undefined) {
    return [...items, newOrderItem(line, nextSort(items), itemTypeFor(orderType))];
  }
  return items.with(index, {
    ...existing,
    quantity: addQuantity(existing.quantity, line.quantity),
  });
}

function reducibleIndex(items: CartItems, target: LineIndex | MergeKey | MergeKeySource): number {
  const reducible = (item: OrderItem | undefined): item is OrderItem =>
    item !== undefined && isOpenLine(item) && item.quantity > 0;
  if (typeof target === 'number') {
    return reducible(items[target]) ? target : -1;
  }
  const key = typeof target === 'string' ? target : mergeKeyOf(target);
  return items.findIndex((item) => reducible(item) && mergeKeyOf(item) === key);
}

/**
 * Takes `quantity` off one open line: the one at the index, or the first with the key that still
 * has some. A larger reduction stops at 0 rather than spilling onto another line.
 */
export function reduceInCart(
  items: CartItems,
  target: LineIndex | MergeKey | MergeKeySource,
  quantity: number,
): CartItems {
  const index = reducibleIndex(items, target);
  const line = items[index];
  if (line === undefined || !(quantity > 0)) {
    return items;
  }
  const remaining = maxMoney(0, new Money(line.quantity).minus(quantity)).toNumber();
  return remaining === 0
    ? retire(items, index, line)
    : items.with(index, { ...line, quantity: remaining });
}

/**
 * New notes can give a line the key of another open line; they are then one dish, so the edited
 * line folds its quantity into that line and retires, as if removed and added again.
 */
export function editLineNotes(
  items: CartItems,
  target: LineIndex | MergeKey,
  notes: string,
): CartItems {
  const index = typeof target === 'number' ? target : findOpen(items, target);
  const line = items[index];
  if (line === undefined || !isOpenLine(line) || line.notes === notes) {
    return items;
  }
  const edited = { ...line, notes };
  const twinIndex = findOpen(items, mergeKeyOf(edited), index);
  const twin = items[twinIndex];
  if (twin === undefined) {
    return items.with(index, edited);
  }
  const merged = items.with(twinIndex, {
    ...twin,
    quantity: addQuantity(twin.quantity, line.quantity),
  });
  return retire(merged, index, line);
}
