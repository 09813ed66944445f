import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoFacts } from '../../server/demo/facts.ts';
import { startOutageProxy } from '../../server/test-support/outage-proxy.ts';
import { percentile, runTableContention } from './contention/diners.ts';
import { type Listener, startListener } from './outage/listeners.ts';
import {
  adminSql,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * `npm run bench:outage`: issue 13's outage figure. Two server processes on one PostgreSQL
 * database, their Redis backplane reached through a relay that can take Redis away (every
 * connection cut, new ones dropped, as a Redis restart does). Diners write to table A1 in tight
 * loops (tools/bench/contention/diners.ts, split between the processes) while listening diners
 * (tools/bench/outage/listeners.ts, also split) keep the version their screen would show. Run
 * twice, the same way: without an outage, and with Redis gone for `--outage` seconds from
 * `--outage-at`. Reports the writes' HTTP latency, and how long after Redis returned every
 * listener showed the version the table was at that moment (in the run without an outage, the
 * same moment: the normal delay).
 *
 * Options: --seconds N (20), --outage N (10), --outage-at N (5), --diners N (8), --listeners N
 * (8), --pg-url URL (postgres://postgres@127.0.0.1:5432/postgres), --redis HOST:PORT
 * (127.0.0.1:6379), --server-root DIR (the checkout whose server runs). A benchmark, not a test:
 * server/live/backplane-outage.test.ts asserts the bounded version.
 */

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    outage: { type: 'string', default: '10' },
    'outage-at': { type: 'string', default: '5' },
    diners: { type: 'string', default: '8' },
    listeners: { type: 'string', default: '8' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: '127.0.0.1:6379' },
    'server-root': { type: 'string', default: resolve(import.meta.dirname, '../..') },
  },
});
const seconds = Number(args.seconds);
const outageS = Number(args.outage);
const outageAt = Number(args['outage-at']);
const [redisHost = '127.0.0.1', redisPort = '6379'] = args.redis.split(':');
if (!(seconds > 0 && outageS > 0 && outageAt >= 0 && outageAt + outageS < seconds))
  throw new Error('the outage must start and end within --seconds');

const DISHES = ['5001', '5002', '5003', '5004', '5005'];
const CATCH_UP_LIMIT_MS = 30_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface RunFigures {
  readonly latencies: readonly number[];
  readonly committed: number;
  readonly sent: number;
  readonly lostOrDoubled: number;
  /** Per listener: ms from the moment (Redis back) to its screen at that moment's version. */
  readonly catchUpMs: readonly number[];
  readonly refetches: number;
  readonly equalAtEnd: boolean;
  /** Ms after the writes ended until every listener showed the final version. */
  readonly endCatchUpMs: number;
  readonly behindAtEnd: readonly string[];
  /** CPU seconds each server process used during the writes. */
  readonly serverCpu: readonly number[];
}

/** User and system CPU seconds of a process so far (Linux /proc; 0 elsewhere). */
const cpuSeconds = (server: ServerProcess): number => {
  try {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ');
    const ticks = Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0);
    return ticks / 100;
  } catch {
    return 0;
  }
};

/** The live version of the table with this QR code, as the database has it now. */
const tableVersion = async (databaseUrl: string, qrcodeId: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string | null }>(
      `select c.live_version::text as version from carts c
       join dining_tables t on t.id = c.table_id where t.qrcode_id = $1`,
      [qrcodeId],
    );
    return Number(rows[0]?.version ?? 0);
  } finally {
    await client.end();
  }
};

/** Ms until every listener shows `version` (Infinity for one that never does within the limit). */
const catchUp = async (listeners: readonly Listener[], version: number, from: number) => {
  const times = new Map<Listener, number>();
  while (times.size < listeners.length && Date.now() - from < CATCH_UP_LIMIT_MS) {
    for (const listener of listeners)
      if (!times.has(listener) && listener.known >= version) times.set(listener, Date.now() - from);
    await new Promise((done) => setTimeout(done, 10));
  }
  return listeners.map((listener) => times.get(listener) ?? Number.POSITIVE_INFINITY);
};

