import type { WebOrderType } from '../../src/domain/model/enums.ts';
import type { Queryable } from '../db/database.ts';
import { menuVersionSql } from './menu.ts';
import type { PlannedLines } from './plan.ts';
import type { CartRow } from './store.ts';

/**
 * A cart write in one statement, so one database round trip (issue 18): the table's cart row is
 * replaced only if it is still the one the change was planned on (its version and order type),
 * the seat's table session is the table's and the table is open, and the merchant's menu is the
 * version the lines were priced with (a compare-and-set, atomic as any single statement). When
 * it is not, nothing is written and the statement answers what is there now instead, the cart
 * row read under a row lock (so the newest committed one) and created when the table has none:
 * the caller plans again on it. Either way it also answers the table's name, session and state,
 * the menu version, and the first names of the members among the row's diners.
 */
const SQL = `
with tbl as (
  select t.name, t.seat_epoch, t.available from dining_tables t where t.id = $1
), written as (
  update carts c
     set user_carts = $7::jsonb, row_version = c.row_version + 1,
         last_operate_time = $9::bigint, updated_at = to_timestamp($9::bigint / 1000.0),
         live_version = c.live_version + 1, entry_versions = $8::jsonb
   where c.table_id = $1 and c.row_version = $3::int
     and c.order_type is not distinct from $4::text
     and exists (select 1 from tbl where tbl.seat_epoch = $5::int and tbl.available)
     and ${menuVersionSql('$2')} = $6::float8
  returning c.*
), created as (
  insert into carts (table_id, merchant_id, last_operate_time, updated_at)
  select $1, $2, $9::bigint, to_timestamp($9::bigint / 1000.0)
   where not exists (select 1 from written) and exists (select 1 from tbl)
  on conflict (table_id) do nothing
  returning *
), present as (
  select c.* from carts c where c.table_id = $1 and not exists (select 1 from written) for update
), found as (
  select true as written, * from written
  union all select false, * from created
  union all select false, * from present
)
select f.written, f.row_version, f.last_operate_time::float8 as last_operate_time, f.guests,
       f.order_type, f.placed_version, f.placed_order_id::text as placed_order_id,
       f.live_version::float8 as live_version, f.reset_version,
       case when f.written then null else f.user_carts end as user_carts,
       case when f.written then null else f.entry_versions end as entry_versions,
       (select coalesce(jsonb_object_agg(m.id::text, m.first_name), '{}'::jsonb) from members m
         where m.id in (select case when e->>'userId' ~ '^[0-9]{1,19}$'
                                     and (e->>'userId')::numeric <= 9223372036854775807
                                    then (e->>'userId')::bigint end
                          from jsonb_array_elements(f.user_carts) e)) as names,
       tbl.name as table_name, tbl.seat_epoch, tbl.available,
       ${menuVersionSql('$2')} as menu_version
  from (select 1) as one
  left join tbl on true
  left join found f on true`;

interface OutcomeRow {
  readonly written: boolean | null;
  readonly row_version: number | null;
  readonly last_operate_time: number;
  readonly guests: number;
  readonly order_type: WebOrderType | null;
  readonly placed_version: number;
  readonly placed_order_id: string | null;
  readonly live_version: number;
  readonly reset_version: number;
  readonly user_carts: CartRow['user_carts'] | null;
  readonly entry_versions: CartRow['entry_versions'] | null;
  readonly names: Record<string, string> | null;
  readonly table_name: string | null;
  readonly seat_epoch: number | null;
  readonly available: boolean | null;
  readonly menu_version: number;
}

/** Where the table stands, as the statement read it; null: no such table. */
export interface TableState {
  readonly name: string;
  readonly seatEpoch: number;
  readonly available: boolean;
}

export interface WriteOutcome {
  readonly written: boolean;
  /** The row now: the one written (with the planned lines), or the one found; null: none yet. */
  readonly row: CartRow | null;
  /** Member diners' first names (trimmed), by member id, for the row answered. */
  readonly names: ReadonlyMap<string, string>;
  readonly table: TableState | null;
  readonly menuVersion: number;
}

/** What the statement is asked to do: replace `basedOn` with `lines`, or (lines null) only read. */
export interface WriteAttempt {
  readonly tableId: string;
  readonly merchantId: string;
  readonly seatEpoch: number;
  readonly menuVersion: number;
  readonly now: number;
  readonly basedOn: CartRow | null;
  readonly lines: PlannedLines | null;
}

const NOTHING = -1;

export const runWriteStatement = async (
  q: Queryable,
  attempt: WriteAttempt,
): Promise<WriteOutcome> => {
  const { basedOn, lines } = attempt;
  const writing = basedOn !== null && lines !== null;
  const [found] = await q.query<OutcomeRow>(SQL, [
    attempt.tableId,
    attempt.merchantId,
    writing ? basedOn.row_version : NOTHING,
    basedOn?.order_type ?? null,
    attempt.seatEpoch,
    attempt.menuVersion,
    writing ? JSON.stringify(lines.userCarts) : '[]',
    writing ? JSON.stringify(lines.entryVersions) : '{}',
    attempt.now,
  ]);
  if (found === undefined) throw new Error('the cart write statement answered no row');
  const table: TableState | null =
    found.table_name === null
      ? null
      : {
          name: found.table_name,
          seatEpoch: found.seat_epoch ?? 0,
          available: found.available === true,
        };
  const names = new Map(
    Object.entries(found.names ?? {}).map(([id, name]) => [id, String(name).trim()]),
  );
  if (found.written === null || found.row_version === null)
    return { written: false, row: null, names, table, menuVersion: found.menu_version };
  const written = found.written && writing;
  const row: CartRow = {
    table_id: attempt.tableId,
    row_version: found.row_version,
    last_operate_time: found.last_operate_time,
    guests: found.guests,
    order_type: found.order_type,
    user_carts: written ? lines.userCarts : (found.user_carts ?? []),
    placed_version: found.placed_version,
    placed_order_id: found.placed_order_id,
    live_version: found.live_version,
    entry_versions: written ? lines.entryVersions : (found.entry_versions ?? {}),
    reset_version: found.reset_version,
  };
  return { written, row, names, table, menuVersion: found.menu_version };
};
