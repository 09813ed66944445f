import { Clock, Effect, Fiber } from 'effect';
import { TestClock } from 'effect/testing';
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
    // On the test clock: the waits are checked exactly, whatever the machine's load.
    const program = Effect.gen(function* () {
      const tries: number[] = [];
      const flaky = Effect.gen(function* () {
        tries.push(yield* Clock.currentTimeMillis);
        return tries.length < 5 ? yield* Effect.fail('down') : 'joined';
      });
      const schedule = reconnectSchedule({ baseMs: 20, capMs: 40, jitter: 0 });
      const fiber = yield* Effect.retry(flaky, schedule).pipe(Effect.forkChild);
      yield* TestClock.adjust(1_000);
      const outcome = yield* Fiber.join(fiber);
      return { outcome, gaps: tries.slice(1).map((at, i) => at - (tries[i] ?? 0)) };
    });
    const { outcome, gaps } = await Effect.runPromise(Effect.provide(program, TestClock.layer()));
    expect(outcome).toBe('joined');
    // At once, then 20, 40 and 40 ms (the cap) apart.
    expect(gaps).toEqual([0, 20, 40, 40]);
  });
});
