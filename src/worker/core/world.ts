import { Effect, Layer } from 'effect';
import { HttpClient, type HttpClientConfig, makeHttpClient } from '../../adapters/http/client.ts';
import type { LiveChannel } from '../../adapters/live/service.ts';
import { Analytics } from '../../adapters/system/analytics.ts';
import type { Clock } from '../../adapters/system/clock.ts';
import { Fingerprint, makeFingerprint } from '../../adapters/system/fingerprint.ts';
import { Ids } from '../../adapters/system/ids.ts';
import type { Logger } from '../../adapters/system/logger.ts';
import type { SessionArchive } from '../../adapters/system/session-archive.ts';
import { callContext } from './http.ts';
import { Store } from './services.ts';

/** Everything the core touches the world through: Layers, live in the worker, test ones in tests. */
export type World =
  HttpClient | LiveChannel | Clock | Ids | Fingerprint | Analytics | Logger | SessionArchive;

/** The HTTP client, its §7 headers read from the state at the moment of each call. */
export const httpLayer = (
  config: Omit<HttpClientConfig, 'context'>,
): Layer.Layer<HttpClient, never, Store> =>
  Layer.effect(
    HttpClient,
    Effect.map(Store, (store) =>
      makeHttpClient({ ...config, context: () => callContext(store.state()) }),
    ),
  );

/**
 * The browser id kept through the persistence port: the stored one arrives with hydrate, a new
 * one reaches storage through the `persisted` read model.
 */
export const storedFingerprintLayer: Layer.Layer<Fingerprint, never, Store | Ids | Analytics> =
  Layer.effect(
    Fingerprint,
    Effect.gen(function* () {
      const store = yield* Store;
      const ids = yield* Ids;
      const analytics = yield* Analytics;
      return makeFingerprint({
        store: { load: async () => store.state().session.fingerprint, save: async () => undefined },
        ids,
        analytics,
      });
    }),
  );
