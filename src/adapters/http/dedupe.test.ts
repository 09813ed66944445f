import { Effect, Fiber } from 'effect';
import { describe, expect, it } from 'vitest';
import { makeInFlight } from './dedupe.ts';

describe('makeInFlight', () => {
  const counted = () => {
    let runs = 0;
    const effect = Effect.sync(() => ++runs).pipe(Effect.delay(20));
    return { effect, runs: () => runs };
  };

  it('runs concurrent callers of one key once and releases the key afterwards', async () => {
    const inFlight = makeInFlight();
    const { effect, runs } = counted();
    const both = Effect.all([inFlight.share('k', effect), inFlight.share('k', effect)], {
      concurrency: 'unbounded',
    });
    expect(await Effect.runPromise(both)).toEqual([1, 1]);
    expect(inFlight.size()).toBe(0);
    expect(await Effect.runPromise(inFlight.share('k', effect))).toBe(2);
    expect(runs()).toBe(2);
  });

  it('keeps the shared run going for the others when its first caller gives up', async () => {
    const inFlight = makeInFlight();
    const { effect } = counted();
    const program = Effect.gen(function* () {
      const first = yield* Effect.forkChild(inFlight.share('k', effect));
      yield* Effect.yieldNow;
      const second = yield* Effect.forkChild(inFlight.share('k', effect));
      yield* Effect.yieldNow;
      yield* Fiber.interrupt(first);
      return yield* Fiber.join(second);
    });
    expect(await Effect.runPromise(program)).toBe(1);
  });

  it('shares a failure too', async () => {
    const inFlight = makeInFlight();
    let runs = 0;
    const failing = Effect.suspend(() => Effect.fail(`down ${++runs}`)).pipe(Effect.delay(10));
    const both = Effect.all(
      [Effect.flip(inFlight.share('k', failing)), Effect.flip(inFlight.share('k', failing))],
      { concurrency: 'unbounded' },
    );
    expect(await Effect.runPromise(both)).toEqual(['down 1', 'down 1']);
  });
});
