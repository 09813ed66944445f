import { Layer, ManagedRuntime } from 'effect';
import type { HttpClient, HttpClientConfig } from '../../adapters/http/client.ts';
import type { Analytics } from '../../adapters/system/analytics.ts';
import type { Fingerprint } from '../../adapters/system/fingerprint.ts';
import type { Ids } from '../../adapters/system/ids.ts';
import { alwaysOnlineLayer, type Network } from '../../adapters/system/network.ts';
import { type CartWrites, cartWritesLayer } from '../commands/cart-sync.ts';
import { type CodeRequests, codeRequestsLayer } from '../commands/code-requests.ts';
import { type MenuLoads, menuLoadsLayer } from '../commands/menu.ts';
import { type UnfinishedPopup, unfinishedPopupLayer } from '../commands/unfinished.ts';
import { type LiveLink, liveLinkLayer } from '../live/link.ts';
import { type Reseating, reseatingLayer } from '../live/reseat.ts';
import {
  type Background,
  type CartQueue,
  CoreConfig,
  type CoreConfigShape,
  FollowUps,
  type Store,
  backgroundLayer,
  cartQueueLayer,
  storeLayer,
} from './services.ts';
import type { FollowUp } from './inputs.ts';
import { httpLayer, storedFingerprintLayer, type World } from './world.ts';

/** Every service a program may ask for. */
export type CoreServices =
  | World
  | Store
  | FollowUps
  | CartQueue
  | Background
  | CoreConfig
  | CartWrites
  | LiveLink
  | Reseating
  | UnfinishedPopup
  | MenuLoads
  | CodeRequests
  | Network;

export interface CoreOptions {
  /**
   * The world but for the calls: clock, ids, analytics, logger, live channel, session archive
   * (live Layers in the worker, test Layers in tests).
   */
  readonly world: Layer.Layer<Exclude<World, HttpClient | Fingerprint>>;
  /** The calls' client: the core builds it, since its §7 headers come from the session. */
  readonly http: Omit<HttpClientConfig, 'context'>;
  /** Default: the browser id kept through the persistence port (world.ts). */
  readonly fingerprint?: Layer.Layer<Fingerprint, never, Store | Ids | Analytics>;
  /** What the browser says of its network; default: always online (Node, most tests). */
  readonly network?: Layer.Layer<Network>;
  readonly config: CoreConfigShape;
}

/**
 * The core's services as one runtime: the world first, then the store on its clock and archive,
 * then the calls on the store's session, and the core's own bookkeeping beside them.
 */
export const makeCoreRuntime = (options: CoreOptions, followUps: (input: FollowUp) => void) => {
  const base = Layer.mergeAll(
    options.world,
    options.network ?? alwaysOnlineLayer,
    Layer.succeed(CoreConfig, options.config),
    Layer.succeed(FollowUps, { push: followUps }),
    cartQueueLayer,
    backgroundLayer,
    cartWritesLayer,
    liveLinkLayer,
    reseatingLayer,
    unfinishedPopupLayer,
    menuLoadsLayer,
    codeRequestsLayer,
  );
  const withStore = Layer.provideMerge(storeLayer, base);
  const calls = Layer.mergeAll(
    httpLayer(options.http),
    options.fingerprint ?? storedFingerprintLayer,
  );
  const layer: Layer.Layer<CoreServices> = Layer.provideMerge(calls, withStore);
  return ManagedRuntime.make(layer);
};
