import { randomInt } from 'node:crypto';
import type { CartOrder } from '../../src/domain/model/order.ts';
import type { Locale } from '../../src/domain/model/enums.ts';
import { viewCart } from '../cart/present.ts';
import { type CartRow, cartColumns, lockCart } from '../cart/store.ts';
import { findTable, type TableRow } from '../cart/table.ts';
import type { Database, Queryable } from '../db/database.ts';
import { endTableSession } from '../seats/store.ts';
import { newQrcodeId } from '../tables/qrcode-id.ts';
import { closePartyRequests } from './requests.ts';

export const staffTable = (q: Queryable, merchantId: string, tableId: string): Promise<TableRow> =>
  findTable(q, tableId, merchantId);

/**
 * The table is free again: every diner's lines go, guests back to 1 and no order type, every
 * seat ends and the party's requests to the staff are closed, so the next party starts from the
 * beginning. The version moves, so a diner's stale write gets 66666.
 */
export const clearTable = (
  db: Database,
  table: TableRow,
  now: number,
  locale: Locale,
): Promise<{ readonly cart: CartOrder; readonly liveVersion: number }> =>
  db.transaction(async (tx) => {
    await lockCart(tx, table, now);
    const [row] = await tx.query<CartRow>(
      `update carts set user_carts = '[]'::jsonb, guests = 1, order_type = null,
              row_version = row_version + 1, reset_version = row_version + 1,
              entry_versions = '{}'::jsonb, live_version = live_version + 1,
              last_operate_time = $2::bigint, updated_at = to_timestamp($2::bigint / 1000.0)
        where table_id = $1
        returning ${cartColumns}`,
      [table.id, now],
    );
    if (!row) throw new Error(`cart row of table ${table.id} vanished`);
    await endTableSession(tx, table.id, { freeSeats: true, partyLeft: true });
    await closePartyRequests(tx, table.id, now);
    return { cart: await viewCart(tx, row, table, locale), liveVersion: row.live_version };
  });

/** Four digits, never the code it replaces, so a diner holding the old one is refused. */
export const rotateOrderCode = async (q: Queryable, table: TableRow): Promise<string> => {
  let code = table.order_code;
  while (code === table.order_code) code = String(randomInt(0, 10_000)).padStart(4, '0');
  await q.query('update dining_tables set order_code = $2 where id = $1', [table.id, code]);
  // Whoever learnt the old code from a seat must scan again to learn that the code changed.
  await endTableSession(q, table.id, { freeSeats: false, partyLeft: false });
  return code;
};

export const setTableAvailable = async (
  q: Queryable,
  table: TableRow,
  available: boolean,
): Promise<void> => {
  await q.query('update dining_tables set available = $2 where id = $1', [table.id, available]);
};

/**
 * A new QR code id for the table: the printed code stops opening it, every seat ends and the
 * seat count starts again, so whoever took the old code's seats (docs/security.md, "What a seat
 * does not stop") holds nothing. The diners' lines stay: the same browser scanning the new code
 * gets its lines back.
 */
export const replaceQrcode = (db: Database, table: TableRow): Promise<string> =>
  db.transaction(async (tx) => {
    const qrcodeId = newQrcodeId();
    await tx.query('update dining_tables set qrcode_id = $2 where id = $1', [table.id, qrcodeId]);
    await endTableSession(tx, table.id, { freeSeats: true, partyLeft: false });
    return qrcodeId;
  });
