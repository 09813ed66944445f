import { itemTypeFor } from '../../src/domain/cart/merge.ts';
import { emptyCartOrder } from '../../src/domain/model/defaults.ts';
import { type Locale, OrderStatus, WebOrderType } from '../../src/domain/model/enums.ts';
import type { CartOrder, OrderItem, UserCart } from '../../src/domain/model/order.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import type { Queryable } from '../db/database.ts';
import { choiceOf } from './line-choice.ts';
import { loadMenu, type Menu, type MenuProduct } from './menu.ts';
import { type LineContext, type Resolution, resolveLine } from './resolve-line.ts';
import type { CartRow } from './store.ts';
import { fitsInt8 } from './int8.ts';
import type { TableRow } from './table.ts';

/** The cart's extraInfo and an order's: JSON text naming the web order type (docs/api). */
export const orderTypeExtraInfo = (orderType: WebOrderType | null): string =>
  orderType === null ? '' : JSON.stringify({ orderType });

const bySort = (a: OrderItem, b: OrderItem) => a.sort - b.sort;

interface Resolved {
  readonly product: MenuProduct | undefined;
  readonly context: LineContext;
  readonly resolution: Resolution;
}

/**
 * The last pricing of each stored line, by the line object: a process that keeps a table's cart
 * row between writes (cart/write.ts) prices the lines nobody changed once, not on every write.
 * It holds only for the same menu product object (a reloaded menu is new objects) and context.
 */
const resolvedLines = new WeakMap<object, Resolved>();

const resolveStored = (
  stored: OrderItem,
  product: MenuProduct | undefined,
  context: LineContext,
): Resolution => {
  const known = resolvedLines.get(stored);
  if (
    known !== undefined &&
    known.product === product &&
    known.context.locale === context.locale &&
    known.context.itemType === context.itemType &&
    known.context.orderId === context.orderId
  )
    return known.resolution;
  const resolution = resolveLine(choiceOf(stored), product, context);
  resolvedLines.set(stored, { product, context, resolution });
  return resolution;
};

/**
 * Every stored line is priced again against today's menu, in the reader's language: a price the
 * merchant changed shows at once, and a line that no longer fits goes to invalidOrderItems.
 */
export const presentCart = (
  row: CartRow,
  table: TableRow,
  menu: Menu,
  locale: Locale,
  names: ReadonlyMap<string, string> = new Map(),
): CartOrder => {
  const context = {
    locale,
    itemType: itemTypeFor(row.order_type ?? WebOrderType.DineIn),
    orderId: '0',
  };
  const userCarts: UserCart[] = row.user_carts.map((entry) => {
    const valid: OrderItem[] = [];
    const invalid: OrderItem[] = [];
    for (const stored of entry.orderItems) {
      const resolved = resolveStored(stored, menu.get(stored.productId), context);
      if (resolved.ok) valid.push(resolved.item);
      else invalid.push(stored);
    }
    const userName = names.get(entry.userId);
    return {
      userId: entry.userId,
      ...(userName === undefined || userName === '' ? {} : { userName }),
      orderItems: valid,
      invalidOrderItems: invalid,
    };
  });
  const orderItems = userCarts.flatMap((entry) => entry.orderItems).sort(bySort);
  const totals = orderTotals({
    status: OrderStatus.Progressing,
    isTaxFree: false,
    orderItems,
    priceAdjustments: [],
    orderTaxes: [],
  });
  const touched = row.last_operate_time > 0 ? new Date(row.last_operate_time).toISOString() : '';
  return {
    ...emptyCartOrder({ tableId: table.id, tableName: table.name }, row.last_operate_time),
    guests: row.guests,
    orderItems,
    userCarts,
    subTotalAmount: totals.subtotal,
    totalAmount: totals.total,
    rowVersion: row.row_version,
    cartRowVersion: row.row_version,
    extraInfo: orderTypeExtraInfo(row.order_type),
    createAt: touched,
    updateAt: touched,
  };
};

export const productIdsOf = (row: CartRow): string[] =>
  row.user_carts.flatMap((entry) => entry.orderItems.map((item) => item.productId));

/** The cart as a reply: loads the menu its lines need, then presents it. */
export const viewCart = async (
  db: Queryable,
  row: CartRow,
  table: TableRow,
  locale: Locale,
): Promise<CartOrder> =>
  presentCart(
    row,
    table,
    await loadMenu(db, table.merchant_id, productIdsOf(row)),
    locale,
    await dinerNames(db, row),
  );

/** First names of the diners in the cart who are members (registered guests included). */
export const dinerNames = async (
  db: Queryable,
  row: CartRow,
): Promise<ReadonlyMap<string, string>> => {
  const memberIds = row.user_carts.map((entry) => entry.userId).filter(fitsInt8);
  if (memberIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; first_name: string }>(
    'select id, first_name from members where id = any($1::bigint[])',
    [memberIds],
  );
  return new Map(rows.map((member) => [member.id, member.first_name.trim()]));
};
