import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, reconnectSchedule, retryDelayMs } from './reconnect-schedule.ts';

const exact = { ...DEFAULT_BACKOFF, jitter: 0 };

describe('the live channel’s reconnect schedule', () => {
  it('retries at once, then doubles from the base up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, exact))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('never waits longer than the cap, nor less than nothing', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const delay = retryDelayMs(n, DEFAULT_BACKOFF, () => r);
        return delay >= 0 && delay <= DEFAULT_BACKOFF.capMs;
      }),
      { numRuns: 200 },
    );
  });

  it('takes at most the jitter share off a wait', () => {
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 1)).toBe(3_200);
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 0)).toBe(4_000);
  });

  it('drives Effect.retry with those waits and never gives up on its own', async () => {
    const tries: number[] = [];
    const start = Date.now();
    const flaky = Effect.suspend(() => {
      tries.push(Date.now() - start);
      return tries.length < 5 ? Effect.fail('down') : Effect.succeed('joined');
    });
    const schedule = reconnectSchedule({ baseMs: 20, capMs: 40, jitter: 0 });
    expect(await Effect.runPromise(Effect.retry(flaky, schedule))).toBe('joined');
    // At once, then 20, 40 and 40 ms (the cap) apart: timers fire late on a busy machine, never early.
    const gaps = tries.slice(1).map((at, i) => at - (tries[i] ?? 0));
    expect(gaps[0]).toBeLessThan(20);
    expect(gaps.slice(1).map((gap, i) => gap >= ([20, 40, 40][i] ?? 0) - 2)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
