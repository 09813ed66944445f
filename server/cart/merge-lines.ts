import { type MergeKey, mergeKeyOf } from '../../src/domain/cart/merge.ts';
import type { OrderItem } from '../../src/domain/model/order.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { withAmount } from './resolve-line.ts';

/** Lines with one merge key are one dish: the first keeps its place, the rest add to it. */
export const mergeByKey = (items: readonly OrderItem[]): OrderItem[] => {
  const at = new Map<MergeKey, number>();
  const merged: OrderItem[] = [];
  for (const item of items) {
    const key = mergeKeyOf(item);
    const index = at.get(key);
    const existing = index === undefined ? undefined : merged[index];
    if (index === undefined || existing === undefined) {
      at.set(key, merged.length);
      merged.push(item);
    } else {
      const quantity = new Money(existing.quantity).plus(item.quantity).toNumber();
      merged[index] = withAmount({ ...existing, quantity });
    }
  }
  return merged;
};

/**
 * A line keeps its id (and its place) only when it is one of this diner's stored lines; anything
 * else, new lines and ids a client made up alike, gets a fresh id and goes last in the cart.
 */
export const settleIds = async (
  newId: () => Promise<string>,
  items: readonly OrderItem[],
  stored: readonly OrderItem[],
  highestSort: number,
): Promise<OrderItem[]> => {
  const storedById = new Map(stored.map((item) => [item.id, item]));
  const used = new Set<string>();
  let sort = highestSort;
  const settled: OrderItem[] = [];
  for (const item of items) {
    const previous = storedById.get(item.id);
    if (previous !== undefined && !used.has(item.id)) {
      used.add(item.id);
      settled.push({ ...item, sort: previous.sort });
    } else {
      sort += 1;
      settled.push({ ...item, id: await newId(), sort });
    }
  }
  return settled;
};
