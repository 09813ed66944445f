import type { OrderItem } from '../model/order.ts';
import { mergeKeyOf } from './merge-key.ts';

type Keyed = Pick<
  OrderItem,
  'productId' | 'categoryId' | 'notes' | 'orderItemModifiers' | 'quantity'
>;

const quantities = (lines: readonly Keyed[]): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const key = mergeKeyOf(line);
    totals.set(key, (totals.get(key) ?? 0) + line.quantity);
  }
  return totals;
};

/** The same dishes (by merge key) in the same quantities, whatever their order or ids. */
export const sameLines = (a: readonly Keyed[], b: readonly Keyed[]): boolean => {
  const left = quantities(a);
  const right = quantities(b);
  return left.size === right.size && [...left].every(([key, count]) => right.get(key) === count);
};
