/// <reference lib="webworker" />
import { connectTable } from '../adapters/live/table-channel.ts';
import { makeAnalytics } from '../adapters/system/analytics.ts';
import { PRODUCTION } from '../adapters/system/behaviour-log.ts';
import { liveClock } from '../adapters/system/clock.ts';
import { liveIds } from '../adapters/system/ids.ts';
import { openIndexedDbLogArchive } from '../adapters/system/indexeddb-log-archive.ts';
import { makeTelemetrySink } from '../adapters/system/telemetry-sink.ts';
import packageJson from '../../package.json' with { type: 'json' };
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
const analytics = makeAnalytics({ sink, clock: liveClock, environment });

// The session log outlives a reload (the developer panel, "report a problem"); a browser that
// refuses storage keeps this run's log only.
const logArchive = openIndexedDbLogArchive({
  run: liveIds.uuid(),
  now: liveClock.now,
  onFailure: (error) => console.warn('the session log is kept for this page only', error),
});

core = createTableCore({
  http: { origin },
  logArchive,
  connectTable,
  clock: liveClock,
  ids: liveIds,
  analytics,
  logger: console,
  appVersion: packageJson.version,
});
exposeCore(core);
