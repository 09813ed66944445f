import { addressKeyOf } from '../http/address.ts';
import type { AppDeps } from '../deps.ts';
import {
  type AttemptCounter,
  createAttemptCounter,
  type GuessKey,
} from '../limits/attempt-counter.ts';
import type { SeatClaims } from '../seats/token.ts';

/**
 * Wrong order-code guesses are counted per seat and per address, never per table: a stranger's
 * guesses then lock out only the stranger, not the diners at the table. A 4-digit code falls to
 * 10,000 guesses; ten a minute per seat and thirty per address make that hours of trying.
 */
export const MAX_WRONG_CODES_PER_SEAT = 10;
export const MAX_WRONG_CODES_PER_ADDRESS = 30;
export const WRONG_CODE_WINDOW_MS = 60_000;

/** The counters a guess from this seat at this address is charged to. */
export const guessKeys = (seat: SeatClaims, address: string): readonly GuessKey[] => [
  { key: `seat:${seat.tableId}:${seat.dinerId}`, max: MAX_WRONG_CODES_PER_SEAT },
  { key: `ip:${addressKeyOf(address)}`, max: MAX_WRONG_CODES_PER_ADDRESS },
];

/**
 * Wrong codes, charged by the code check and by placement alike: one name, so the same keys in
 * the database (server/limits/attempt-counter.ts), whichever process answers.
 */
export const codeAttemptsOf = (deps: AppDeps): AttemptCounter =>
  createAttemptCounter(deps.db, deps.clock, 'wrong-code', WRONG_CODE_WINDOW_MS);

/** "Send me the order code" pages the staff: a few per seat, a few more per address. */
export const STAFF_CALL_WINDOW_MS = 10 * 60_000;
export const staffCallsOf = (deps: AppDeps): AttemptCounter =>
  createAttemptCounter(deps.db, deps.clock, 'staff-call', STAFF_CALL_WINDOW_MS);
export const staffCallKeys = (seat: SeatClaims, address: string): readonly GuessKey[] => [
  { key: `seat:${seat.tableId}:${seat.dinerId}`, max: 3 },
  { key: `ip:${addressKeyOf(address)}`, max: 10 },
];
