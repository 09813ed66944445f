import { addressKeyOf } from '../http/address.ts';
import type { AppDeps } from '../deps.ts';
import {
  type AttemptCounter,
  createAttemptCounter,
  type GuessKey,
} from '../limits/attempt-counter.ts';
import type { SeatClaims } from '../seats/token.ts';

/**
 * Wrong order-code guesses are counted per seat, and per address at the table guessed, never per
 * table alone: a stranger's guesses lock out the stranger, not the diners at the table, and a
 * prankster's at their own table no diner at another on the same Wi-Fi (a probe locked a whole
 * restaurant's right codes out from one table, 2026-11-29). Each table's code is its own: a
 * 4-digit one falls to 10,000 guesses, and ten a minute per seat and thirty per address make
 * that hours of trying, whichever table.
 */
export const MAX_WRONG_CODES_PER_SEAT = 10;
export const MAX_WRONG_CODES_PER_ADDRESS = 30;
export const WRONG_CODE_WINDOW_MS = 60_000;

/** The counters a guess from this seat at this address is charged to. */
export const guessKeys = (seat: SeatClaims, address: string): readonly GuessKey[] => [
  { key: `seat:${seat.tableId}:${seat.dinerId}`, max: MAX_WRONG_CODES_PER_SEAT },
  { key: `ip:${seat.tableId}:${addressKeyOf(address)}`, max: MAX_WRONG_CODES_PER_ADDRESS },
];

/**
 * Wrong codes, charged by the code check and by placement alike: one name, so the same keys in
 * the database (server/limits/attempt-counter.ts), whichever process answers.
 */
export const codeAttemptsOf = (deps: AppDeps): AttemptCounter =>
  createAttemptCounter(deps.db, deps.clock, 'wrong-code', WRONG_CODE_WINDOW_MS);

/**
 * "Send me the order code" and "call the staff" page the staff: a few per seat, a few more per
 * address at the table (fresh seats buy no more pages; a prankster's pages at one table leave
 * every other table on the Wi-Fi theirs, as wrong codes do).
 */
export const STAFF_CALL_WINDOW_MS = 10 * 60_000;
export const staffCallsOf = (deps: AppDeps): AttemptCounter =>
  createAttemptCounter(deps.db, deps.clock, 'staff-call', STAFF_CALL_WINDOW_MS);
export const staffCallKeys = (seat: SeatClaims, address: string): readonly GuessKey[] => [
  { key: `seat:${seat.tableId}:${seat.dinerId}`, max: 3 },
  { key: `ip:${seat.tableId}:${addressKeyOf(address)}`, max: 10 },
];
