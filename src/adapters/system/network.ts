import { Context, Layer } from 'effect';
import { BehaviorSubject, distinctUntilChanged, Observable } from 'rxjs';

/**
 * What the browser says of its network: `navigator.onLine` and the `online`/`offline` events,
 * which a dedicated worker has too. "Online" only means a network is there, not that the POS
 * answers; a write that finds it unreachable holds the cart's edits all the same (docs/offline.md).
 */
export interface NetworkShape {
  /** true online, false offline: the state now first, then each change. */
  readonly online: Observable<boolean>;
}

export class Network extends Context.Service<Network, NetworkShape>()('tablefold/Network') {}

/** A window or a worker global: its navigator and the events it fires. */
export interface NetworkScope extends EventTarget {
  readonly navigator: { readonly onLine: boolean };
}

/** How often navigator.onLine is read besides the events. */
export const NETWORK_POLL_MS = 1_000;

/**
 * Chromium updates a dedicated worker's navigator.onLine but fires it no `online`/`offline`
 * event (seen under Playwright's offline mode, docs/offline.md), so the flag is also read each
 * second: a change is noticed within a second either way, with no help from the page.
 */
export const browserNetwork = (scope: NetworkScope, pollMs = NETWORK_POLL_MS): NetworkShape => ({
  online: new Observable<boolean>((subscriber) => {
    const read = () => subscriber.next(scope.navigator.onLine);
    read();
    scope.addEventListener('online', read);
    scope.addEventListener('offline', read);
    const timer = setInterval(read, pollMs);
    return () => {
      clearInterval(timer);
      scope.removeEventListener('online', read);
      scope.removeEventListener('offline', read);
    };
  }).pipe(distinctUntilChanged()),
});

export const browserNetworkLayer = (scope: NetworkScope): Layer.Layer<Network> =>
  Layer.sync(Network, () => browserNetwork(scope));

/** A network the test switches: `set(false)` is the browser going offline. */
export const makeTestNetwork = (initiallyOnline = true) => {
  const online = new BehaviorSubject(initiallyOnline);
  return {
    layer: Layer.succeed(Network, { online: online.pipe(distinctUntilChanged()) }),
    set: (value: boolean) => online.next(value),
  };
};

/** Node and tests that do not care: always online. */
export const alwaysOnlineLayer: Layer.Layer<Network> = makeTestNetwork(true).layer;
