import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import {
  keptTable,
  requireAvailable,
  requireTable,
  tableById,
  type TableRow,
} from '../tables/store.ts';
import { seatEnded, seatRequired } from './codes.ts';
import { sessionEnded } from './ended.ts';
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
 * The table a seat names: as this process last read it when `kept` allows and that reading
 * cannot be out of date in the seat's favour (a table session only ever moves forward, so a
 * newer seat than the kept table means the kept one is old), else read now.
 */
const seatTable = async (deps: SeatDeps, seat: SeatClaims, kept: boolean) => {
  const known = kept ? keptTable(deps.db, seat.tableId) : null;
  if (known !== null && known.seat_epoch >= seat.epoch && known.available) return known;
  return tableById(deps.db, seat.tableId);
};

/**
 * Every table-scoped call: the table is the one the caller's seat names, in its current session,
 * and any table id the caller also sends must be that one. The table id alone opens nothing.
 * `closedTableToo` lets the live channel reach a table the staff closed for orders.
 * `sessionCheckedInWrite`: the caller's own write statement checks the table's session and
 * state again (the cart write does), so the table as this process last read it will do here.
 */
export const requireSeat = async (
  deps: SeatDeps,
  request: FastifyRequest,
  options: {
    readonly closedTableToo?: boolean;
    readonly bodyTableId?: string | null;
    readonly sessionCheckedInWrite?: boolean;
  } = {},
): Promise<Seated> => {
  const token = seatTokenOf(request);
  const seat = token === null ? null : readSignedSeat(token, deps.seatKey);
  if (seat === null) throw seatRequired();
  const claimed = [request.ctx.tableId, options.bodyTableId ?? null];
  if (claimed.some((tableId) => tableId !== null && tableId !== seat.tableId)) throw seatRequired();
  // The merchant header and the called subdomain must agree with the seat's table (404 else).
  const table = requireTable(
    request,
    deps,
    await seatTable(deps, seat, options.sessionCheckedInWrite === true),
  );
  if (table.merchant_id !== seat.merchantId) throw seatRequired();
  if (isSeatExpired(seat, deps.clock())) throw seatEnded();
  if (seat.epoch !== table.seat_epoch) throw await sessionEnded(deps.db, table.id, seat.epoch);
  return { seat, table: options.closedTableToo ? table : requireAvailable(table) };
};
