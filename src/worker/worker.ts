/// <reference lib="webworker" />
import { connectTable } from '../adapters/live/table-channel.ts';
import { makeAnalytics } from '../adapters/system/analytics.ts';
import { liveClock } from '../adapters/system/clock.ts';
import { liveIds } from '../adapters/system/ids.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { createTableCore } from './core/create-core.ts';
import { exposeCore } from './expose.ts';
import { apiOrigin } from './origin.ts';

// No behaviour-monitoring service is configured yet: events stay in the in-memory behaviour log.
const analytics = makeAnalytics({ sink: { send: () => undefined }, clock: liveClock });

exposeCore(
  createTableCore({
    http: { origin: apiOrigin(self.location) },
    connectTable,
    clock: liveClock,
    ids: liveIds,
    analytics,
    logger: console,
    appVersion: packageJson.version,
  }),
);
