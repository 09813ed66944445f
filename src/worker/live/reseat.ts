import { Clock, Context, Deferred, Effect, Layer } from 'effect';
import { currentState } from '../core/services.ts';
import { renewSeat } from '../commands/seat.ts';
import { connectLive } from './link.ts';

/** At most one re-seat in this long when the server keeps ending the live channel. */
export const RESEAT_INTERVAL_MS = 5_000;

interface ReseatingShape {
  /** The re-seat under way: whoever asks meanwhile waits for it. */
  inFlight: Deferred.Deferred<void> | null;
  /** When the last one started, epoch ms. */
  last: number;
}

export class Reseating extends Context.Service<Reseating, ReseatingShape>()(
  'tablefold/Reseating',
) {}

export const reseatingLayer: Layer.Layer<Reseating> = Layer.sync(Reseating, () => ({
  inFlight: null,
  last: Number.NEGATIVE_INFINITY,
}));

/**
 * A new seat (same diner) and a live channel on its token. Both the staff's clear and the
 * channel's end lead here, so callers share the one in flight, and a server that keeps ending
 * the channel is asked again at most every RESEAT_INTERVAL_MS.
 */
export const reseat = Effect.gen(function* () {
  const reseating = yield* Reseating;
  if (reseating.inFlight !== null) return yield* Deferred.await(reseating.inFlight);
  const done: Deferred.Deferred<void> = Deferred.makeUnsafe();
  reseating.inFlight = done;
  yield* Effect.gen(function* () {
    const wait = reseating.last + RESEAT_INTERVAL_MS - (yield* Clock.currentTimeMillis);
    if (wait > 0) yield* Effect.sleep(wait);
    reseating.last = yield* Clock.currentTimeMillis;
    yield* renewSeat;
    if ((yield* currentState).session.tableId !== null) yield* Effect.ignore(connectLive);
  }).pipe(
    Effect.ensuring(
      Effect.sync(() => {
        reseating.inFlight = null;
        Deferred.doneUnsafe(done, Effect.void);
      }),
    ),
  );
});
