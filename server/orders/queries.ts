import { visibleLines } from '../../src/domain/cart/visibility.ts';
import { OrderStatus } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { Queryable } from '../db/database.ts';
import { isOrderMember, type OrderViewer, redactForViewer } from './redact-for-viewer.ts';

/** The table's Progressing order: rounds are appended to it, so there is at most one. */
export const activeOrder = async (
  q: Queryable,
  tableId: string,
  lock = false,
): Promise<Order | null> => {
  const [row] = await q.query<{ document: Order }>(
    `select document from orders where table_id = $1 and status = $2
      order by created_at, id limit 1 ${lock ? 'for update' : ''}`,
    [tableId, OrderStatus.Progressing],
  );
  return row?.document ?? null;
};

export const tableOrderIds = async (q: Queryable, tableId: string): Promise<string[]> =>
  (
    await q.query<{ id: string }>(
      'select id from orders where table_id = $1 and status = $2 order by created_at, id',
      [tableId, OrderStatus.Progressing],
    )
  ).map((row) => row.id);

/** One row of a member's order list: enough to show it and open its detail. */
export interface OrderSummary {
  readonly id: string;
  readonly serial: string;
  readonly createAt: string;
  readonly status: number;
  readonly paymentStatus: number;
  readonly totalAmount: number;
  readonly totalPointAmount: number;
  readonly itemCount: number;
  readonly tableId: string;
  readonly tableName: string;
}

const summaryOf = (order: Order): OrderSummary => ({
  id: order.id,
  serial: order.serial,
  createAt: order.createAt,
  status: order.status,
  paymentStatus: order.paymentStatus,
  totalAmount: order.totalAmount,
  totalPointAmount: order.totalPointAmount,
  itemCount: visibleLines(order.orderItems)
    .reduce((sum, item) => sum.plus(item.quantity), new Money(0))
    .toNumber(),
  tableId: order.tableId,
  tableName: order.tableName,
});

/** Orders the member placed a round of, newest first. */
export const memberOrders = async (
  q: Queryable,
  memberId: string,
  page: number,
  size: number,
): Promise<{ list: OrderSummary[]; total: number; page: number; size: number }> => {
  const [count] = await q.query<{ total: number }>(
    'select count(*)::int as total from order_participants where member_id = $1',
    [memberId],
  );
  const rows = await q.query<{ document: Order }>(
    `select o.document from orders o join order_participants p on p.order_id = o.id
      where p.member_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`,
    [memberId, size, (page - 1) * size],
  );
  return { list: rows.map((row) => summaryOf(row.document)), total: count?.total ?? 0, page, size };
};

/**
 * A member sees the orders they placed a round of; anyone at a table sees that table's active
 * order, so every diner follows the shared order. Everything else reads as not found. The
 * order's member's personal data goes only to that member (redact-for-viewer.ts).
 */
export const orderForViewer = async (
  q: Queryable,
  orderId: string,
  viewer: {
    readonly memberId: string | null;
    readonly tableId: string | null;
    /**
     * The seat's table session, checked current: the orders its party placed show to it, open
     * or finished (those since the last clear: a rotated code keeps the party).
     */
    readonly seatEpoch: number | null;
    readonly merchantId: string | null;
  },
): Promise<Order | null> => {
  if (!fitsInt8(orderId) || (viewer.merchantId !== null && !fitsInt8(viewer.merchantId)))
    return null;
  const [row] = await q.query<{ document: Order; first_name: string | null }>(
    `select o.document, m.first_name from orders o left join members m on m.id = o.member_id
      where o.id = $1 and ($5::bigint is null or o.merchant_id = $5) and (
        exists (select 1 from order_participants p where p.order_id = o.id and p.member_id = $2)
        or (o.table_id = $3 and (o.status = $4 or ($6::integer is not null and
          o.seat_epoch >= (select t.party_epoch from dining_tables t where t.id = o.table_id)))))`,
    [
      orderId,
      viewer.memberId,
      viewer.tableId,
      OrderStatus.Progressing,
      viewer.merchantId,
      viewer.seatEpoch,
    ],
  );
  return row ? redactForViewer(row.document, viewer, row.first_name) : null;
};

/**
 * An order handed to a diner outside the detail call (a placement's or a preview's reply): the
 * order's member sees it whole, anyone else as redactForViewer leaves it.
 */
export const orderShownTo = async (
  q: Queryable,
  order: Order,
  viewer: OrderViewer,
): Promise<Order> => {
  if (isOrderMember(order, viewer)) return order;
  const memberId = String(order.memberId);
  const [member] = fitsInt8(memberId)
    ? await q.query<{ first_name: string }>('select first_name from members where id = $1', [
        memberId,
      ])
    : [];
  return redactForViewer(order, viewer, member?.first_name ?? null);
};
