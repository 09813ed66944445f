import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { Clock, liveClock } from './clock.ts';
import { makeTestClock, testClockLayer } from './test-clock.ts';

describe('the test clock', () => {
  it('moves only when advanced, firing each passed tick at its own time', () => {
    const clock = makeTestClock(10_000);
    const ticks: number[] = [];
    const stop = clock.onTick((now) => ticks.push(now));
    clock.advance(999);
    expect(ticks).toEqual([]);
    clock.advance(2_500);
    expect(ticks).toEqual([11_000, 12_000, 13_000]);
    expect(clock.now()).toBe(13_499);
    stop();
    clock.advance(5_000);
    expect(ticks).toHaveLength(3);
  });

  it('sees time as the listener runs, and keeps tickers apart', () => {
    const clock = makeTestClock(0);
    const seen: string[] = [];
    clock.onTick((now) => seen.push(`a${now}:${clock.now()}`));
    clock.advance(500);
    clock.onTick((now) => seen.push(`b${now}`));
    clock.advance(1_600);
    expect(seen).toEqual(['a1000:1000', 'b1500', 'a2000:2000']);
  });

  it('is the Clock service under its layer', () => {
    const clock = makeTestClock(42);
    const now = Effect.gen(function* () {
      return (yield* Clock).now();
    });
    expect(Effect.runSync(Effect.provide(now, testClockLayer(clock)))).toBe(42);
  });
});

describe('the live clock', () => {
  it('reads the wall clock and ticks every second until stopped', () => {
    vi.useFakeTimers({ now: 5_000 });
    try {
      const ticks: number[] = [];
      const stop = liveClock.onTick((now) => ticks.push(now));
      expect(liveClock.now()).toBe(5_000);
      vi.advanceTimersByTime(2_500);
      stop();
      vi.advanceTimersByTime(2_000);
      expect(ticks).toEqual([6_000, 7_000]);
    } finally {
      vi.useRealTimers();
    }
  });
});
