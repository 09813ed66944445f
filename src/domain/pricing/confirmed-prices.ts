import { mergeKeyOf } from '../cart/merge-key.ts';
import type { CartOrder, OrderItem } from '../model/order.ts';

/** A line's unit price as the diner sees it: the dish and each chosen modifier. */
const unitPriceOf = (line: OrderItem): string =>
  JSON.stringify([line.price, line.orderItemModifiers.map((modifier) => modifier.price).sort()]);

const linesOf = (cart: CartOrder): OrderItem[] =>
  cart.userCarts.flatMap((entry) => [...entry.orderItems]);

/**
 * Whether the server priced a dish differently from the cart the diner was shown: a line with
 * the same dish and choices (merge key) at another unit price. Lines only one side holds (a
 * peer's addition meanwhile) are not a price change. Used before placing (docs/offline.md): a
 * cart edited offline, from a menu cached days ago, is never placed at prices nobody saw.
 */
export const pricesChanged = (shown: CartOrder | null, confirmed: CartOrder | null): boolean => {
  if (shown === null || confirmed === null) return false;
  const seen = new Map<string, string>();
  for (const line of linesOf(shown)) seen.set(mergeKeyOf(line), unitPriceOf(line));
  return linesOf(confirmed).some((line) => {
    const before = seen.get(mergeKeyOf(line));
    return before !== undefined && before !== unitPriceOf(line);
  });
};
