import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { ServerMode } from '../../src/domain/model/enums.ts';
import { hostMerchantId } from '../merchants/scope.ts';

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

export const tableByQrcode = async (db: Queryable, qrcodeId: string): Promise<TableRow | null> =>
  (await db.query<TableRow>(`${SELECT} where t.qrcode_id = $1`, [qrcodeId]))[0] ?? null;

export const tableById = async (db: Queryable, id: string): Promise<TableRow | null> =>
  (await db.query<TableRow>(`${SELECT} where t.id = $1`, [id]))[0] ?? null;

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
