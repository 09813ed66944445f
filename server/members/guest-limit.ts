import type { FastifyRequest } from 'fastify';
import { addressKeyOf } from '../http/address.ts';
import { currentSeatOf } from '../seats/current.ts';
import type { SeatDeps } from '../seats/require.ts';
import { createAttemptCounter, type GuessKey } from '../limits/attempt-counter.ts';

const WINDOW_MS = 10 * 60 * 1000;
/** A diner gives a name once, and may correct it: a few a seat is plenty. */
export const GUESTS_PER_SEAT = 10;
/** Without a seat in the table's current session (the app always has one at a table). */
export const GUESTS_PER_ADDRESS = 30;
/**
 * With one, at its table: a table's diners share the restaurant's address, a session hands out at
 * most 40 seats, and a name is given once or twice. A stranger spending it locks out their own
 * table's newcomers only: one address's whole limit, spent from one table, locked every diner on
 * the Wi-Fi out for ten minutes, at every merchant (a probe, 2026-11-29).
 */
export const SEATED_GUESTS_PER_TABLE_ADDRESS = 100;
/** And across tables: a busy evening's on one Wi-Fi, which still holds when a bot gathers seats. */
export const SEATED_GUESTS_PER_ADDRESS = 1_000;

/**
 * Guest registrations, counted: each makes a member and a 30-day token, and a script made 300 in
 * 26 s (a stranger's probe, 2026-11-28). Always by the address (an IPv6 one by its /64), and by
 * the seat when the call carries one of the table's current session; a refusal is 429.
 */
export const createGuestLimit = (deps: SeatDeps) => {
  const registrations = createAttemptCounter(deps.db, deps.clock, 'guest', WINDOW_MS);
  return async (request: FastifyRequest): Promise<void> => {
    const seat = await currentSeatOf(deps, request);
    const addressKey = addressKeyOf(request.ip);
    const keys: GuessKey[] =
      seat === null
        ? [{ key: `address:${addressKey}`, max: GUESTS_PER_ADDRESS }]
        : [
            { key: `seat:${seat.tableId}:${seat.dinerId}`, max: GUESTS_PER_SEAT },
            {
              key: `table:${seat.tableId}:${addressKey}`,
              max: SEATED_GUESTS_PER_TABLE_ADDRESS,
            },
            { key: `seated:${addressKey}`, max: SEATED_GUESTS_PER_ADDRESS },
          ];
    await registrations.charge(keys);
  };
};
