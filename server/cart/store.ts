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
  readonly placed_order_id: string | null;
  /** The table's change count (docs/live-hub.md): every committed change adds one. */
  readonly live_version: number;
  /** userId → the row_version that last changed that diner's entry, removals included. */
  readonly entry_versions: Readonly<Record<string, number>>;
  /** The row_version that last emptied every entry at once (placement, staff clear). */
  readonly reset_version: number;
}

export const cartColumns = `table_id, row_version, last_operate_time::float8 as last_operate_time,
  guests, order_type, user_carts, placed_version, placed_order_id::text as placed_order_id,
  live_version::float8 as live_version, entry_versions, reset_version`;
const columns = cartColumns;

/** What a table that never had a cart reads as. */
export const emptyCartRow = (tableId: string): CartRow => ({
  table_id: tableId,
  row_version: 0,
  last_operate_time: 0,
  guests: 1,
  order_type: null,
  user_carts: [],
  placed_version: 0,
  placed_order_id: null,
  live_version: 0,
  entry_versions: {},
  reset_version: 0,
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

/** Whether a diner's entry is the same before and after (the same object, or equal lines). */
const sameEntry = (a: StoredUserCart | undefined, b: StoredUserCart | undefined): boolean =>
  a === b || JSON.stringify(a?.orderItems ?? []) === JSON.stringify(b?.orderItems ?? []);

/** Each diner whose entry differs after the change remembers the version the change makes. */
export const nextEntryVersions = (
  before: CartRow,
  userCarts: readonly StoredUserCart[],
): Record<string, number> => {
  const version = before.row_version + 1;
  const entryVersions: Record<string, number> = { ...before.entry_versions };
  const was = new Map(before.user_carts.map((entry) => [entry.userId, entry]));
  const is = new Map(userCarts.map((entry) => [entry.userId, entry]));
  for (const id of new Set([...was.keys(), ...is.keys()]))
    if (!sameEntry(was.get(id), is.get(id))) entryVersions[id] = version;
  return entryVersions;
};

/**
 * Replaces the lines of every diner at once: one version step, one operate time, one step of the
 * table's live version; each diner whose entry changed remembers the new version.
 */
export const saveLines = async (
  tx: Queryable,
  before: CartRow,
  userCarts: readonly StoredUserCart[],
  now: number,
): Promise<CartRow> => {
  const entryVersions = nextEntryVersions(before, userCarts);
  const [row] = await tx.query<CartRow>(
    `update carts set user_carts = $2::jsonb, row_version = row_version + 1,
            last_operate_time = $3::bigint, updated_at = to_timestamp($3::bigint / 1000.0),
            live_version = live_version + 1, entry_versions = $4::jsonb
      where table_id = $1 returning ${columns}`,
    [before.table_id, JSON.stringify(userCarts), now, JSON.stringify(entryVersions)],
  );
  if (!row) throw new Error(`cart row of table ${before.table_id} vanished`);
  return row;
};

export const saveSettings = async (
  tx: Queryable,
  tableId: string,
  settings: CartSeed,
): Promise<CartRow> => {
  const [row] = await tx.query<CartRow>(
    `update carts set guests = coalesce($2, guests), order_type = coalesce($3, order_type),
            live_version = live_version + 1
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
  placedBy: string,
): Promise<CartRow> => {
  const [row] = await tx.query<CartRow>(
    `update carts set user_carts = '[]'::jsonb, row_version = row_version + 1,
            placed_version = row_version + 1, placed_order_id = $2, placed_by = $4,
            reset_version = row_version + 1, entry_versions = '{}'::jsonb,
            live_version = live_version + 1,
            last_operate_time = $3::bigint, updated_at = to_timestamp($3::bigint / 1000.0)
      where table_id = $1 returning ${columns}`,
    [tableId, orderId, now, placedBy],
  );
  if (!row) throw new Error(`cart row of table ${tableId} vanished`);
  return row;
};

/** The seat's diner id that placed the table's last round; null before any, or unrecorded. */
export const placedBy = async (q: Queryable, tableId: string): Promise<string | null> => {
  const [row] = await q.query<{ placed_by: string | null }>(
    'select placed_by from carts where table_id = $1',
    [tableId],
  );
  return row?.placed_by ?? null;
};

/**
 * One step of the table's live version for a change outside the cart row (a staff action on the
 * table's order), after that change committed: taking the cart row inside the order's
 * transaction would lock cart then order in one path and order then cart in another.
 */
export const bumpLiveVersion = async (
  q: Queryable,
  table: { readonly id: string; readonly merchantId: string },
): Promise<number> => {
  const [row] = await q.query<{ live_version: number }>(
    `insert into carts (table_id, merchant_id, live_version) values ($1, $2, 1)
     on conflict (table_id) do update set live_version = carts.live_version + 1
     returning live_version::float8 as live_version`,
    [table.id, table.merchantId],
  );
  if (!row) throw new Error(`cart row of table ${table.id} vanished`);
  return row.live_version;
};

/** Where these tables stand for the live hub: live version and table session; unknown ones are absent. */
/** Every table of a merchant and its live version (0 before its cart's first change). */
export const merchantLiveVersions = async (
  q: Queryable,
  merchantId: string,
): Promise<ReadonlyMap<string, number>> => {
  const rows = await q.query<{ id: string; live_version: number }>(
    `select t.id::text as id, coalesce(c.live_version, 0)::float8 as live_version
       from dining_tables t left join carts c on c.table_id = t.id
      where t.merchant_id = $1`,
    [merchantId],
  );
  return new Map(rows.map((row) => [row.id, row.live_version]));
};

export const liveStates = async (
  q: Queryable,
  tableIds: readonly string[],
): Promise<ReadonlyMap<string, { liveVersion: number; epoch: number }>> => {
  const rows = await q.query<{ id: string; live_version: number; seat_epoch: number }>(
    `select t.id::text as id, coalesce(c.live_version, 0)::float8 as live_version, t.seat_epoch
       from dining_tables t left join carts c on c.table_id = t.id
      where t.id = any($1::bigint[])`,
    [tableIds],
  );
  return new Map(
    rows.map((row) => [row.id, { liveVersion: row.live_version, epoch: row.seat_epoch }]),
  );
};
