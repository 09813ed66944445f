import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TableRow } from '../tables/store.ts';
import { tableFull } from './codes.ts';
import { SEAT_LIFETIME_S } from './limits.ts';
import { partyClearedSince } from './ended.ts';
import { type SeatDeps, seatTokenOf } from './require.ts';
import { takeSeatNumber } from './store.ts';
import { isSeatExpired, readSignedSeat, type SeatClaims, signSeat } from './token.ts';

/** What the QR lookup hands the diner beside the table (spec §4 start-up's "ensure token"). */
export interface IssuedSeat {
  readonly token: string;
  readonly dinerId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/**
 * The seat, and whether the one it renews was of a party the staff has since cleared: the diner
 * was away (or offline) at the clear, and the app tells them so and starts them afresh.
 */
export interface SeatAnswer {
  readonly seat: IssuedSeat;
  readonly partyCleared: boolean;
}

const BROWSER_ID = /^[A-Za-z0-9._-]{1,64}$/;

const newDinerId = (): string => `d${randomBytes(15).toString('base64url')}`;

const issued = (claims: SeatClaims, key: Buffer): IssuedSeat => ({
  token: signSeat(claims, key),
  dinerId: claims.dinerId,
  expiresAt: claims.exp * 1000,
});

/**
 * A seat at this table for the browser that scanned its code. A seat the same browser already
 * holds for this table is handed back while its session lasts; once ended it is renewed with the
 * same diner id, so the diner's lines stay theirs. Anything else is a new diner, counted against
 * the session's seats (and, holding no seat of the table, was at no party that could be cleared).
 */
export const seatAtTable = async (
  deps: SeatDeps,
  request: FastifyRequest,
  table: TableRow,
  browserIdParam: string | undefined,
): Promise<SeatAnswer> => {
  const browserId =
    browserIdParam !== undefined && BROWSER_ID.test(browserIdParam) ? browserIdParam : '';
  const token = seatTokenOf(request);
  const held = token === null ? null : readSignedSeat(token, deps.seatKey);
  const ours =
    held !== null &&
    held.tableId === table.id &&
    held.merchantId === table.merchant_id &&
    held.browserId === browserId
      ? held
      : null;
  const now = deps.clock();
  if (ours !== null && ours.epoch === table.seat_epoch && !isSeatExpired(ours, now))
    return {
      seat: { token: token ?? '', dinerId: ours.dinerId, expiresAt: ours.exp * 1000 },
      partyCleared: false,
    };
  // Read only on a renewal, so handing a seat back costs no query.
  const partyCleared = ours !== null && (await partyClearedSince(deps.db, table.id, ours.epoch));
  const epoch = await takeSeatNumber(deps.db, table.id);
  if (epoch === null) throw tableFull();
  const claims: SeatClaims = {
    merchantId: table.merchant_id,
    tableId: table.id,
    dinerId: ours?.dinerId ?? newDinerId(),
    browserId,
    epoch,
    exp: Math.floor(now / 1000) + SEAT_LIFETIME_S,
  };
  return { seat: issued(claims, deps.seatKey), partyCleared };
};
