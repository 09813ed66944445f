/// <reference lib="webworker" />
import { Layer } from 'effect';
import { KEPT_REPLIES_CACHE, keepingReplies } from '../adapters/http/kept-replies.ts';
import { liveChannelLayer } from '../adapters/live/service.ts';
import { Analytics, makeAnalytics } from '../adapters/system/analytics.ts';
import { PRODUCTION } from '../adapters/system/behaviour-log.ts';
import { liveClock, liveClockLayer } from '../adapters/system/clock.ts';
import { liveIds, liveIdsLayer } from '../adapters/system/ids.ts';
import { openIndexedDbLogArchive } from '../adapters/system/indexeddb-log-archive.ts';
import { loggerLayer } from '../adapters/system/logger.ts';
import { browserNetworkLayer } from '../adapters/system/network.ts';
import { sessionArchiveLayer } from '../adapters/system/session-archive.ts';
import { makeTelemetrySink } from '../adapters/system/telemetry-sink.ts';
// The version alone: a default import ships the whole package.json (its dependencies too).
import { version as appVersion } from '../../package.json' with { type: 'json' };
import { createTableCore, type TableCore } from './core/create-core.ts';
import { exposeCore } from './expose.ts';
import { apiOrigin } from './origin.ts';

const origin = apiOrigin(self.location);
// Outside a production build every key is prefixed test_ (spec §9).
const environment = import.meta.env.PROD ? PRODUCTION : 'dev';
let core: TableCore | null = null;
// Analytics events and behaviour-log lines go, batched, to the reference server's
// behaviour-monitoring endpoint (docs/decisions.md); what is given up is logged, never silent.
const sink = makeTelemetrySink({
  origin,
  environment,
  merchantId: () => core?.state().session.merchantId ?? null,
  onDropped: (count, reason) => console.warn(`analytics: ${count} lines dropped (${reason})`),
});

// The session log outlives a reload (the developer panel, "report a problem"); a browser that
// refuses storage keeps this run's log only.
const logArchive = openIndexedDbLogArchive({
  run: liveIds.uuid(),
  now: liveClock.now,
  onFailure: (error) => console.warn('the session log is kept for this page only', error),
});

// The live world: fetch, SignalR, the real clock, random ids, console, IndexedDB.
const world = Layer.mergeAll(
  liveChannelLayer,
  liveClockLayer,
  liveIdsLayer,
  Layer.succeed(Analytics, makeAnalytics({ sink, clock: liveClock, environment })),
  loggerLayer(console),
  sessionArchiveLayer(logArchive),
);

// The menu this page reads is kept for a reload offline, before any service worker controls it.
const keepMenu =
  'caches' in self
    ? keepingReplies({
        origin: self.location.origin,
        open: () => caches.open(KEPT_REPLIES_CACHE),
        onFailure: (error) => console.warn('the menu will not show offline', error),
      })
    : undefined;

core = createTableCore({
  world,
  http: keepMenu === undefined ? { origin } : { origin, accepted: keepMenu },
  // The worker reads the network itself (navigator.onLine), so the page need not tell it.
  network: browserNetworkLayer(self),
  config: { appVersion },
});
exposeCore(core);
