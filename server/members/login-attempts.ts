import type { AppDeps } from '../deps.ts';
import {
  type AttemptCounter,
  createAttemptCounter,
  type GuessKey,
} from '../limits/attempt-counter.ts';

/**
 * Wrong login codes from one address, whatever the phones and merchants. Each code dies after its
 * own few guesses (otp-check.ts), but an address may ask for three codes a minute, to as many
 * phones: sprayed over them, a guesser had ~1,800 tries an hour at somebody's six digits (a
 * probe, 2026-11-29). Thirty in fifteen minutes is 120 an hour, and more typos than a
 * restaurant's Wi-Fi full of diners makes; a right code gives its try back.
 */
export const MAX_WRONG_LOGIN_CODES_PER_ADDRESS = 30;
export const WRONG_LOGIN_CODE_WINDOW_MS = 15 * 60_000;

export const loginAttemptsOf = (deps: Pick<AppDeps, 'db' | 'clock'>): AttemptCounter =>
  createAttemptCounter(deps.db, deps.clock, 'wrong-login-code', WRONG_LOGIN_CODE_WINDOW_MS);

/** `address`: already an address key (http/address.ts), as the login route hands it on. */
export const loginGuessKeys = (address: string): readonly GuessKey[] => [
  { key: `ip:${address}`, max: MAX_WRONG_LOGIN_CODES_PER_ADDRESS },
];
