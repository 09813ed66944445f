import type { WebOrderType } from '../../src/domain/model/enums.ts';
import type { Queryable } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fitsInt8 } from './int8.ts';
import { menuVersionSql } from './menu.ts';
import type { PlannedLines } from './plan.ts';
import type { CartRow } from './store.ts';

/**
 * The two statements of a cart write (cart/write.ts), each one database round trip.
 *
 * `storeLines` is a compare-and-set: the table's cart row is replaced only if it is still the
 * one the change was planned on (its version and order type), the seat's table session is the
 * table's and the table is open, and the merchant's menu is the version the lines were priced
 * with, all checked in the one statement, which is atomic. It answers the row's new state, or
 * nothing when one of those had moved. It is kept small: PGlite plans a statement afresh every
 * time, and this one runs for every write.
 *
 * `readForWrite` answers what a write plans on: the table's cart row (created when the table has
 * none), the table's name, session and state, the menu version, and the first names of the
 * members among the row's diners.
 */

const STORE_SQL = prepared(
  'cart-store-lines',
  `update carts c
      set user_carts = $7::jsonb, row_version = c.row_version + 1,
          last_operate_time = $9::bigint, updated_at = to_timestamp($9::bigint / 1000.0),
          live_version = c.live_version + 1, entry_versions = $8::jsonb
    where c.table_id = $1 and c.row_version = $3::int
      and c.order_type is not distinct from $4::text
      and exists (select 1 from dining_tables t
                   where t.id = $1 and t.seat_epoch = $5::int and t.available)
      and ${menuVersionSql('$2')} = $6::float8
   returning c.row_version, c.last_operate_time::float8 as last_operate_time, c.guests,
             c.order_type, c.placed_version, c.placed_order_id::text as placed_order_id,
             c.live_version::float8 as live_version, c.reset_version,
             (select t.name from dining_tables t where t.id = $1) as table_name,
             (select coalesce(jsonb_object_agg(m.id::text, m.first_name), '{}'::jsonb)
                from members m where m.id = any($10::bigint[])) as names`,
);

const READ_SQL = prepared(
  'cart-read-for-write',
  `with tbl as (
     select t.name, t.seat_epoch, t.available from dining_tables t where t.id = $1
   ), created as (
     insert into carts (table_id, merchant_id, last_operate_time, updated_at)
     select $1, $2, $3::bigint, to_timestamp($3::bigint / 1000.0) where exists (select 1 from tbl)
     on conflict (table_id) do nothing
     returning *
   ), found as (
     select * from created union all select * from carts where table_id = $1
   )
   select f.row_version, f.last_operate_time::float8 as last_operate_time, f.guests,
          f.order_type, f.placed_version, f.placed_order_id::text as placed_order_id,
          f.live_version::float8 as live_version, f.reset_version, f.user_carts,
          f.entry_versions,
          (select coalesce(jsonb_object_agg(m.id::text, m.first_name), '{}'::jsonb)
             from members m
            where m.id in (select case when e->>'userId' ~ '^[0-9]{1,19}$'
                                        and (e->>'userId')::numeric <= 9223372036854775807
                                       then (e->>'userId')::bigint end
                             from jsonb_array_elements(f.user_carts) e)) as names,
          tbl.name as table_name, tbl.seat_epoch, tbl.available,
          ${menuVersionSql('$2')} as menu_version
     from (select 1) as one
     left join tbl on true
     left join found f on true`,
);

interface RowScalars {
  readonly row_version: number;
  readonly last_operate_time: number;
  readonly guests: number;
  readonly order_type: WebOrderType | null;
  readonly placed_version: number;
  readonly placed_order_id: string | null;
  readonly live_version: number;
  readonly reset_version: number;
  readonly names: Record<string, string> | null;
  readonly table_name: string | null;
}

interface ReadRow extends Omit<RowScalars, 'row_version'> {
  readonly row_version: number | null;
  readonly user_carts: CartRow['user_carts'];
  readonly entry_versions: CartRow['entry_versions'];
  readonly seat_epoch: number | null;
  readonly available: boolean | null;
  readonly menu_version: number;
}

/** Where the table stands, as a statement read it. */
export interface TableState {
  readonly name: string;
  readonly seatEpoch: number;
  readonly available: boolean;
}

/** What a write plans on. */
export interface ReadForWrite {
  /** Null: no such table. */
  readonly table: TableState | null;
  /** Null: the table has no cart row and none could be made this moment (ask again). */
  readonly row: CartRow | null;
  /** Member diners' first names (trimmed), by member id, among the row's diners. */
  readonly names: ReadonlyMap<string, string>;
  readonly menuVersion: number;
}

/** What a stored change left: the new row, and what the reply shows with it. */
export interface Stored {
  readonly row: CartRow;
  readonly tableName: string;
  readonly names: ReadonlyMap<string, string>;
}

const namesOf = (names: Record<string, string> | null): ReadonlyMap<string, string> =>
  new Map(Object.entries(names ?? {}).map(([id, name]) => [id, String(name).trim()]));

const rowOf = (
  tableId: string,
  scalars: Omit<RowScalars, 'names' | 'table_name' | 'row_version'> & { row_version: number },
  lines: Pick<CartRow, 'user_carts' | 'entry_versions'>,
): CartRow => ({
  table_id: tableId,
  row_version: scalars.row_version,
  last_operate_time: scalars.last_operate_time,
  guests: scalars.guests,
  order_type: scalars.order_type,
  user_carts: lines.user_carts,
  placed_version: scalars.placed_version,
  placed_order_id: scalars.placed_order_id,
  live_version: scalars.live_version,
  entry_versions: lines.entry_versions,
  reset_version: scalars.reset_version,
});

export const readForWrite = async (
  q: Queryable,
  table: { readonly tableId: string; readonly merchantId: string; readonly now: number },
): Promise<ReadForWrite> => {
  const [found] = await q.query<ReadRow>(READ_SQL, [table.tableId, table.merchantId, table.now]);
  if (found === undefined) throw new Error('the cart read answered no row');
  const state: TableState | null =
    found.table_name === null
      ? null
      : {
          name: found.table_name,
          seatEpoch: found.seat_epoch ?? 0,
          available: found.available === true,
        };
  const row =
    found.row_version === null
      ? null
      : rowOf(table.tableId, { ...found, row_version: found.row_version }, found);
  return { table: state, row, names: namesOf(found.names), menuVersion: found.menu_version };
};

/** The compare-and-set above; null when the row, the session, the table or the menu moved. */
export const storeLines = async (
  q: Queryable,
  change: {
    readonly tableId: string;
    readonly merchantId: string;
    readonly seatEpoch: number;
    readonly menuVersion: number;
    readonly now: number;
    readonly basedOn: CartRow;
    readonly lines: PlannedLines;
  },
): Promise<Stored | null> => {
  const { basedOn, lines } = change;
  const memberIds = lines.userCarts.map((entry) => entry.userId).filter(fitsInt8);
  const [stored] = await q.query<RowScalars>(STORE_SQL, [
    change.tableId,
    change.merchantId,
    basedOn.row_version,
    basedOn.order_type,
    change.seatEpoch,
    change.menuVersion,
    JSON.stringify(lines.userCarts),
    JSON.stringify(lines.entryVersions),
    change.now,
    memberIds,
  ]);
  if (stored === undefined) return null;
  return {
    row: rowOf(change.tableId, stored, {
      user_carts: lines.userCarts,
      entry_versions: lines.entryVersions,
    }),
    tableName: stored.table_name ?? '',
    names: namesOf(stored.names),
  };
};
