import { Context, Layer } from 'effect';
import {
  type BehaviourEntry,
  PRODUCTION,
  analyticsEventKey,
  appendBehaviour,
} from './behaviour-log.ts';
import type { ClockShape } from './clock.ts';

export interface AnalyticsEvent {
  readonly key: string;
  readonly at: number;
  readonly environment: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** Where events go: the behaviour-monitoring service, through whatever the app wires in. */
export interface AnalyticsSink {
  readonly send: (event: AnalyticsEvent) => void;
  /** Behaviour-log lines, for a sink that monitors them too (telemetry-sink.ts). */
  readonly note?: (entry: BehaviourEntry) => void;
  /** Sends what the sink holds (the page is being hidden). */
  readonly flush?: (options?: { keepalive?: boolean }) => Promise<void>;
}

export interface AnalyticsShape {
  /** An analytics event; it also enters the behaviour log. */
  readonly track: (key: string, properties?: Readonly<Record<string, unknown>>) => void;
  /** A behaviour-log line only (what the diner did before an error, for its report). */
  readonly note: (message: string) => void;
  readonly behaviour: () => readonly BehaviourEntry[];
  /** Sends what the sink holds now; never rejects. */
  readonly flush?: (options?: { keepalive?: boolean }) => Promise<void>;
}

export class Analytics extends Context.Service<Analytics, AnalyticsShape>()(
  'tablefold/Analytics',
) {}

export interface AnalyticsOptions {
  readonly sink: AnalyticsSink;
  readonly clock: Pick<ClockShape, 'now'>;
  readonly environment?: string;
}

/** Analytics never breaks the app: a sink that throws loses the event and nothing else. */
export const makeAnalytics = (options: AnalyticsOptions): AnalyticsShape => {
  const environment = options.environment ?? PRODUCTION;
  let entries: readonly BehaviourEntry[] = [];
  const note = (message: string) => {
    entries = appendBehaviour(entries, { at: options.clock.now(), message });
    const entry = entries[entries.length - 1];
    try {
      if (entry !== undefined) options.sink.note?.(entry);
    } catch {
      // As for events: the log keeps the line.
    }
  };
  return {
    track: (key, properties = {}) => {
      const event = {
        key: analyticsEventKey(key, environment),
        at: options.clock.now(),
        environment,
        properties,
      };
      note(`event ${event.key}`);
      try {
        options.sink.send(event);
      } catch {
        // Dropped on purpose: see above.
      }
    },
    note,
    behaviour: () => entries,
    flush: async (flushOptions) => {
      await options.sink.flush?.(flushOptions).catch(() => undefined);
    },
  };
};

export const analyticsLayer = (options: AnalyticsOptions): Layer.Layer<Analytics> =>
  Layer.sync(Analytics, () => makeAnalytics(options));

/** Analytics that keeps what it was sent, for assertions; environment 'test' unless given. */
export const makeRecordingAnalytics = (
  clock: Pick<ClockShape, 'now'>,
  environment = 'test',
): AnalyticsShape & { readonly events: readonly AnalyticsEvent[] } => {
  const events: AnalyticsEvent[] = [];
  const analytics = makeAnalytics({
    sink: { send: (event) => events.push(event) },
    clock,
    environment,
  });
  return { ...analytics, events };
};
