import type { AppDeps } from '../deps.ts';
import {
  type AttemptCounter,
  createAttemptCounter,
  type GuessKey,
} from '../limits/attempt-counter.ts';
import type { SeatClaims } from '../seats/token.ts';

/**
 * Wrong login codes from one address without a seat, whatever the phones and merchants. Each code
 * dies after its own few guesses (otp-check.ts), but an address may ask for three codes a minute,
 * to as many phones: sprayed over them, a guesser had ~1,800 tries an hour at somebody's six
 * digits (a probe, 2026-11-29). Thirty in fifteen minutes is 120 an hour; a right code gives its
 * try back.
 */
export const MAX_WRONG_LOGIN_CODES_PER_ADDRESS = 30;
export const WRONG_LOGIN_CODE_WINDOW_MS = 15 * 60_000;

export const loginAttemptsOf = (deps: Pick<AppDeps, 'db' | 'clock'>): AttemptCounter =>
  createAttemptCounter(deps.db, deps.clock, 'wrong-login-code', WRONG_LOGIN_CODE_WINDOW_MS);

/**
 * With a seat of a table's current session, as the app at a table sends: by the seat, by the
 * address at the seat's table, and a looser bound for every seat at the address. The address's
 * thirty were every diner's on a restaurant's Wi-Fi, and one stranger's thirty quick wrong codes
 * locked the whole restaurant out of logging in for fifteen minutes; now they lock out the
 * stranger's table. Each code still dies after its own few guesses (otp-check.ts).
 */
export const WRONG_LOGIN_CODES_PER_SEAT = 10;
export const WRONG_LOGIN_CODES_PER_TABLE_ADDRESS = MAX_WRONG_LOGIN_CODES_PER_ADDRESS;
/** Many tables' typos; a bot must hold seats at four tables' QR codes to reach it. */
export const WRONG_LOGIN_CODES_PER_SEATED_ADDRESS = 120;

export type GuessSeat = Pick<SeatClaims, 'tableId' | 'dinerId'>;

/**
 * `address`: already an address key (http/address.ts), as the login route hands it on. Without
 * a seat (the member pages, a script), by the address alone, which seated guesses do not spend.
 */
export const loginGuessKeys = (address: string, seat: GuessSeat | null): readonly GuessKey[] =>
  seat === null
    ? [{ key: `ip:${address}`, max: MAX_WRONG_LOGIN_CODES_PER_ADDRESS }]
    : [
        { key: `seat:${seat.tableId}:${seat.dinerId}`, max: WRONG_LOGIN_CODES_PER_SEAT },
        {
          key: `table:${seat.tableId}:${address}`,
          max: WRONG_LOGIN_CODES_PER_TABLE_ADDRESS,
        },
        { key: `seated:${address}`, max: WRONG_LOGIN_CODES_PER_SEATED_ADDRESS },
      ];
