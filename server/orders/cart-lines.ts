import { itemTypeFor, mergeKeyOf } from '../../src/domain/cart/merge.ts';
import { type Locale, WebOrderType } from '../../src/domain/model/enums.ts';
import type { LineAuthor, OrderItem } from '../../src/domain/model/order.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { choiceOf } from '../cart/line-choice.ts';
import type { Menu } from '../cart/menu.ts';
import { resolveLine } from '../cart/resolve-line.ts';
import type { LineInput } from '../cart/schema.ts';
import type { CartRow, StoredUserCart } from '../cart/store.ts';

export interface TableLines {
  /** Every diner's lines that still fit the menu, priced today, in the order they were added. */
  readonly lines: readonly OrderItem[];
  /** The §8 code of the first misfit: 2025 when something is gone, else 1997; null when none. */
  readonly problem: 2025 | 1997 | null;
  /** The diners' entries without the misfits: what the cart holds once they are taken out. */
  readonly kept: readonly StoredUserCart[];
}

/**
 * The table's lines for a round, each stamped with the diner whose cart it came from (`names`:
 * the first names of diners who gave one), so the kitchen and the bill can say who ordered what.
 */
export const tableLines = (
  row: CartRow,
  menu: Menu,
  locale: Locale,
  names: ReadonlyMap<string, string> = new Map(),
): TableLines => {
  const context = {
    locale,
    itemType: itemTypeFor(row.order_type ?? WebOrderType.DineIn),
    orderId: '0',
  };
  let problem: TableLines['problem'] = null;
  const lines: OrderItem[] = [];
  const kept = row.user_carts.map((entry) => ({
    userId: entry.userId,
    orderItems: entry.orderItems.filter((stored) => {
      const resolved = resolveLine(choiceOf(stored), menu.get(stored.productId), context);
      if (resolved.ok) lines.push({ ...resolved.item, addedBy: authorOf(entry.userId, names) });
      else if (resolved.reason === 'unavailable') problem = 2025;
      else problem ??= 1997;
      return resolved.ok;
    }),
  }));
  return {
    lines: lines.sort((a, b) => a.sort - b.sort),
    problem,
    kept: kept.filter((entry) => entry.orderItems.length > 0),
  };
};

const authorOf = (userId: string, names: ReadonlyMap<string, string>): LineAuthor => {
  const name = names.get(userId);
  return name === undefined || name === '' ? { userId } : { userId, name };
};

type Keyed = Pick<LineInput, 'productId' | 'quantity' | 'notes' | 'orderItemModifiers'>;

// Category is left out: a client's line carries whatever category it was shown under.
const quantitiesByKey = (lines: readonly Keyed[]): Map<string, string> => {
  const totals = new Map<string, Money>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const key = mergeKeyOf({
      productId: line.productId,
      categoryId: '',
      notes: line.notes ?? '',
      orderItemModifiers: line.orderItemModifiers ?? [],
    });
    totals.set(key, (totals.get(key) ?? new Money(0)).plus(line.quantity));
  }
  return new Map([...totals].map(([key, total]) => [key, total.toString()]));
};

/** The client's lines must be the cart's: the same dishes in the same quantities. */
export const sameLines = (sent: readonly Keyed[], cart: readonly Keyed[]): boolean => {
  const a = quantitiesByKey(sent);
  const b = quantitiesByKey(cart);
  return a.size === b.size && [...a].every(([key, quantity]) => b.get(key) === quantity);
};
