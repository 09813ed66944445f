import { mergeKeyOf } from '../../src/domain/cart/merge.ts';
import { unsharedEntries } from '../../src/domain/cart/state.ts';
import type { CartOrder, OrderItem, UserCart } from '../../src/domain/model/order.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { stableJson } from './format.ts';

/** How much of one dish one diner has in the cart, whatever lines it is spread over. */
export interface Tally {
  readonly userId: string;
  readonly name: string;
  readonly quantity: number;
}

const SEPARATOR = '\u0000';

/** Exact for fractional (weighed) quantities too; whole numbers skip the decimal arithmetic. */
const plus = (a: number, b: number): number =>
  Number.isInteger(a) && Number.isInteger(b) ? a + b : new Money(a).plus(b).toNumber();

const tallyLines = (entries: readonly UserCart[]): Map<string, Tally> => {
  const tallies = new Map<string, Tally>();
  for (const userCart of entries) {
    for (const item of userCart.orderItems) {
      const key = `${userCart.userId}${SEPARATOR}${mergeKeyOf(item)}`;
      const seen = tallies.get(key);
      const quantity = plus(seen?.quantity ?? 0, item.quantity);
      tallies.set(key, { userId: userCart.userId, name: seen?.name ?? item.menuName, quantity });
    }
  }
  return tallies;
};

export interface LineDelta {
  readonly userId: string;
  readonly name: string;
  readonly change: number;
  readonly key: string;
}

const byDinerThenDish = (a: LineDelta, b: LineDelta): number => {
  if (a.userId !== b.userId) return a.userId < b.userId ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
};

/** What changed in quantities from one cart to another, in a fixed order (diner, dish name, key). */
export const lineDeltas = (before: CartOrder | null, after: CartOrder | null): LineDelta[] => {
  if (before === after) return [];
  const changed = unsharedEntries(before, after);
  const old = tallyLines(changed.before);
  const now = tallyLines(changed.after);
  const deltas: LineDelta[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    const change = plus(b?.quantity ?? 0, -(a?.quantity ?? 0));
    const tally = b ?? a;
    if (change !== 0 && tally) deltas.push({ userId: tally.userId, name: tally.name, change, key });
  }
  return deltas.sort(byDinerThenDish);
};

/** `+2 Pork dumplings (diner-a)`. */
export const formatDelta = ({ change, name, userId }: LineDelta): string =>
  `${change > 0 ? '+' : ''}${String(change)} ${name} (${userId})`;

const lineFacts = (item: OrderItem) => [mergeKeyOf(item), item.quantity, item.qtySentToKitchen];

/**
 * What two diners must agree on for their carts to count as the same: per diner (userId), the
 * lines by merge key, quantity and quantity sent to the kitchen, in any order. Line ids, sort,
 * prices, lastOperateTime and updateAt are the server's bookkeeping and are left out, as are
 * lines at quantity 0 and diners with no lines.
 */
export const canonicalCart = (cart: CartOrder | null): string => {
  if (cart === null) return 'null';
  const users = cart.userCarts
    .map((userCart) => ({
      userId: userCart.userId,
      lines: userCart.orderItems
        .filter((item) => item.quantity !== 0)
        .map((item) => stableJson(lineFacts(item)))
        .sort(),
    }))
    .filter((user) => user.lines.length > 0)
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return stableJson(users);
};
