import { itemTypeFor } from '../../src/domain/cart/merge.ts';
import { MAX_LINE_QUANTITY } from '../../src/domain/cart/line-limits.ts';
import { ItemMode, type Locale, WebOrderType } from '../../src/domain/model/enums.ts';
import type { CartOrder, OrderItem } from '../../src/domain/model/order.ts';
import { ApiError } from '../http/api-error.ts';
import { message } from '../http/messages.ts';
import { pointsNeedMember } from '../orders/points-errors.ts';
import { SeatCode } from '../seats/codes.ts';
import { MAX_DINERS_PER_TABLE, MAX_TABLE_LINES } from '../seats/limits.ts';
import { addItAgain, cartUpdated, itemUnavailable, weightOutOfRange } from './codes.ts';
import { choiceOf } from './line-choice.ts';
import type { Menu } from './menu.ts';
import { mergeByKey, settleIds } from './merge-lines.ts';
import { resolveLine } from './resolve-line.ts';
import type { LineInput } from './schema.ts';
import { type CartRow, nextEntryVersions, type StoredUserCart } from './store.ts';
import type { TableRow } from './table.ts';

/** One diner's cart write (POST /api/shoppingCart), as the route hands it over. */
export interface CartWrite {
  readonly table: TableRow;
  /** The seat's table session: the write holds only while it is the table's (docs/security.md). */
  readonly seatEpoch: number;
  readonly userId: string;
  /** The diner is a registered member: a visitor or a name-only guest has no points to spend. */
  readonly byMember: boolean;
  readonly cartRowVersion: number;
  readonly lines: readonly LineInput[];
  readonly locale: Locale;
  readonly now: number;
}

/** Why a write is refused; the ones marked with the cart carry the table's cart as data. */
export type Refusal =
  | 'cartUpdated'
  | 'itemUnavailable'
  | 'addItAgain'
  | 'weightOutOfRange'
  | 'quantityTooLarge'
  | 'tableCartFull'
  | 'tooManyDiners'
  | 'pointsNeedMember';

/** The cart row the write leaves: every diner's lines, and whose entries it changed. */
export interface PlannedLines {
  readonly userCarts: readonly StoredUserCart[];
  readonly entryVersions: Readonly<Record<string, number>>;
}

export type Plan =
  | { readonly kind: 'write'; readonly lines: PlannedLines }
  | { readonly kind: 'refuse'; readonly refusal: Refusal };

/** The §8 (or 40xx) error of a refusal; `cart` is the table's cart the reply carries. */
export const refusalError = (refusal: Refusal, cart: CartOrder, locale: Locale): ApiError => {
  switch (refusal) {
    case 'cartUpdated':
      return cartUpdated(cart);
    case 'itemUnavailable':
      return itemUnavailable(cart);
    case 'addItAgain':
      return addItAgain(cart);
    case 'weightOutOfRange':
      return weightOutOfRange();
    case 'quantityTooLarge':
      return new ApiError(400, 'badRequest', 400, null, message('quantityTooLarge', locale));
    case 'tableCartFull':
    case 'tooManyDiners':
      return new ApiError(SeatCode.cartFull, refusal, 409);
    case 'pointsNeedMember':
      return pointsNeedMember(locale);
  }
};

/**
 * A write based on an older version still holds when nothing it rests on moved: the writer
 * names only their own lines, so other diners' writes since are no reason to refuse it (the
 * server rebases it, as the worker rebases its pending edits). It loses when the writer's own
 * entry changed since (the same member on two phones) or a placement or staff clear emptied
 * the table since.
 */
export const writeStillHolds = (row: CartRow, userId: string, basedOn: number): boolean =>
  basedOn === row.row_version ||
  (basedOn < row.row_version &&
    basedOn >= row.reset_version &&
    (row.entry_versions[userId] ?? 0) <= basedOn);

const highestSort = (row: CartRow): number =>
  Math.max(0, ...row.user_carts.flatMap((entry) => entry.orderItems.map((item) => item.sort)));

