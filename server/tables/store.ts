import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { ServerMode } from '../../src/domain/model/enums.ts';
import { hostMerchantId } from '../merchants/scope.ts';
import { RecentMap } from '../cart/keyed-queue.ts';

export interface TableRow {
  readonly id: string;
  readonly merchant_id: string;
  readonly name: string;
  readonly qrcode_id: string;
  readonly order_code: string;
  readonly available: boolean;
  readonly server_mode: number;
  /** The table session seats belong to (server/seats). */
  readonly seat_epoch: number;
}

const SELECT = `select t.id, t.merchant_id, t.name, t.qrcode_id, t.order_code, t.available, m.server_mode,
                       t.seat_epoch
                  from dining_tables t join merchants m on m.id = t.merchant_id`;

export const tableByQrcode = async (db: Queryable, qrcodeId: string): Promise<TableRow | null> => {
  const table = (await db.query<TableRow>(`${SELECT} where t.qrcode_id = $1`, [qrcodeId]))[0];
  if (table === undefined) return null;
  keptTables(db).set(table.id, table);
  return table;
};

export const tableById = async (db: Queryable, id: string): Promise<TableRow | null> => {
  const table = (await db.query<TableRow>(`${SELECT} where t.id = $1`, [id]))[0] ?? null;
  if (table !== null) keptTables(db).set(table.id, table);
  return table;
};

/** Tables a process keeps between requests; the least recently used go first. */
const TABLES_KEPT = 10_000;
const kept = new WeakMap<Queryable, RecentMap<string, TableRow>>();

const keptTables = (db: Queryable): RecentMap<string, TableRow> => {
  let tables = kept.get(db);
  if (tables === undefined) {
    tables = new RecentMap(TABLES_KEPT);
    kept.set(db, tables);
  }
  return tables;
};

/**
 * The table as this process last read it, for a caller that checks the table's session and
 * state again in the statement it writes with (the cart write, cart/write-statement.ts): its
 * merchant and mode never change, and its session and state are only a first guess here.
 * Null when the process has not read it yet.
 */
export const keptTable = (db: Queryable, id: string): TableRow | null =>
  keptTables(db).get(id) ?? null;

/** What a statement just read of a table's session, state and name. */
export const rememberTableState = (
  db: Queryable,
  id: string,
  state: { readonly name: string; readonly seatEpoch: number; readonly available: boolean },
): void => {
  const tables = keptTables(db);
  const table = tables.get(id);
  if (table !== undefined)
    tables.set(id, {
      ...table,
      name: state.name,
      seat_epoch: state.seatEpoch,
      available: state.available,
    });
};

/**
 * A table is only this request's if it belongs to the merchant the caller says it is at (the
 * merchantId header, when sent) and to the merchant whose subdomain was called, if any: a QR
 * code of another restaurant is as unknown as a QR code of none.
 */
export const requireTable = (
  request: FastifyRequest,
  deps: Pick<AppDeps, 'config'>,
  table: TableRow | null,
): TableRow => {
  const said = request.ctx.merchantId;
  const host = hostMerchantId(request, deps.config);
  if (
    table === null ||
    (said !== null && said !== table.merchant_id) ||
    (host !== null && (host !== table.merchant_id || table.server_mode !== ServerMode.Local))
  ) {
    throw notFound('tableNotFound');
  }
  return table;
};

/** Spec §8 10010: the staff closed the table (cleaning, reserved), so nobody may order at it. */
export const requireAvailable = (table: TableRow): TableRow => {
  if (!table.available) throw new ApiError(10010, 'tableUnavailable', 409);
  return table;
};
