import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { ensureDemoStaffToken } from '../staff/demo-token.ts';
import { call } from '../test-support/client.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { MAX_EVENTS_PER_REQUEST, REDACTED } from './ingest.ts';
import { createAnalyticsSweeper, sweepAnalytics } from './retention.ts';
import { senderOf } from './sender.ts';
import { MAX_BATCHES_PER_ADDRESS_PER_MINUTE } from './routes.ts';

let server: TestServer;
let staffToken = '';
beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
  const tokens = await ensureDemoStaffToken(server.db);
  staffToken = tokens.find((entry) => entry.merchantId === '1001')?.token ?? '';
});
afterAll(() => server.close());

const event = (key: string, properties: Record<string, unknown> = {}) => ({
  kind: 'event',
  key,
  at: 1_700_000_000_000,
  environment: 'prod',
  properties,
});

const post = (body: unknown, options: { merchantId?: string } = {}) =>
  call(server.baseUrl, 'POST', '/api/analytics/events', { body, ...options });
const rawPost = (rawBody: string) =>
  call(server.baseUrl, 'POST', '/api/analytics/events', { rawBody });

interface StoredLine {
  readonly kind: string;
  readonly key: string;
  readonly payload: { at: number; environment: string; properties: Record<string, unknown> };
}
const read = async (query = '') => {
  const reply = await call<StoredLine[]>(server.baseUrl, 'GET', `/api/staff/analytics${query}`, {
    token: staffToken,
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
};
const count = async () =>
  Number(
    (await server.db.query<{ n: string }>('select count(*) as n from analytics_events'))[0]?.n,
  );

describe('POST /api/analytics/events', () => {
  it('stores a batch of events and behaviour lines, which staff read back', async () => {
    const reply = await post({
      merchantId: '1001',
      events: [
        event('fingerprint_failure', { stage: 'save', detail: 'quota' }),
        {
          kind: 'behaviour',
          key: 'behaviour',
          at: 1_700_000_000_001,
          properties: { message: 'command addLine' },
        },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ accepted: 2 });
    const [line] = await read('?kind=event&key=fingerprint_failure');
    expect(line?.payload).toEqual({
      at: 1_700_000_000_000,
      environment: 'prod',
      properties: { stage: 'save', detail: 'quota' },
    });
    expect((await read('?kind=behaviour'))[0]?.payload.properties).toEqual({
      message: 'command addLine',
    });
  });

  it('takes the merchant from the header too, and none at all', async () => {
    expect((await post({ events: [event('from_header')] }, { merchantId: '1001' })).status).toBe(
      200,
    );
    expect((await read('?key=from_header')).length).toBe(1);
    expect((await post({ merchantId: null, events: [event('nobody')] })).status).toBe(200);
  });

  it('refuses a body naming another merchant than the header (or the local-mode host) names', async () => {
    const before = await count();
    const crossed = await post(
      { merchantId: '1001', events: [event('crossed')] },
      { merchantId: '2002' },
    );
    expect([crossed.status, crossed.body.code]).toEqual([404, 404]);
    expect(await count()).toBe(before);
    expect(await read('?key=crossed')).toEqual([]);
  });

  it('redacts values that look like credentials', async () => {
    await post({
      merchantId: '1001',
      events: [
        event('secretive', {
          token: 'abc',
          userPassword: 'x',
          note: 'Bearer abc.def',
          staff: 'tfstaff_xyz',
          stage: 'load',
        }),
      ],
    });
    const [line] = await read('?key=secretive');
    expect(line?.payload.properties).toEqual({
      token: REDACTED,
      userPassword: REDACTED,
      note: REDACTED,
      staff: REDACTED,
      stage: 'load',
    });
  });

  it.each([
    ['not an object', [1, 2]],
    ['no events', { events: [] }],
    [
      'too many events',
      { events: Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => event('x')) },
    ],
    ['an unknown kind', { events: [{ ...event('x'), kind: 'crash' }] }],
    ['an over-long key', { events: [event('k'.repeat(256))] }],
    ['a key with spaces', { events: [event('a b')] }],
    ['a nested property', { events: [event('x', { deep: { a: 1 } })] }],
    ['an over-long value', { events: [event('x', { detail: 'd'.repeat(201) })] }],
    [
      'too many properties',
      {
        events: [
          event('x', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]))),
        ],
      },
    ],
    ['a time that is not one', { events: [{ ...event('x'), at: 'now' }] }],
    ['a bad merchant id', { merchantId: 'abc', events: [event('x')] }],
    ['a merchant id past bigint', { merchantId: '9999999999999999999', events: [event('x')] }],
    ['a merchant number past bigint', { merchantId: 9223372036854775808, events: [event('x')] }],
    ['a merchant number past 2^53', { merchantId: 2 ** 53 + 2, events: [event('x')] }],
    ['an unknown merchant', { merchantId: '999999', events: [event('x')] }],
  ])('refuses %s with a 400 naming the problem, storing nothing', async (_name, body) => {
    const before = await count();
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.msg.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('answers malformed JSON with a 400 and an oversized body with a 413', async () => {
    expect((await rawPost('{"events": [')).status).toBe(400);
    const big = JSON.stringify({ events: [event('x', { detail: 'd'.repeat(70_000) })] });
    expect((await rawPost(big)).status).toBe(413);
  });

  it('staff only read their own merchant, with a staff token', async () => {
    const reply = await call(server.baseUrl, 'GET', '/api/staff/analytics');
    expect(reply.status).toBe(401);
    const bad = await call(server.baseUrl, 'GET', '/api/staff/analytics?limit=100000', {
      token: staffToken,
    });
    expect(bad.status).toBe(400);
    expect((await read()).every((line) => line.key !== 'nobody')).toBe(true);
  });

  it('limits the batches one address sends a minute (429), and forgets after the minute', async () => {
    let status = 200;
    for (let i = 0; i <= MAX_BATCHES_PER_ADDRESS_PER_MINUTE && status !== 429; i += 1)
      status = (await post({ events: [event('flood')] })).status;
    expect(status).toBe(429);
    server.advanceClock(61_000);
    expect((await post({ events: [event('after')] })).status).toBe(200);
  });
});

describe('analytics lines are kept a while, not forever', () => {
  const insertLine = (merchantId: string | null, key: string, daysAgo: number) =>
    server.db.query(
      `insert into analytics_events (merchant_id, kind, key, payload, received_at)
       values ($1::bigint, 'event', $2, '{}'::jsonb, now() - make_interval(days => $3::int))`,
      [merchantId, key, daysAgo],
    );
  const keys = async (merchantId: string | null) =>
    (
      await server.db.query<{ key: string }>(
        `select key from analytics_events where merchant_id is not distinct from $1::bigint
          order by id`,
        [merchantId],
      )
    ).map((row) => row.key);

  it('a stored batch lets the merchant’s lines older than a month go, once a minute at most', async () => {
    await insertLine('1001', 'old-line', 40);
    await insertLine('1001', 'recent-line', 2);
    await insertLine('2002', 'other-merchant-old', 40);
    server.advanceClock(60_000);
    expect((await post({ merchantId: '1001', events: [event('fresh')] })).status).toBe(200);
    // The sweep runs after the reply, in the background.
    await expect.poll(() => keys('1001')).not.toContain('old-line');
    expect(await keys('1001')).toEqual(expect.arrayContaining(['recent-line', 'fresh']));
    // Another merchant's are swept when a batch of theirs comes.
    expect(await keys('2002')).toContain('other-merchant-old');
    await insertLine('1001', 'old-again', 40);
    expect((await post({ merchantId: '1001', events: [event('soon')] })).status).toBe(200);
    expect(await keys('1001')).toContain('old-again');
  });

  it('keeps a merchant’s newest lines only, those naming no merchant as one more', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await insertLine(null, key, 0);
    await sweepAnalytics(server.db, null, {
      keepDays: 30,
      keepRows: 2,
      keepRowsPerSender: 100,
      sweepEveryMs: 0,
      sweepEveryLines: 0,
    });
    expect(await keys(null)).toEqual(['c', 'd']);
    expect((await keys('1001')).length).toBeGreaterThan(2);
  });

  it('keeps one sender to a share of a merchant’s lines: a flood from one address leaves the others’', async () => {
    const lineFrom = (sender: string, key: string) =>
      server.db.query(
        `insert into analytics_events (merchant_id, kind, key, payload, sender)
         values (2002, 'event', $2, '{}'::jsonb, $1)`,
        [sender, key],
      );
    await lineFrom('diner-aaaaaa', 'a diner’s line');
    for (let i = 0; i < 5; i += 1) await lineFrom('flooder-xxxx', `flood ${i}`);
    const retention = {
      keepDays: 30,
      keepRows: 4,
      keepRowsPerSender: 2,
      sweepEveryMs: 0,
      sweepEveryLines: 0,
    };
    await sweepAnalytics(server.db, '2002', retention, 'flooder-xxxx');
    // The flooder's newest two, and the diner's line the flood would have pushed out.
    expect((await keys('2002')).filter((key) => !key.startsWith('other'))).toEqual([
      'a diner’s line',
      'flood 3',
      'flood 4',
    ]);
  });

  it('sweeps a sender within the minute once they stored their lines’ worth since the last sweep', async () => {
    const flood = async (count: number) => {
      for (let i = 0; i < count; i += 1)
        await server.db.query(
          `insert into analytics_events (merchant_id, kind, key, payload, sender)
           values (2002, 'event', 'flood', '{}'::jsonb, 'sweep-test-x')`,
        );
    };
    const theirs = async () =>
      (
        await server.db.query(
          `select 1 from analytics_events where sender = 'sweep-test-x' and merchant_id = 2002`,
        )
      ).length;
    const sweep = createAnalyticsSweeper(server.db, () => 0, {
      keepDays: 30,
      keepRows: 1_000_000,
      keepRowsPerSender: 2,
      sweepEveryMs: 60_000,
      sweepEveryLines: 3,
    });
    await flood(5);
    await sweep('2002', 'sweep-test-x', 5);
    expect(await theirs()).toBe(2);
    // The clock stands still: two lines since are under the lines' worth, and wait…
    await flood(2);
    await sweep('2002', 'sweep-test-x', 2);
    expect(await theirs()).toBe(4);
    // …one more makes three, and the sender is swept back to their share within the minute.
    await flood(1);
    await sweep('2002', 'sweep-test-x', 1);
    expect(await theirs()).toBe(2);
  });

  it('names one address a different sender at each merchant, so two merchants cannot follow a diner', () => {
    const key = Buffer.alloc(32, 7);
    expect(senderOf(key, '203.0.113.9', '1001')).toBe(senderOf(key, '203.0.113.9', '1001'));
    expect(senderOf(key, '203.0.113.9', '1001')).not.toBe(senderOf(key, '203.0.113.9', '2002'));
    expect(senderOf(key, '203.0.113.9', '1001')).not.toBe(senderOf(key, '203.0.113.10', '1001'));
  });

  it('names each line’s sender by a key of its address, never the address, and reads by sender', async () => {
    expect((await post({ merchantId: '1001', events: [event('sent-by-me')] })).status).toBe(200);
    const [row] = await server.db.query<{ sender: string }>(
      `select sender from analytics_events where key = 'sent-by-me'`,
    );
    expect(row?.sender).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(row?.sender).not.toContain('127');
    const mine = await read(`?sender=${row?.sender ?? ''}`);
    expect(mine.map((line) => line.key)).toContain('sent-by-me');
    expect(mine.every((line) => (line as { sender?: string }).sender === row?.sender)).toBe(true);
    const refused = await call(server.baseUrl, 'GET', '/api/staff/analytics?sender=127.0.0.1', {
      token: staffToken,
    });
    expect(refused.status).toBe(400);
  });
});
