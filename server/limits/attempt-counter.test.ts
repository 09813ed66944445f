import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { ApiError } from '../http/api-error.ts';
import { createAttemptCounter, type GuessKey } from './attempt-counter.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const WINDOW_MS = 60_000;
let db: Database;
let now = 1_800_000_000_000;
const clock = () => now;

beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
}, STARTUP_TIMEOUT_MS);
afterAll(() => db.close());

/** 'ok' for a try let through, 429 for one refused, anything else thrown on. */
const outcome = (trying: Promise<void>): Promise<'ok' | 429> =>
  trying.then(
    () => 'ok' as const,
    (error: unknown) => {
      if (error instanceof ApiError && error.httpStatus === 429) return 429 as const;
      throw error;
    },
  );

const keys = (seat: string, max = 3): GuessKey[] => [
  { key: `seat:${seat}`, max },
  { key: 'ip:203.0.113.7', max: 5 },
];

describe('tries counted in the database', () => {
  it('lets as many through as the window allows when they all come at once', async () => {
    const counter = createAttemptCounter(db, clock, 'at-once', WINDOW_MS);
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => outcome(counter.charge(keys('s1')))),
    );
    expect(tries.filter((t) => t === 'ok')).toHaveLength(3);
    expect(tries.filter((t) => t === 429)).toHaveLength(17);
  });

  it('counts two processes’ tries together: one name is one count', async () => {
    const east = createAttemptCounter(db, clock, 'shared', WINDOW_MS);
    const west = createAttemptCounter(db, clock, 'shared', WINDOW_MS);
    const elsewhere = createAttemptCounter(db, clock, 'other', WINDOW_MS);
    expect(await outcome(east.charge(keys('s2')))).toBe('ok');
    expect(await outcome(west.charge(keys('s2')))).toBe('ok');
    expect(await outcome(east.charge(keys('s2')))).toBe('ok');
    expect(await outcome(west.charge(keys('s2')))).toBe(429);
    // Another counter's keys are its own, though they read the same.
    expect(await outcome(elsewhere.charge(keys('s2')))).toBe('ok');
  });

  it('uses nothing of the other keys on a refused try, nor on a try given back', async () => {
    const counter = createAttemptCounter(db, clock, 'refused', WINDOW_MS);
    for (let i = 0; i < 3; i += 1) expect(await outcome(counter.charge(keys('s3')))).toBe('ok');
    // The seat is spent; its refused tries leave the address's two tries to other seats.
    for (let i = 0; i < 4; i += 1) expect(await outcome(counter.charge(keys('s3')))).toBe(429);
    // A right code is given back: it is no guess.
    await counter.charge(keys('s4'));
    await counter.refund(keys('s4'));
    expect(await outcome(counter.charge(keys('s5')))).toBe('ok');
    expect(await outcome(counter.charge(keys('s6')))).toBe('ok');
    expect(await outcome(counter.charge(keys('s7')))).toBe(429);
  });

  it('starts a key afresh once its window has passed, and sweeps windows that ended', async () => {
    const counter = createAttemptCounter(db, clock, 'window', WINDOW_MS);
    for (let i = 0; i < 3; i += 1) await counter.charge(keys('s8', 3));
    expect(await outcome(counter.charge(keys('s8')))).toBe(429);
    now += WINDOW_MS;
    expect(await outcome(counter.charge(keys('s8')))).toBe('ok');
    const rows = await db.query<{ key: string }>('select key from attempt_windows');
    // Every other test's windows ended with the clock moved on, and went at this try.
    expect(rows.map((row) => row.key).sort()).toEqual(['window:ip:203.0.113.7', 'window:seat:s8']);
  });

  it('lets a call that names no keys through', async () => {
    const counter = createAttemptCounter(db, clock, 'none', WINDOW_MS);
    await expect(counter.charge([])).resolves.toBeUndefined();
  });

  it('a guess keeps its try only when its outcome was wrong; one that throws gives it back', async () => {
    const counter = createAttemptCounter(db, clock, 'guess', WINDOW_MS);
    const one: GuessKey[] = [{ key: 'ip:198.51.100.9', max: 2 }];
    const wrong = (answer: string) => answer === 'wrong';
    expect(await counter.guess(one, () => Promise.resolve('right'), wrong)).toBe('right');
    await expect(
      counter.guess(one, () => Promise.reject(new Error('db down')), wrong),
    ).rejects.toThrow('db down');
    expect(await counter.guess(one, () => Promise.resolve('wrong'), wrong)).toBe('wrong');
    expect(await counter.guess(one, () => Promise.resolve('wrong'), wrong)).toBe('wrong');
    // Two wrong, the most: the next is refused before it is tried.
    let tried = false;
    const refused = counter.guess(
      one,
      () => {
        tried = true;
        return Promise.resolve('right');
      },
      wrong,
    );
    expect(await outcome(refused.then(() => undefined))).toBe(429);
    expect(tried).toBe(false);
  });
});
