import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN, server, useMsw } from '../testing/msw.fixture.ts';
import { makeAnalytics } from './analytics.ts';
import { makeTelemetrySink, TELEMETRY_PATH, type TelemetryItem } from './telemetry-sink.ts';
import { makeTestClock } from './test-clock.ts';

useMsw();

interface Batch {
  readonly merchantId: string | null;
  readonly events: readonly TelemetryItem[];
  readonly keepalive: boolean;
}

/** The endpoint answers `statuses` in turn (then 200) and keeps every batch it was sent. */
const endpoint = (statuses: readonly (number | 'network')[] = []) => {
  const batches: Batch[] = [];
  let calls = 0;
  server.use(
    http.post(`${ORIGIN}${TELEMETRY_PATH}`, async ({ request }) => {
      const status = statuses[calls] ?? 200;
      calls += 1;
      if (status === 'network') return HttpResponse.error();
      const body = (await request.json()) as Omit<Batch, 'keepalive'>;
      if (status === 200) batches.push({ ...body, keepalive: request.keepalive });
      return HttpResponse.json({ success: status === 200 }, { status });
    }),
  );
  return { batches, calls: () => calls };
};

const sinkWith = (overrides: Partial<Parameters<typeof makeTelemetrySink>[0]> = {}) => {
  const dropped: [number, string][] = [];
  const sink = makeTelemetrySink({
    origin: ORIGIN,
    environment: 'prod',
    merchantId: () => '1001',
    flushAfterMs: 20,
    retryDelayMs: 5,
    onDropped: (count, reason) => dropped.push([count, reason]),
    ...overrides,
  });
  const analytics = makeAnalytics({ sink, clock: makeTestClock(1_000) });
  return { sink, analytics, dropped };
};

describe('the telemetry sink', () => {
  it('sends behaviour lines and events together, in order, in one batch after the time threshold', async () => {
    const { batches } = endpoint();
    const { analytics, sink } = sinkWith();
    analytics.track('fingerprint_failure', { stage: 'save', detail: { nested: true } });
    analytics.note('command addLine');
    expect(batches).toEqual([]);
    await vi.waitFor(() => expect(batches.length).toBe(1));
    expect(batches[0]?.merchantId).toBe('1001');
    expect(batches[0]?.events).toEqual([
      {
        kind: 'behaviour',
        key: 'behaviour',
        at: 1_000,
        environment: 'prod',
        properties: { message: 'event fingerprint_failure' },
      },
      {
        kind: 'event',
        key: 'fingerprint_failure',
        at: 1_000,
        environment: 'prod',
        properties: { stage: 'save', detail: '{"nested":true}' },
      },
      {
        kind: 'behaviour',
        key: 'behaviour',
        at: 1_000,
        environment: 'prod',
        properties: { message: 'command addLine' },
      },
    ]);
    expect(sink.pending()).toBe(0);
  });

  it('sends at once when the batch is full, in batches of at most the size', async () => {
    const { batches } = endpoint();
    const { analytics } = sinkWith({ batchSize: 2, flushAfterMs: 60_000 });
    for (const n of [1, 2, 3]) analytics.note(`line ${n}`);
    await vi.waitFor(() => expect(batches.length).toBe(1));
    expect(batches[0]?.events.map((e) => e.properties.message)).toEqual(['line 1', 'line 2']);
  });

  it('a page being hidden sends what waits with keepalive', async () => {
    const { batches } = endpoint();
    const { analytics, sink } = sinkWith({ flushAfterMs: 60_000 });
    analytics.track('cart_conflict_replayed', { attempt: 1 });
    await analytics.flush?.({ keepalive: true });
    expect(batches).toHaveLength(1);
    expect(batches[0]?.keepalive).toBe(true);
    expect(sink.pending()).toBe(0);
  });

  it('retries a failed send, and keeps the order', async () => {
    const { batches, calls } = endpoint(['network', 503]);
    const { analytics, dropped } = sinkWith();
    analytics.note('first');
    analytics.note('second');
    await vi.waitFor(() => expect(batches.length).toBe(1));
    expect(calls()).toBe(3);
    expect(batches[0]?.events.map((e) => e.properties.message)).toEqual(['first', 'second']);
    expect(dropped).toEqual([]);
  });

  it('gives up after the bounded attempts and says so', async () => {
    const { calls } = endpoint(['network', 'network', 'network']);
    const { analytics, dropped, sink } = sinkWith({ maxAttempts: 3 });
    analytics.note('lost');
    await vi.waitFor(() => expect(dropped).toEqual([[1, 'unreachable']]));
    expect(calls()).toBe(3);
    expect(sink.dropped()).toBe(1);
    expect(sink.pending()).toBe(0);
  });

  it('does not retry a batch the server refuses as malformed', async () => {
    const { calls } = endpoint([400]);
    const { analytics, dropped } = sinkWith();
    analytics.note('bad');
    await vi.waitFor(() => expect(dropped).toEqual([[1, 'refused (400)']]));
    expect(calls()).toBe(1);
  });

  it('a full queue pushes out its oldest lines and counts them', async () => {
    endpoint();
    const { analytics, sink, dropped } = sinkWith({
      maxQueue: 3,
      batchSize: 50,
      flushAfterMs: 60_000,
    });
    for (const n of [1, 2, 3, 4, 5]) analytics.note(`line ${n}`);
    expect(sink.pending()).toBe(3);
    expect(sink.dropped()).toBe(2);
    expect(dropped).toEqual([
      [1, 'queue full'],
      [1, 'queue full'],
    ]);
    await sink.flush();
  });

  it('keys and property names the server would refuse are made safe, values cut to 200', async () => {
    const { batches } = endpoint();
    const { sink } = sinkWith();
    sink.send({
      key: 'odd key!',
      at: 1.6,
      environment: 'prod',
      properties: { 'a b': 'x'.repeat(300), n: Number.NaN },
    });
    await sink.flush();
    expect(batches[0]?.events[0]).toMatchObject({
      key: 'odd_key_',
      at: 2,
      properties: { a_b: 'x'.repeat(200), n: 'NaN' },
    });
  });
});
