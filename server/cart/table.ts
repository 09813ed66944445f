import type { Queryable } from '../db/database.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import { tableUnavailable } from './codes.ts';
import { fitsInt8 } from './int8.ts';
import { message } from '../http/messages.ts';

export interface TableRow {
  readonly id: string;
  readonly merchant_id: string;
  readonly name: string;
  readonly order_code: string;
  readonly available: boolean;
}

/** The header wins; some calls also carry the table in their body or query (spec §7). */
export const tableIdOf = (ctx: RequestContext, fallback?: string | null): string => {
  const tableId = ctx.tableId ?? fallback ?? null;
  if (tableId === null)
    throw new ApiError(400, 'badRequest', 400, null, message('tableRequired', ctx.locale));
  return tableId;
};

/** A table of another merchant is as unknown as one that does not exist. */
export const findTable = async (
  db: Queryable,
  tableId: string,
  merchantId: string | null,
): Promise<TableRow> => {
  if (!fitsInt8(tableId) || (merchantId !== null && !fitsInt8(merchantId)))
    throw notFound('tableNotFound');
  const [table] = await db.query<TableRow>(
    `select id, merchant_id, name, order_code, available from dining_tables
      where id = $1 and ($2::bigint is null or merchant_id = $2::bigint)`,
    [tableId, merchantId],
  );
  if (!table) throw notFound('tableNotFound');
  return table;
};

/** Every cart and order call: the table must exist for the merchant and be open for orders. */
export const openTable = async (
  db: Queryable,
  tableId: string,
  merchantId: string | null,
): Promise<TableRow> => {
  const table = await findTable(db, tableId, merchantId);
  if (!table.available) throw tableUnavailable();
  return table;
};
