import type { AnalyticsEvent, AnalyticsSink } from './analytics.ts';
import type { BehaviourEntry } from './behaviour-log.ts';

/** One line as the reference server takes it (POST /api/analytics/events, docs/api.md). */
export interface TelemetryItem {
  readonly kind: 'event' | 'behaviour';
  readonly key: string;
  readonly at: number;
  readonly environment: string;
  readonly properties: Readonly<Record<string, string | number | boolean | null>>;
}

export const TELEMETRY_PATH = '/api/analytics/events';
/** What the server accepts in one request; the sink never sends more. */
export const TELEMETRY_MAX_BATCH = 50;
export const TELEMETRY_MAX_PROPERTIES = 20;
export const TELEMETRY_MAX_VALUE_LENGTH = 200;

export interface TelemetrySinkOptions {
  /** The API origin, e.g. https://pos.example (the page's own by default). */
  readonly origin: string;
  readonly environment: string;
  /** The merchant the lines are about, read when a batch is sent. */
  readonly merchantId: () => string | null;
  readonly fetch?: typeof fetch;
  /** A batch goes once this many lines wait (default 20) … */
  readonly batchSize?: number;
  /** … or this long after the first of them (default 3 s). */
  readonly flushAfterMs?: number;
  /** Lines kept while the server cannot be reached; the oldest go first (default 200). */
  readonly maxQueue?: number;
  /** Sends of one batch before it is given up (default 3), 1 s, 2 s, … apart. */
  readonly maxAttempts?: number;
  readonly retryDelayMs?: number;
  /** Told of every line given up, with why; never silent. */
  readonly onDropped?: (count: number, reason: string) => void;
}

export interface TelemetrySink extends AnalyticsSink {
  /** Sends what waits now (page hidden: with keepalive, so it outlives the page). */
  readonly flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** Lines given up so far. */
  readonly dropped: () => number;
  readonly pending: () => number;
}

/** The characters the server takes in a key or a property name; anything else becomes _. */
const name = (text: string, max: number): string =>
  text.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, max) || '_';

const value = (raw: unknown): string | number | boolean | null => {
  if (raw === null || typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : String(raw);
  const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  return text.slice(0, TELEMETRY_MAX_VALUE_LENGTH);
};

/** Plain, short, flat properties: what the server validates, so a line is never refused for them. */
export const flatProperties = (
  properties: Readonly<Record<string, unknown>>,
): TelemetryItem['properties'] =>
  Object.fromEntries(
    Object.entries(properties)
      .slice(0, TELEMETRY_MAX_PROPERTIES)
      .map(([key, raw]) => [name(key, 64), value(raw)]),
  );

/**
 * The behaviour-monitoring service's sink: analytics events and behaviour-log lines are queued
 * and sent in batches to the reference server. A failed send (network, 429, 5xx) is retried a
 * bounded number of times; a batch the server refuses as malformed (other 4xx) is not retried.
 * Whatever is given up, or pushed out of a full queue, is counted and reported to `onDropped`.
 */
export const makeTelemetrySink = (options: TelemetrySinkOptions): TelemetrySink => {
  const batchSize = Math.min(options.batchSize ?? 20, TELEMETRY_MAX_BATCH);
  const flushAfterMs = options.flushAfterMs ?? 3_000;
  const maxQueue = options.maxQueue ?? 200;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const queue: TelemetryItem[] = [];
  let attempts = 0;
  let droppedCount = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;

  const drop = (count: number, reason: string) => {
    if (count <= 0) return;
    droppedCount += count;
    options.onDropped?.(count, reason);
  };
  const schedule = (delay: number) => {
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  };
  const enqueue = (item: TelemetryItem) => {
    queue.push(item);
    if (queue.length > maxQueue)
      drop(queue.splice(0, queue.length - maxQueue).length, 'queue full');
    if (queue.length >= batchSize && inFlight === null) void flush();
    else schedule(flushAfterMs);
  };

  const post = async (batch: readonly TelemetryItem[], keepalive: boolean): Promise<void> => {
    const status = await send(`${options.origin}${TELEMETRY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantId: options.merchantId(), events: batch }),
      keepalive,
    }).then(
      (response) => response.status,
      () => null,
    );
    if (status !== null && status >= 200 && status < 300) {
      queue.splice(0, batch.length);
      attempts = 0;
      return;
    }
    const retryable = status === null || status === 429 || status >= 500;
    attempts += 1;
    if (!retryable || attempts >= maxAttempts) {
      drop(
        queue.splice(0, batch.length).length,
        status === null ? 'unreachable' : `refused (${status})`,
      );
      attempts = 0;
      return;
    }
    schedule(retryDelayMs * attempts);
  };

  const flush = async ({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> => {
    if (inFlight !== null) return inFlight;
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (queue.length === 0) return;
    inFlight = post(queue.slice(0, batchSize), keepalive).finally(() => {
      inFlight = null;
    });
    await inFlight;
    // More waited than one batch holds: the next goes at once (a retry is already scheduled).
    if (queue.length > 0 && timer === null) {
      if (queue.length >= batchSize || keepalive) await flush({ keepalive });
      else schedule(flushAfterMs);
    }
  };

  return {
    send: (event: AnalyticsEvent) =>
      enqueue({
        kind: 'event',
        key: name(event.key, 255),
        at: Math.max(0, Math.round(event.at)),
        environment: event.environment,
        properties: flatProperties(event.properties),
      }),
    note: (entry: BehaviourEntry) =>
      enqueue({
        kind: 'behaviour',
        key: 'behaviour',
        at: Math.max(0, Math.round(entry.at)),
        environment: options.environment,
        properties: { message: entry.message.slice(0, TELEMETRY_MAX_VALUE_LENGTH) },
      }),
    flush,
    dropped: () => droppedCount,
    pending: () => queue.length,
  };
};
