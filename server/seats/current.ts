import type { FastifyRequest } from 'fastify';
import { requireSeat, type SeatDeps } from './require.ts';
import type { SeatClaims } from './token.ts';

/**
 * The seat a per-address limit may count a call by: only one of the table's current session at
 * the merchant called (an ended seat, a forged one or another merchant's is none, and the call
 * is counted by its address alone). A table closed for orders still seats its diners.
 */
export const currentSeatOf = async (
  deps: SeatDeps,
  request: FastifyRequest,
): Promise<SeatClaims | null> => {
  try {
    return (await requireSeat(deps, request, { closedTableToo: true })).seat;
  } catch {
    return null;
  }
};
