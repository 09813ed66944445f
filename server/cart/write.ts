import { itemTypeFor } from '../../src/domain/cart/merge.ts';
import { type Locale, WebOrderType } from '../../src/domain/model/enums.ts';
import type { CartOrder, OrderItem } from '../../src/domain/model/order.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { addItAgain, cartUpdated, itemUnavailable, weightOutOfRange } from './codes.ts';
import { choiceOf } from './line-choice.ts';
import { mergeByKey, settleIds } from './merge-lines.ts';
import { loadMenu } from './menu.ts';
import { message } from '../http/messages.ts';
import { viewCart } from './present.ts';
import { resolveLine } from './resolve-line.ts';
import { MAX_LINE_QUANTITY } from '../../src/domain/cart/line-limits.ts';
import type { LineInput } from './schema.ts';
import { type CartRow, lockCart, saveLines, type StoredUserCart } from './store.ts';
import type { TableRow } from './table.ts';
import { SeatCode } from '../seats/codes.ts';
import { MAX_DINERS_PER_TABLE, MAX_TABLE_LINES } from '../seats/limits.ts';

export interface CartWrite {
  readonly table: TableRow;
  readonly userId: string;
  readonly cartRowVersion: number;
  readonly lines: readonly LineInput[];
  readonly locale: Locale;
  readonly now: number;
}

/** A committed cart change: the reply, and the table's live version it made (its notice). */
export interface CartWritten {
  readonly cart: CartOrder;
  readonly liveVersion: number;
}

const highestSort = (row: CartRow): number =>
  Math.max(0, ...row.user_carts.flatMap((entry) => entry.orderItems.map((item) => item.sort)));

/** The diner's lines priced from the menu; one misfit refuses the whole write. */
const resolveAll = async (tx: Queryable, write: CartWrite, row: CartRow): Promise<OrderItem[]> => {
  const wanted = write.lines.filter((line) => line.quantity > 0);
  const menu = await loadMenu(
    tx,
    write.table.merchant_id,
    wanted.map((line) => line.productId),
  );
  const context = {
    locale: write.locale,
    itemType: itemTypeFor(row.order_type ?? WebOrderType.DineIn),
    orderId: '0',
  };
  const items: OrderItem[] = [];
  let changed = false;
  for (const line of wanted) {
    const resolved = resolveLine(choiceOf(line), menu.get(line.productId), context);
    if (resolved.ok) items.push(resolved.item);
    else if (resolved.reason === 'weight') throw weightOutOfRange();
    else if (resolved.reason === 'unavailable')
      throw itemUnavailable(await viewCart(tx, row, write.table, write.locale));
    else changed = true;
  }
  if (changed) throw addItAgain(await viewCart(tx, row, write.table, write.locale));
  return items;
};

/**
 * A table's cart stays one a placement accepts (server/seats/limits.ts): a diner may always
 * remove lines, but not grow the table past its lines or add a diner past its seats.
 */
const assertWithinTableLimits = (
  row: CartRow,
  userCarts: readonly StoredUserCart[],
  userId: string,
): void => {
  const lineCount = (carts: readonly StoredUserCart[]) =>
    carts.reduce((sum, entry) => sum + entry.orderItems.length, 0);
  const after = lineCount(userCarts);
  if (after > MAX_TABLE_LINES && after > lineCount(row.user_carts))
    throw new ApiError(SeatCode.cartFull, 'tableCartFull', 409);
  const isNewDiner = !row.user_carts.some((entry) => entry.userId === userId);
  if (isNewDiner && userCarts.length > MAX_DINERS_PER_TABLE)
    throw new ApiError(SeatCode.cartFull, 'tooManyDiners', 409);
};

const replaceEntry = (row: CartRow, entry: StoredUserCart): StoredUserCart[] => {
  const known = row.user_carts.some((e) => e.userId === entry.userId);
  const userCarts = known
    ? row.user_carts.map((e) => (e.userId === entry.userId ? entry : e))
    : [...row.user_carts, entry];
  // A diner with nothing left has no entry, so userCarts lists only diners with lines.
  return userCarts.filter((e) => e.orderItems.length > 0);
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

/**
 * POST /api/shoppingCart: replaces this diner's entry, never another's. The row lock makes two
 * diners' writes take turns; a write based on a cart its writer's own entry has moved on from
 * loses with 66666.
 */
export const writeDinerLines = (db: Database, write: CartWrite): Promise<CartWritten> =>
  db.transaction(async (tx) => {
    const row = await lockCart(tx, write.table, write.now);
    if (!writeStillHolds(row, write.userId, write.cartRowVersion))
      throw cartUpdated(await viewCart(tx, row, write.table, write.locale));
    const merged = mergeByKey(await resolveAll(tx, write, row));
    if (merged.some((item) => item.quantity > MAX_LINE_QUANTITY))
      throw new ApiError(400, 'badRequest', 400, null, message('quantityTooLarge', write.locale));
    const stored = row.user_carts.find((entry) => entry.userId === write.userId);
    const orderItems = await settleIds(tx, merged, stored?.orderItems ?? [], highestSort(row));
    const userCarts = replaceEntry(row, { userId: write.userId, orderItems });
    assertWithinTableLimits(row, userCarts, write.userId);
    const saved = await saveLines(tx, row, userCarts, write.now);
    return {
      cart: await viewCart(tx, saved, write.table, write.locale),
      liveVersion: saved.live_version,
    };
  });
