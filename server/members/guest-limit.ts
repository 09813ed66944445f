import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { seatTokenOf } from '../seats/require.ts';
import { readSignedSeat } from '../seats/token.ts';
import { createAttemptCounter, type GuessKey } from '../tables/attempts.ts';

const WINDOW_MS = 10 * 60 * 1000;
/** A diner gives a name once, and may correct it: a few a seat is plenty. */
export const GUESTS_PER_SEAT = 10;
/**
 * Without a seat (the app always has one at a table): a restaurant's guests share one address on
 * its Wi-Fi, so the limit is the address's, and generous.
 */
export const GUESTS_PER_ADDRESS = 30;

/**
 * Guest registrations, counted: each makes a member and a 30-day token, and a script made 300 in
 * 26 s (a stranger's probe, 2026-11-28). Counted by the seat when the call carries a genuine one,
 * else by the address; a refusal is 429.
 */
export const createGuestLimit = (deps: Pick<AppDeps, 'clock' | 'seatKey'>) => {
  const registrations = createAttemptCounter(deps.clock, WINDOW_MS);
  return (request: FastifyRequest): void => {
    const token = seatTokenOf(request);
    const seat = token === null ? null : readSignedSeat(token, deps.seatKey);
    const keys: GuessKey[] =
      seat === null
        ? [{ key: `address:${request.ip}`, max: GUESTS_PER_ADDRESS }]
        : [{ key: `seat:${seat.tableId}:${seat.dinerId}`, max: GUESTS_PER_SEAT }];
    registrations.assertMayTry(keys);
    registrations.record(keys);
  };
};
