import { mergeKeyOf } from '../../src/domain/cart/merge.ts';
import type { CartOrder, OrderItem } from '../../src/domain/model/order.ts';
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

const tallyLines = (cart: CartOrder): Map<string, Tally> => {
  const tallies = new Map<string, Tally>();
  for (const userCart of cart.userCarts) {
    for (const item of userCart.orderItems) {
      const key = `${userCart.userId}${SEPARATOR}${mergeKeyOf(item)}`;
      const seen = tallies.get(key);
      const quantity = plus(seen?.quantity ?? 0, item.quantity);
      tallies.set(key, { userId: userCart.userId, name: seen?.name ?? item.menuName, quantity });
    }
  }
  return tallies;
};

const tallied = new WeakMap<CartOrder, ReadonlyMap<string, Tally>>();

/** Quantities per (diner, dish): the dish is the cart-merge key (product, category, notes, modifiers). */
export const tallyCart = (cart: CartOrder | null): ReadonlyMap<string, Tally> => {
  if (cart === null) return new Map();
  // A cart is summarised as the state after one step and again as the state before the next.
  let tallies = tallied.get(cart);
  if (tallies === undefined) tallied.set(cart, (tallies = tallyLines(cart)));
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
  const old = tallyCart(before);
  const now = tallyCart(after);
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