/** The diner's lines priced from the menu; one misfit refuses the whole write. */
const resolveAll = (
  write: CartWrite,
  row: CartRow,
  menu: Menu,
): { readonly items: OrderItem[] } | { readonly refusal: Refusal } => {
  const context = {
    locale: write.locale,
    itemType: itemTypeFor(row.order_type ?? WebOrderType.DineIn),
    orderId: '0',
  };
  const items: OrderItem[] = [];
  let changed = false;
  for (const line of write.lines) {
    if (line.quantity <= 0) continue;
    const resolved = resolveLine(choiceOf(line), menu.get(line.productId), context);
    if (resolved.ok) items.push(resolved.item);
    else if (resolved.reason === 'weight') return { refusal: 'weightOutOfRange' };
    else if (resolved.reason === 'unavailable') return { refusal: 'itemUnavailable' };
    else changed = true;
  }
  return changed ? { refusal: 'addItAgain' } : { items };
};

const replaceEntry = (row: CartRow, entry: StoredUserCart): StoredUserCart[] => {
  const known = row.user_carts.some((e) => e.userId === entry.userId);
  const userCarts = known
    ? row.user_carts.map((e) => (e.userId === entry.userId ? entry : e))
    : [...row.user_carts, entry];
  // A diner with nothing left has no entry, so userCarts lists only diners with lines.
  return userCarts.filter((e) => e.orderItems.length > 0);
};

const lineCount = (carts: readonly StoredUserCart[]) =>
  carts.reduce((sum, entry) => sum + entry.orderItems.length, 0);

/**
 * A table's cart stays one a placement accepts (server/seats/limits.ts): a diner may always
 * remove lines, but not grow the table past its lines or add a diner past its seats.
 */
const limitRefusal = (
  row: CartRow,
  userCarts: readonly StoredUserCart[],
  userId: string,
): Refusal | null => {
  const after = lineCount(userCarts);
  if (after > MAX_TABLE_LINES && after > lineCount(row.user_carts)) return 'tableCartFull';
  const isNewDiner = !row.user_carts.some((entry) => entry.userId === userId);
  if (isNewDiner && userCarts.length > MAX_DINERS_PER_TABLE) return 'tooManyDiners';
  return null;
};

/**
 * POST /api/shoppingCart's rules, decided on one cart row and one menu: the writer's entry is
 * replaced, never another's; a write based on a cart its writer's own entry has moved on from
 * loses with 66666; every line is priced from the menu; the table's limits hold. New lines get
 * ids from `newId` and go last. Whoever calls this must make sure the row and the menu were the
 * database's when the plan is stored or a refusal answered (write.ts does).
 */
export const planWrite = async (
  row: CartRow,
  write: CartWrite,
  menu: Menu,
  newId: () => Promise<string>,
): Promise<Plan> => {
  const refuse = (refusal: Refusal): Plan => ({ kind: 'refuse', refusal });
  if (!writeStillHolds(row, write.userId, write.cartRowVersion)) return refuse('cartUpdated');
  const resolved = resolveAll(write, row, menu);
  if ('refusal' in resolved) return refuse(resolved.refusal);
  const merged = mergeByKey(resolved.items);
  if (merged.some((item) => item.quantity > MAX_LINE_QUANTITY)) return refuse('quantityTooLarge');
  // The round's points come out of the placer's balance: a point dish is a member's to add, as
  // the app has it (a visitor logs in first), so nobody seated can put one on a member's bill.
  if (!write.byMember && merged.some((item) => item.mode === ItemMode.PointExchange))
    return refuse('pointsNeedMember');
  const stored = row.user_carts.find((entry) => entry.userId === write.userId)?.orderItems ?? [];
  // The limits count lines, which the ids settled next do not change.
  const counted = replaceEntry(row, { userId: write.userId, orderItems: merged });
  const overLimit = limitRefusal(row, counted, write.userId);
  if (overLimit !== null) return refuse(overLimit);
  const orderItems = await settleIds(newId, merged, stored, highestSort(row));
  const userCarts = replaceEntry(row, { userId: write.userId, orderItems });
  return { kind: 'write', lines: { userCarts, entryVersions: nextEntryVersions(row, userCarts) } };
};
