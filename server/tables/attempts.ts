import { addressKeyOf } from '../http/address.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { SeatClaims } from '../seats/token.ts';

/**
 * Wrong order-code guesses are counted per seat and per address, never per table: a stranger's
 * guesses then lock out only the stranger, not the diners at the table. A 4-digit code falls to
 * 10,000 guesses; ten a minute per seat and thirty per address make that hours of trying.
 */
export const MAX_WRONG_CODES_PER_SEAT = 10;
export const MAX_WRONG_CODES_PER_ADDRESS = 30;
export const WRONG_CODE_WINDOW_MS = 60_000;

interface Window {
  readonly startedAt: number;
  readonly count: number;
}

export interface GuessKey {
  readonly key: string;
  readonly max: number;
}

/** The counters a guess from this seat at this address is charged to. */
export const guessKeys = (seat: SeatClaims, address: string): readonly GuessKey[] => [
  { key: `seat:${seat.tableId}:${seat.dinerId}`, max: MAX_WRONG_CODES_PER_SEAT },
  { key: `ip:${addressKeyOf(address)}`, max: MAX_WRONG_CODES_PER_ADDRESS },
];

/**
 * Fixed-window counters kept in memory: a restart forgets them, which costs a guesser nothing a
 * new minute would not, and needs no table of its own.
 */
export const createAttemptCounter = (clock: () => number, windowMs: number) => {
  const windows = new Map<string, Window>();

  const current = (key: string): Window => {
    const now = clock();
    const window = windows.get(key);
    return window !== undefined && now - window.startedAt < windowMs
      ? window
      : { startedAt: now, count: 0 };
  };

  return {
    /** 429 before checking when any of the keys has used up its window. */
    assertMayTry(keys: readonly GuessKey[]): void {
      if (keys.some(({ key, max }) => current(key).count >= max)) {
        throw new ApiError(429, 'tooManyRequests', 429);
      }
    },
    record(keys: readonly GuessKey[]): void {
      for (const { key } of keys) {
        const window = current(key);
        windows.set(key, { ...window, count: window.count + 1 });
      }
      // Expired windows are dropped as they are passed over, so the map stays small.
      for (const [key, old] of windows) {
        if (clock() - old.startedAt >= windowMs) windows.delete(key);
      }
    },
  };
};

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;

const perServer = new WeakMap<AppDeps, { codes: AttemptCounter; staffCalls: AttemptCounter }>();

const countersOf = (deps: AppDeps) => {
  let counters = perServer.get(deps);
  if (counters === undefined) {
    counters = {
      codes: createAttemptCounter(deps.clock, WRONG_CODE_WINDOW_MS),
      staffCalls: createAttemptCounter(deps.clock, STAFF_CALL_WINDOW_MS),
    };
    perServer.set(deps, counters);
  }
  return counters;
};

/** One count of wrong codes per server, shared by the code check and placement. */
export const codeAttemptsOf = (deps: AppDeps): AttemptCounter => countersOf(deps).codes;

/** "Send me the order code" pages the staff: a few per seat, a few more per address. */
export const STAFF_CALL_WINDOW_MS = 10 * 60_000;
export const staffCallsOf = (deps: AppDeps): AttemptCounter => countersOf(deps).staffCalls;
export const staffCallKeys = (seat: SeatClaims, address: string): readonly GuessKey[] => [
  { key: `seat:${seat.tableId}:${seat.dinerId}`, max: 3 },
  { key: `ip:${addressKeyOf(address)}`, max: 10 },
];
