import { visibleLines } from '../../src/domain/cart/visibility.ts';
import { waitingForKitchen } from '../../src/domain/order/kitchen.ts';
import { OF_CURRENT_PARTY } from '../orders/queries.ts';
import { OrderStatus } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import type { CartRow } from '../cart/store.ts';
import type { Queryable } from '../db/database.ts';
import type { LivePublisher } from '../deps.ts';
import { openRequests } from './requests.ts';

interface TableRow {
  readonly id: string;
  readonly name: string;
  readonly qrcode_id: string;
  readonly order_code: string;
  readonly available: boolean;
}

type StoredCart = Omit<CartRow, 'placed_version'>;

/** What a floor view needs of an order; GET /api/staff/orders/:id has the rest. */
const orderSummary = (order: Order) => ({
  id: order.id,
  serial: order.serial,
  status: order.status,
  paymentStatus: order.paymentStatus,
  sendStatus: order.sendStatus,
  rowVersion: order.rowVersion,
  subTotalAmount: order.subTotalAmount,
  totalAmount: order.totalAmount,
  payable: orderTotals(order).payable,
  paymentsTotal: order.paymentsTotal,
  paymentsTips: order.paymentsTips,
  paymentsChange: order.paymentsChange,
  lineCount: visibleLines(order.orderItems).length,
  waitingQuantity: waitingForKitchen(order),
  createAt: order.createAt,
  updateAt: order.updateAt,
});

const cartSummary = (cart: StoredCart | undefined) => ({
  rowVersion: cart?.row_version ?? 0,
  lastOperateTime: cart?.last_operate_time ?? 0,
  guests: cart?.guests ?? 1,
  orderType: cart?.order_type ?? null,
  diners: (cart?.user_carts ?? []).map((entry) => ({
    userId: entry.userId,
    lineCount: entry.orderItems.filter((item) => item.quantity > 0).length,
    quantity: entry.orderItems.reduce((sum, item) => sum + item.quantity, 0),
  })),
});

/**
 * Every table of the merchant with its cart, active order, orders an earlier party left open,
 * and diners' open requests. Diners present counts the table's diners across every server
 * process (live/presence.ts: each says its tables' diners to the others), a diner on two phones
 * once; null when the live channel cannot tell.
 */
export const listTables = async (q: Queryable, merchantId: string, live: LivePublisher) => {
  const tables = await q.query<TableRow>(
    `select id, name, qrcode_id, order_code, available from dining_tables
      where merchant_id = $1 order by sort, id`,
    [merchantId],
  );
  const carts = await q.query<StoredCart>(
    `select table_id, row_version, last_operate_time::float8 as last_operate_time, guests,
            order_type, user_carts from carts where merchant_id = $1`,
    [merchantId],
  );
  // The current party's open order is the table's; one an earlier party left open at a clear
  // stays beside it, for the staff to finish (docs/api/cart-orders.md).
  const orders = await q.query<{ table_id: string; document: Order; current: boolean }>(
    `select o.table_id, o.document, ${OF_CURRENT_PARTY} as current
       from orders o
      where o.merchant_id = $1 and o.status = $2
      order by o.created_at, o.id`,
    [merchantId, OrderStatus.Progressing],
  );
  const requests = await openRequests(q, merchantId);
  const cartOf = new Map(carts.map((cart) => [cart.table_id, cart]));
  const orderOf = new Map<string, Order>();
  const leftOpenAt = new Map<string, Order[]>();
  for (const row of orders) {
    if (!row.current)
      leftOpenAt.set(row.table_id, [...(leftOpenAt.get(row.table_id) ?? []), row.document]);
    else if (!orderOf.has(row.table_id)) orderOf.set(row.table_id, row.document);
  }
  return tables.map((table) => {
    const order = orderOf.get(table.id);
    return {
      id: table.id,
      name: table.name,
      qrcodeId: table.qrcode_id,
      orderCode: table.order_code,
      available: table.available,
      dinersPresent: live.presence?.(table.id) ?? null,
      cart: cartSummary(cartOf.get(table.id)),
      order: order === undefined ? null : orderSummary(order),
      leftOpen: (leftOpenAt.get(table.id) ?? []).map(orderSummary),
      requests: requests.get(table.id) ?? [],
    };
  });
};
