import type { WebOrderType } from '../../src/domain/model/enums.ts';
import type { OrderItem } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';
import type { TableRow } from './table.ts';

/** One diner's lines as stored; which of them are still valid is worked out on every read. */
export interface StoredUserCart {
  readonly userId: string;
  readonly orderItems: readonly OrderItem[];
}

export interface CartRow {
  readonly table_id: string;
  readonly row_version: number;
  readonly last_operate_time: number;
  readonly guests: number;
  readonly order_type: WebOrderType | null;
  readonly user_carts: readonly StoredUserCart[];
  readonly placed_version: number;
}

const columns = `table_id, row_version, last_operate_time::float8 as last_operate_time, guests,
  order_type, user_carts, placed_version`;

/** What a table that never had a cart reads as. */
export const emptyCartRow = (tableId: string): CartRow => ({
  table_id: tableId,
  row_version: 0,
  last_operate_time: 0,
  guests: 1,
  order_type: null,
  user_carts: [],
  placed_version: 0,
});

export const readCart = async (db: Queryable, tableId: string): Promise<CartRow | null> => {
  const [row] = await db.query<CartRow>(`select ${columns} from carts where table_id = $1`, [
    tableId,
  ]);
  return row ?? null;
};

export interface CartSeed {
  readonly guests?: number | undefined;
  readonly orderType?: WebOrderType | undefined;
}

/** Creates the row if missing (a second call changes nothing) and locks it for this transaction. */
export const lockCart = async (
  tx: Queryable,
  table: TableRow,
  now: number,
  seed: CartSeed = {},
): Promise<CartRow> => {
  await tx.query(
    `insert into carts (table_id, merchant_id, guests, order_type, last_operate_time, updated_at)
     values ($1, $2, $3, $4, $5::bigint, to_timestamp($5::bigint / 1000.0)) on conflict (table_id) do nothing`,
    [table.id, table.merchant_id, seed.guests ?? 1, seed.orderType ?? null, now],
  );
  const [row] = await tx.query<CartRow>(
    `select ${columns} from carts where table_id = $1 for update`,
    [table.id],
  );
  if (!row) throw new Error(`cart row of table ${table.id} vanished`);
  return row;
};

/** Replaces the lines of every diner at once: one version step, one operate time. */
export const saveLines = async (
  tx: Queryable,
  tableId: string,
  userCarts: readonly StoredUserCart[],
  now: number,
): Promise<CartRow> => {
  const [row] = await tx.query<CartRow>(
    `update carts set user_carts = $2::jsonb, row_version = row_version + 1,
            last_operate_time = $3::bigint, updated_at = to_timestamp($3::bigint / 1000.0)
      where table_id = $1 returning ${columns}`,
    [tableId, JSON.stringify(userCarts), now],
  );
  if (!row) throw new Error(`cart row of table ${tableId} vanished`);
  return row;
};

export const saveSettings = async (
  tx: Queryable,
  tableId: string,
  settings: CartSeed,
): Promise<CartRow> => {
  const [row] = await tx.query<CartRow>(
    `update carts set guests = coalesce($2, guests), order_type = coalesce($3, order_type)
      where table_id = $1 returning ${columns}`,
    [tableId, settings.guests ?? null, settings.orderType ?? null],
  );
  if (!row) throw new Error(`cart row of table ${tableId} vanished`);
  return row;
};

/** After a placement: no lines left, and the version that placement produced is remembered. */
export const markPlaced = async (
  tx: Queryable,
  tableId: string,
  orderId: string,
  now: number,
): Promise<CartRow> => {
  const [row] = await tx.query<CartRow>(
    `update carts set user_carts = '[]'::jsonb, row_version = row_version + 1,
            placed_version = row_version + 1, placed_order_id = $2,
            last_operate_time = $3::bigint, updated_at = to_timestamp($3::bigint / 1000.0)
      where table_id = $1 returning ${columns}`,
    [tableId, orderId, now],
  );
  if (!row) throw new Error(`cart row of table ${tableId} vanished`);
  return row;
};
