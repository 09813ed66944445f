import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requireAvailable, requireTable, tableById, type TableRow } from '../tables/store.ts';
import { seatEnded, seatRequired } from './codes.ts';
import { isSeatExpired, readSignedSeat, type SeatClaims } from './token.ts';

export const SEAT_HEADER = 'table-seat';

export interface Seated {
  readonly seat: SeatClaims;
  readonly table: TableRow;
}

export type SeatDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'seatKey'>;

/** The raw seat token a request carries, if any. */
export const seatTokenOf = (request: FastifyRequest): string | null => {
  const raw = request.headers[SEAT_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return value === '' ? null : value;
};

/**
 * Every table-scoped call: the table is the one the caller's seat names, in its current session,
 * and any table id the caller also sends must be that one. The table id alone opens nothing.
 * `closedTableToo` lets the live channel reach a table the staff closed for orders.
 */
export const requireSeat = async (
  deps: SeatDeps,
  request: FastifyRequest,
  options: { readonly closedTableToo?: boolean; readonly bodyTableId?: string | null } = {},
): Promise<Seated> => {
  const token = seatTokenOf(request);
  const seat = token === null ? null : readSignedSeat(token, deps.seatKey);
  if (seat === null) throw seatRequired();
  const claimed = [request.ctx.tableId, options.bodyTableId ?? null];
  if (claimed.some((tableId) => tableId !== null && tableId !== seat.tableId)) throw seatRequired();
  // The merchant header and the called subdomain must agree with the seat's table (404 else).
  const table = requireTable(request, deps, await tableById(deps.db, seat.tableId));
  if (table.merchant_id !== seat.merchantId) throw seatRequired();
  if (seat.epoch !== table.seat_epoch || isSeatExpired(seat, deps.clock())) throw seatEnded();
  return { seat, table: options.closedTableToo ? table : requireAvailable(table) };
};
