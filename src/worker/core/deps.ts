import type { HttpClientConfig } from '../../adapters/http/client.ts';
import type { connectTable } from '../../adapters/live/table-channel.ts';
import type { Backoff } from '../../adapters/live/retry-policy.ts';
import type { AnalyticsShape } from '../../adapters/system/analytics.ts';
import type { ClockShape } from '../../adapters/system/clock.ts';
import type { FingerprintShape } from '../../adapters/system/fingerprint.ts';
import type { IdsShape } from '../../adapters/system/ids.ts';
import type { LogArchive } from '../../adapters/system/log-archive.ts';

export interface CoreLogger {
  readonly info: (message: string, detail?: unknown) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  readonly error: (message: string, detail?: unknown) => void;
}

/** Everything the core touches the world through; tests hand in their own. */
export interface CoreDeps {
  /** The HTTP client's configuration; the core supplies `context` from its state. */
  readonly http: Omit<HttpClientConfig, 'context'>;
  readonly connectTable: typeof connectTable;
  readonly clock: ClockShape;
  readonly ids: IdsShape;
  /** Default: a stable id kept through the persistence port (hydrate, then `persisted`). */
  readonly fingerprint?: FingerprintShape;
  readonly analytics: AnalyticsShape;
  readonly logger: CoreLogger;
  /** Written into exported logs' headers. */
  readonly appVersion: string;
  readonly logCap?: number;
  /** Keeps the log past a reload (IndexedDB in the browser); none: this run's log only. */
  readonly logArchive?: LogArchive;
  /** How often a cart write that lost to another diner's (66666) is replayed; default 5. */
  readonly cartConflictRetries?: number;
  readonly liveBackoff?: Backoff;
  /** How long live refetch requests are gathered into one (src/worker/live/resync.ts). */
  readonly liveResyncDelayMs?: number;
}
