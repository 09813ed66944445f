import { Effect, Fiber } from 'effect';

/**
 * Concurrent runs under one key share one run (spec §7: duplicate tiny-merchant requests are
 * shared). The shared run is detached from its first caller, so a caller that gives up does not
 * cancel it for the others; the key is released as soon as the run ends, so a later call runs
 * afresh and nothing is cached.
 */
export const makeInFlight = () => {
  const running = new Map<string, Fiber.Fiber<unknown, unknown>>();

  const share = <A, E>(key: string, effect: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.suspend(() => {
      const existing = running.get(key) as Fiber.Fiber<A, E> | undefined;
      if (existing !== undefined) return Fiber.join(existing);
      return Effect.forkDetach(effect).pipe(
        Effect.flatMap((fiber) => {
          running.set(key, fiber);
          fiber.addObserver(() => {
            if (running.get(key) === fiber) running.delete(key);
          });
          return Fiber.join(fiber);
        }),
      );
    });

  return { share, size: (): number => running.size };
};
