import type { Order } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';

/** Serials count a merchant's orders from 1; the row lock hands each number out once. */
export const nextSerial = async (tx: Queryable, merchantId: string): Promise<string> => {
  const [row] = await tx.query<{ last_serial: number }>(
    `insert into order_serials (merchant_id, last_serial) values ($1, 1)
     on conflict (merchant_id) do update set last_serial = order_serials.last_serial + 1
     returning last_serial`,
    [merchantId],
  );
  return String(row?.last_serial ?? 1).padStart(4, '0');
};

/**
 * The document is the Order as the API returns it; the columns index what queries filter on. A
 * new order is written down in the table session of the seat that placed it.
 */
export const saveOrder = async (
  tx: Queryable,
  order: Order,
  merchantId: string,
  isNew: boolean,
  now: number,
  placedIn: { readonly seatEpoch: number | null } = { seatEpoch: null },
): Promise<void> => {
  const memberId = order.memberId === '0' ? null : order.memberId;
  const values = [
    order.id,
    JSON.stringify(order),
    memberId,
    order.rowVersion,
    order.sendStatus,
    now,
    merchantId,
    order.tableId,
    order.status,
    order.paymentStatus,
  ];
  if (isNew) {
    await tx.query(
      `insert into orders (id, document, member_id, row_version, send_status, created_at,
         updated_at, merchant_id, table_id, status, payment_status, seat_epoch)
       values ($1, $2::jsonb, $3, $4, $5, to_timestamp($6 / 1000.0), to_timestamp($6 / 1000.0),
         $7, $8, $9, $10, $11)`,
      [...values, placedIn.seatEpoch],
    );
    return;
  }
  await tx.query(
    `update orders set document = $2::jsonb, member_id = $3, row_version = $4, send_status = $5,
            updated_at = to_timestamp($6 / 1000.0), status = $7, payment_status = $8
      where id = $1`,
    [...values.slice(0, 6), order.status, order.paymentStatus],
  );
};

export const addParticipant = async (
  tx: Queryable,
  orderId: string,
  memberId: string,
): Promise<void> => {
  await tx.query(
    `insert into order_participants (order_id, member_id) values ($1, $2)
     on conflict do nothing`,
    [orderId, memberId],
  );
};
