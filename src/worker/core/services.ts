import { Context, Effect, Layer, Scope, Semaphore } from 'effect';
import type { Observable } from 'rxjs';
import { Clock } from '../../adapters/system/clock.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { SessionArchive } from '../../adapters/system/session-archive.ts';
import type { Backoff } from '../../adapters/live/reconnect-schedule.ts';
import type { ToastMessage } from '../../domain/errors/failure.ts';
import type { AppEvent } from '../../domain/events.ts';
import type { AppState } from '../../domain/state.ts';
import type { ToastKind } from '../../domain/toasts/events.ts';
import type { FollowUp } from './inputs.ts';
import { redact } from './redact.ts';
import { makeSessionLog, type SessionLog } from './session-log.ts';
import { type EventInput, makeStore } from './store.ts';

/** The session's one state: every change is an event, logged, then folded (store.ts). */
export interface StoreShape {
  readonly state: () => AppState;
  readonly state$: Observable<AppState>;
  readonly emit: (event: EventInput) => AppEvent;
  readonly log: SessionLog;
}

export class Store extends Context.Service<Store, StoreShape>()('tablefold/Store') {}

/** The state as it is now (read again each time the effect runs). */
export const currentState: Effect.Effect<AppState, never, Store> = Store.useSync((store) =>
  store.state(),
);

/** Logs and folds one event; the only way a program changes state. */
export const emit = (event: EventInput): Effect.Effect<AppEvent, never, Store> =>
  Store.useSync((store) => store.emit(event));

export const toast = (
  message: ToastMessage,
  kind: ToastKind = 'error',
): Effect.Effect<AppEvent, never, Store> =>
  emit({ type: 'ToastShown', payload: { message, kind } });

/** What a program hands back to the input stream instead of calling across concerns. */
export class FollowUps extends Context.Service<
  FollowUps,
  { readonly push: (input: FollowUp) => void }
>()('tablefold/FollowUps') {}

export const followUp = (input: FollowUp): Effect.Effect<void, never, FollowUps> =>
  FollowUps.useSync((followUps) => followUps.push(input));

/** Cart writes, refetches, clears and placements, one at a time: no reply lands on a newer one. */
export class CartQueue extends Context.Service<CartQueue, Semaphore.Semaphore>()(
  'tablefold/CartQueue',
) {}

export const inCartQueue = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R | CartQueue> =>
  Effect.flatMap(CartQueue, (queue) => Semaphore.withPermits(queue, 1)(effect));

/**
 * Work nobody waits for (a refetch a live message asked for). It runs in the core's scope, so
 * disposing of the core stops it, and whatever goes wrong in it is logged, never lost.
 */
export class Background extends Context.Service<Background, Scope.Scope>()(
  'tablefold/Background',
) {}

export const inBackground = <A, E, R>(
  what: string,
  work: Effect.Effect<A, E, R>,
): Effect.Effect<void, never, R | Background | Logger> =>
  Effect.gen(function* () {
    const scope = yield* Background;
    const logger = yield* Logger;
    const logged = work.pipe(
      Effect.catchCause((cause) => Effect.sync(() => logger.error(`${what} failed`, cause))),
    );
    yield* Effect.forkIn(logged, scope);
  });

/** The core's tunables: what tests shorten and the worker leaves at their defaults. */
export interface CoreConfigShape {
  /** Written into exported logs' headers. */
  readonly appVersion: string;
  /** How many events the session log keeps (session-log.ts). */
  readonly logCap?: number;
  /** How often a cart write that lost to another diner's (66666) is replayed; default 5. */
  readonly cartConflictRetries?: number;
  readonly liveBackoff?: Backoff;
  /** How long live refetch requests are gathered into one (live/resync.ts). */
  readonly liveResyncDelayMs?: number;
}

export class CoreConfig extends Context.Service<CoreConfig, CoreConfigShape>()(
  'tablefold/CoreConfig',
) {}

/** The store, with every event kept (redacted) where it outlives the page. */
export const storeLayer: Layer.Layer<Store, never, CoreConfig | Clock | SessionArchive> =
  Layer.effect(
    Store,
    Effect.gen(function* () {
      const config = yield* CoreConfig;
      const clock = yield* Clock;
      const archive = yield* SessionArchive;
      const memory = makeSessionLog(config.logCap);
      const log: SessionLog = {
        ...memory,
        append: (event) => {
          memory.append(event);
          archive.keep(redact(event));
        },
      };
      const store = makeStore(log, clock.now);
      return { ...store, log };
    }),
  );

export const cartQueueLayer: Layer.Layer<CartQueue> = Layer.effect(CartQueue, Semaphore.make(1));

export const backgroundLayer: Layer.Layer<Background> = Layer.effect(Background, Scope.Scope);