const run = async (withOutage: boolean): Promise<RunFigures> => {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const database = `tablefold_outage_${randomBytes(4).toString('hex')}`;
    const adminUrl = args['pg-url'];
    await adminSql(adminUrl, `create database ${database}`);
    cleanups.push(() => adminSql(adminUrl, `drop database if exists ${database}`));
    const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
    const proxy = await startOutageProxy({ host: redisHost, port: Number(redisPort) });
    cleanups.push(() => proxy.close());
    const servers: ServerProcess[] = [];
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i += 1) {
      const server = await startServerProcess(args['server-root'], {
        DATABASE_URL: databaseUrl,
        REDIS_URL: proxy.url,
      });
      cleanups.unshift(() => stopServerProcess(server));
      servers.push(server);
    }
    const [first] = servers;
    if (first === undefined) throw new Error('no server');
    const origins = servers.map((server) => server.origin);
    const tag = randomBytes(3).toString('hex');
    const listeners: Listener[] = [];
    for (let i = 0; i < Number(args.listeners); i += 1)
      listeners.push(
        await startListener({
          server: origins[i % origins.length] ?? '',
          merchantId: demoFacts.merchantId,
          qrcodeId: first.qrcodeId,
          browserId: `listen-${tag}-${i}`,
        }),
      );
    cleanups.unshift(async () => {
      await Promise.all(listeners.map((listener) => listener.connection.stop()));
    });

    // Measured the same way in both runs: from the moment Redis returns (or would have).
    const backAt = (outageAt + outageS) * 1000;
    const measured = new Promise<number[]>((done, fail) => {
      if (withOutage) setTimeout(() => proxy.cut(), outageAt * 1000);
      setTimeout(() => {
        if (withOutage) proxy.restore();
        const from = Date.now();
        tableVersion(databaseUrl, first.qrcodeId)
          .then((version) => catchUp(listeners, version, from))
          .then(done, fail);
      }, backAt);
    });
    const cpuBefore = servers.map(cpuSeconds);
    const outcome = await runTableContention({
      servers: origins,
      merchantId: demoFacts.merchantId,
      qrcodeId: first.qrcodeId,
      productIds: DISHES,
      diners: Number(args.diners),
      durationMs: seconds * 1000,
      browserPrefix: `write-${tag}`,
    });
    const serverCpu = servers.map((server, i) => cpuSeconds(server) - (cpuBefore[i] ?? 0));
    const catchUpMs = await measured;
    const final = await tableVersion(databaseUrl, first.qrcodeId);
    const endWait = await catchUp(listeners, final, Date.now());
    const tallies = outcome.tallies;
    return {
      latencies: tallies.flatMap((tally) => tally.latenciesMs),
      committed: tallies.reduce((sum, tally) => sum + tally.succeeded, 0),
      sent: tallies.reduce((sum, tally) => sum + tally.sent, 0),
      lostOrDoubled: outcome.lostUnits + outcome.doubledUnits,
      catchUpMs,
      refetches: listeners.reduce((sum, listener) => sum + listener.refetches, 0),
      equalAtEnd: listeners.every((listener) => listener.known === final),
      endCatchUpMs: Math.max(...endWait),
      behindAtEnd: listeners.flatMap((listener) =>
        listener.known === final ? [] : [`${listener.name} at ${listener.known} of ${final}`],
      ),
      serverCpu,
    };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
};

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'never');

console.log(
  `backplane outage: ${args.diners} writers and ${args.listeners} listeners on table A1, two ` +
    `processes, ${seconds} s; Redis gone ${outageAt}-${outageAt + outageS} s in the second run; ` +
    `${cpus().length} cores, Node ${process.versions.node}, ${new Date().toISOString()}`,
);
for (const withOutage of [false, true]) {
  const loadBefore = load();
  const figures = await run(withOutage);
  const { latencies } = figures;
  console.log(
    `\n${withOutage ? `with Redis gone for ${outageS} s` : 'without an outage'} ` +
      `(load average before ${loadBefore}, after ${load()}):\n` +
      `  writes: ${figures.committed} committed of ${figures.sent} sent, lost or doubled units ` +
      `${figures.lostOrDoubled}; HTTP p50 ${ms(percentile(latencies, 0.5))} ms, p99 ` +
      `${ms(percentile(latencies, 0.99))} ms, max ${ms(Math.max(...latencies))} ms\n` +
      `  listeners at the version of the moment Redis ${withOutage ? 'returned' : 'would have'}: ` +
      `slowest after ${ms(Math.max(...figures.catchUpMs))} ms (each: ` +
      `${figures.catchUpMs.map(ms).join(', ')}); refetches ${figures.refetches}; every listener ` +
      `equal to the server at the end: ${figures.equalAtEnd ? 'yes' : `NO (${figures.behindAtEnd.join(', ')})`}, ` +
      `all there ${ms(figures.endCatchUpMs)} ms after the last write\n` +
      `  server CPU during the writes: ${figures.serverCpu.map((s) => `${s.toFixed(1)} s`).join(', ')}`,
  );
}
