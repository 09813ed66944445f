import type { Locale } from '../../src/domain/model/enums.ts';
import type { Queryable } from '../db/database.ts';
import { staffError } from './messages.ts';

/**
 * What a diner can ask the staff for: the table's order code (the spec's "send me the code"), or
 * someone to come to the table.
 */
export type StaffRequestKind = 'orderCode' | 'callStaff';

/** A diner's request the staff have not acknowledged yet (docs/api/staff.md). */
export interface StaffRequest {
  readonly id: string;
  readonly tableId: string;
  readonly kind: StaffRequestKind;
  /** How many times the table asked since the request was opened. */
  readonly times: number;
  readonly firstAskedAt: string;
  readonly askedAt: string;
}

interface RequestRow {
  readonly id: string;
  readonly table_id: string;
  readonly kind: StaffRequestKind;
  readonly times: number;
  readonly first_asked_at: string;
  readonly asked_at: string;
}

const toRequest = (row: RequestRow): StaffRequest => ({
  id: row.id,
  tableId: row.table_id,
  kind: row.kind,
  times: row.times,
  firstAskedAt: new Date(row.first_asked_at).toISOString(),
  askedAt: new Date(row.asked_at).toISOString(),
});

const COLUMNS = `id::text as id, table_id::text as table_id, kind, times,
  first_asked_at, asked_at`;

/** Opens the table's request of this kind, or counts one more ask on the one still open. */
export const recordRequest = async (
  q: Queryable,
  table: { readonly id: string; readonly merchant_id: string },
  kind: StaffRequestKind,
  nowMs: number,
): Promise<StaffRequest> => {
  const [row] = await q.query<RequestRow>(
    `insert into staff_requests (merchant_id, table_id, kind, first_asked_at, asked_at)
       values ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($4 / 1000.0))
     on conflict (table_id, kind) where acknowledged_at is null
       do update set times = staff_requests.times + 1, asked_at = excluded.asked_at
     returning ${COLUMNS}`,
    [table.merchant_id, table.id, kind, nowMs],
  );
  if (row === undefined) throw new Error('staff request not stored');
  return toRequest(row);
};

/** The merchant's open requests by table, oldest first. */
export const openRequests = async (
  q: Queryable,
  merchantId: string,
): Promise<ReadonlyMap<string, readonly StaffRequest[]>> => {
  const rows = await q.query<RequestRow>(
    `select ${COLUMNS} from staff_requests
      where merchant_id = $1 and acknowledged_at is null order by first_asked_at, id`,
    [merchantId],
  );
  const byTable = new Map<string, StaffRequest[]>();
  for (const row of rows) {
    const request = toRequest(row);
    byTable.set(request.tableId, [...(byTable.get(request.tableId) ?? []), request]);
  }
  return byTable;
};

/**
 * The staff dealt with it. Acknowledging twice (two consoles) keeps the first time; a request of
 * another merchant is as unknown as one that never was (404).
 */
export const acknowledgeRequest = async (
  q: Queryable,
  merchantId: string,
  requestId: string,
  nowMs: number,
  locale: Locale,
): Promise<{ readonly id: string; readonly tableId: string; readonly acknowledgedAt: string }> => {
  const [row] = await q.query<{ id: string; table_id: string; acknowledged_at: string }>(
    `update staff_requests
        set acknowledged_at = coalesce(acknowledged_at, to_timestamp($3 / 1000.0))
      where id = $1 and merchant_id = $2
      returning id::text as id, table_id::text as table_id, acknowledged_at`,
    [requestId, merchantId, nowMs],
  );
  if (row === undefined) throw staffError(404, 404, 'requestNotFound', locale);
  return {
    id: row.id,
    tableId: row.table_id,
    acknowledgedAt: new Date(row.acknowledged_at).toISOString(),
  };
};

/**
 * The party left (the staff cleared the table): what they asked for is done with. A call left
 * open sent the staff to a table of strangers, and stayed on every console (a staff probe).
 */
export const closePartyRequests = async (
  q: Queryable,
  tableId: string,
  nowMs: number,
): Promise<void> => {
  await q.query(
    `update staff_requests set acknowledged_at = to_timestamp($2 / 1000.0)
      where table_id = $1 and acknowledged_at is null`,
    [tableId, nowMs],
  );
};
