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

/** A diner's priced lines, or the lines the POS moved out of the total (sold out). */
type Standing = 'priced' | 'gone';

const linesOf = (entry: UserCart, standing: Standing): readonly OrderItem[] =>
  standing === 'priced' ? entry.orderItems : entry.invalidOrderItems;

const tallyLines = (entries: readonly UserCart[], standing: Standing): Map<string, Tally> => {
  const tallies = new Map<string, Tally>();
  for (const userCart of entries) {
    for (const item of linesOf(userCart, standing)) {
      const key = `${userCart.userId}${SEPARATOR}${mergeKeyOf(item)}`;
      const seen = tallies.get(key);
      const quantity = plus(seen?.quantity ?? 0, item.quantity);
      tallies.set(key, { userId: userCart.userId, name: seen?.name ?? item.menuName, quantity });
    }
  }
  return tallies;
};

/**
 * How one diner's quantity of one dish changed: on their priced lines (`priced`), on the lines no
 * longer available (`gone`), or moved between the two (`soldOut`, `backOnSale`), which is
 * nobody's addition or removal.
 */
export interface LineDelta {
  readonly userId: string;
  readonly name: string;
  readonly change: number;
  readonly key: string;
  readonly kind: 'priced' | 'gone' | 'soldOut' | 'backOnSale';
}

const KIND_ORDER: readonly LineDelta['kind'][] = ['priced', 'soldOut', 'backOnSale', 'gone'];

const byDinerThenDish = (a: LineDelta, b: LineDelta): number => {
  if (a.userId !== b.userId) return a.userId < b.userId ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
};

type Change = Omit<LineDelta, 'kind'>;

const changesOf = (
  before: readonly UserCart[],
  after: readonly UserCart[],
  standing: Standing,
): Map<string, Change> => {
  const old = tallyLines(before, standing);
  const now = tallyLines(after, standing);
  const changes = new Map<string, Change>();
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    const change = plus(b?.quantity ?? 0, -(a?.quantity ?? 0));
    const tally = b ?? a;
    if (change !== 0 && tally) {
      changes.set(key, { userId: tally.userId, name: tally.name, change, key });
    }
  }
  return changes;
};

/**
 * What changed in quantities from one cart to another, in a fixed order (diner, dish name, key).
 * As much of a dish going from a diner's priced lines to their gone ones is the dish sold out,
 * and the other way back on sale; what is left over is told on its own.
 */
export const lineDeltas = (before: CartOrder | null, after: CartOrder | null): LineDelta[] => {
  if (before === after) return [];
  const changed = unsharedEntries(before, after);
  const priced = changesOf(changed.before, changed.after, 'priced');
  const gone = changesOf(changed.before, changed.after, 'gone');
  const deltas: LineDelta[] = [];
  for (const [key, move] of gone) {
    const other = priced.get(key);
    if (other !== undefined && other.change === -move.change) {
      priced.delete(key);
      deltas.push(
        move.change > 0 ? { ...move, kind: 'soldOut' } : { ...other, kind: 'backOnSale' },
      );
    } else {
      deltas.push({ ...move, kind: 'gone' });
    }
  }
  for (const change of priced.values()) deltas.push({ ...change, kind: 'priced' });
  return deltas.sort(byDinerThenDish);
};

const signed = (change: number): string => `${change > 0 ? '+' : ''}${String(change)}`;

/**
 * `+2 Pork dumplings (diner-a)`; `1 Beef noodles (hana) sold out`, `… back on sale`; a gone line
 * that came or went on its own: `-1 Beef noodles (hana), no longer available`.
 */
export const formatDelta = ({ change, name, userId, kind }: LineDelta): string => {
  switch (kind) {
    case 'priced':
      return `${signed(change)} ${name} (${userId})`;
    case 'soldOut':
      return `${String(change)} ${name} (${userId}) sold out`;
    case 'backOnSale':
      return `${String(change)} ${name} (${userId}) back on sale`;
    case 'gone':
      return `${signed(change)} ${name} (${userId}), no longer available`;
  }
};

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
