import { visibleLines } from '../../src/domain/cart/visibility.ts';
import { type Locale, OrderStatus } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { Money } from '../../src/domain/pricing/money.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { Queryable } from '../db/database.ts';
import { couponNamesIn } from './member-ledger.ts';
import { isOrderMember, type OrderViewer, redactForViewer } from './redact-for-viewer.ts';

/**
 * Of the table's orders, those its current party placed: since the last staff clear (a rotated
 * code or a new QR code keeps the party). Older ones stay the staff's to finish; the next party
 * neither joins nor reads them. An order from before seat epochs were kept counts as the first
 * party's while the table was never cleared (and a seat reads it only while it is open: which
 * session placed it is unknown).
 */
export const OF_CURRENT_PARTY = `coalesce(o.seat_epoch, 0) >=
  (select t.party_epoch from dining_tables t where t.id = o.table_id)`;

/** Whether the order was placed by its table's current party (false for an unknown order). */
export const ofCurrentParty = async (q: Queryable, orderId: string): Promise<boolean> => {
  if (!fitsInt8(orderId)) return false;
  const [row] = await q.query<{ current: boolean }>(
    `select ${OF_CURRENT_PARTY} as current from orders o where o.id = $1`,
    [orderId],
  );
  return row?.current ?? false;
};

/** The current party's Progressing order: rounds are appended to it, so there is at most one. */
export const activeOrder = async (
  q: Queryable,
  tableId: string,
  lock = false,
): Promise<Order | null> => {
  const [row] = await q.query<{ document: Order }>(
    `select o.document from orders o where o.table_id = $1 and o.status = $2 and ${OF_CURRENT_PARTY}
      order by o.created_at, o.id limit 1 ${lock ? 'for update of o' : ''}`,
    [tableId, OrderStatus.Progressing],
  );
  return row?.document ?? null;
};

export const tableOrderIds = async (q: Queryable, tableId: string): Promise<string[]> =>
  (
    await q.query<{ id: string }>(
      `select o.id from orders o where o.table_id = $1 and o.status = $2 and ${OF_CURRENT_PARTY}
        order by o.created_at, o.id`,
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

/** The order's coupons named in the viewer's language (the order keeps the placer's words). */
export const couponsNamedIn = async (
  q: Queryable,
  order: Order,
  locale: Locale,
): Promise<Order> => {
  if (order.orderCoupons.length === 0) return order;
  const names = await couponNamesIn(
    q,
    order.orderCoupons.map((coupon) => String(coupon.userCouponId)),
    locale,
  );
  return {
    ...order,
    orderCoupons: order.orderCoupons.map((coupon) => ({
      ...coupon,
      name: names.get(String(coupon.userCouponId)) || coupon.name,
    })),
  };
};

/**
 * A member sees the orders they placed a round of; a seat sees its party's orders, open or
 * finished, so every diner follows the shared order. Everything else reads as not found. The
 * order's member's personal data goes only to that member (redact-for-viewer.ts).
 */
export const orderForViewer = async (
  q: Queryable,
  orderId: string,
  viewer: {
    readonly memberId: string | null;
    /** The table of the diner's seat, checked current: its party's orders show to it. */
    readonly tableId: string | null;
    readonly merchantId: string | null;
  },
  locale: Locale,
): Promise<Order | null> => {
  if (!fitsInt8(orderId) || (viewer.merchantId !== null && !fitsInt8(viewer.merchantId)))
    return null;
  const [row] = await q.query<{ document: Order; first_name: string | null }>(
    `select o.document, m.first_name from orders o left join members m on m.id = o.member_id
      where o.id = $1 and ($4::bigint is null or o.merchant_id = $4) and (
        exists (select 1 from order_participants p where p.order_id = o.id and p.member_id = $2)
        or (o.table_id = $3 and ${OF_CURRENT_PARTY}
          and (o.seat_epoch is not null or o.status = $5)))`,
    [orderId, viewer.memberId, viewer.tableId, viewer.merchantId, OrderStatus.Progressing],
  );
  return row
    ? redactForViewer(await couponsNamedIn(q, row.document, locale), viewer, row.first_name)
    : null;
};

/**
 * An order handed to a diner outside the detail call (a placement's or a preview's reply), as
 * redactForViewer leaves it for them.
 */
export const orderShownTo = async (
  q: Queryable,
  placed: Order,
  viewer: OrderViewer,
  locale: Locale,
): Promise<Order> => {
  const order = await couponsNamedIn(q, placed, locale);
  // The order's member sees it whole, but for other diners' ids (redactForViewer masks them).
  if (isOrderMember(order, viewer)) return redactForViewer(order, viewer, null);
  const memberId = String(order.memberId);
  const [member] = fitsInt8(memberId)
    ? await q.query<{ first_name: string }>('select first_name from members where id = $1', [
        memberId,
      ])
    : [];
  return redactForViewer(order, viewer, member?.first_name ?? null);
};
