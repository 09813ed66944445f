import { Context, Effect, Layer } from 'effect';
import type { AnalyticsShape } from './analytics.ts';
import type { IdsShape } from './ids.ts';

/**
 * Where the browser id is kept. The worker has no storage: the main thread supplies this port
 * (spec §3 stored key fingerprint-id, in local storage).
 */
export interface FingerprintStore {
  readonly load: () => Promise<string | null>;
  readonly save: (fingerprint: string) => Promise<void>;
}

export interface FingerprintShape {
  /** The browser's stable id: the live channel's fromBrowserId and the cart's browser id. */
  readonly get: Effect.Effect<string>;
}

export class Fingerprint extends Context.Service<Fingerprint, FingerprintShape>()(
  'tablefold/Fingerprint',
) {}

/** What the hub and the cart accept as a browser id. */
const BROWSER_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const FINGERPRINT_FAILURE_EVENT = 'fingerprint_failure';

export interface FingerprintDeps {
  readonly store: FingerprintStore;
  readonly ids: IdsShape;
  readonly analytics: AnalyticsShape;
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A port that throws instead of rejecting is treated the same. */
const attempt = <T>(run: () => Promise<T>): Promise<T> => Promise.resolve().then(run);

/**
 * Loads the stored id, or makes one and stores it. Never fails: when the store cannot be read or
 * written the failure goes to analytics (spec §8) and a fresh id serves this session.
 * Concurrent first calls share one lookup, so a browser never gets two ids.
 */
export const makeFingerprint = ({ store, ids, analytics }: FingerprintDeps): FingerprintShape => {
  const report = (stage: string, detail: string) =>
    analytics.track(FINGERPRINT_FAILURE_EVENT, { stage, detail });

  const resolve = async (): Promise<string> => {
    const stored = await attempt(store.load).catch((error: unknown) => {
      report('load', describe(error));
      return null;
    });
    if (stored !== null && BROWSER_ID.test(stored)) return stored;
    if (stored !== null) report('invalid', 'the stored id is not a browser id');
    const fresh = ids.uuid();
    await attempt(() => store.save(fresh)).catch((error: unknown) =>
      report('save', describe(error)),
    );
    return fresh;
  };

  let pending: Promise<string> | null = null;
  return { get: Effect.promise(() => (pending ??= resolve())) };
};

export const fingerprintLayer = (deps: FingerprintDeps): Layer.Layer<Fingerprint> =>
  Layer.sync(Fingerprint, () => makeFingerprint(deps));

/** A fixed browser id, for tests and replays. */
export const fixedFingerprintLayer = (fingerprint: string): Layer.Layer<Fingerprint> =>
  Layer.succeed(Fingerprint, { get: Effect.succeed(fingerprint) });
