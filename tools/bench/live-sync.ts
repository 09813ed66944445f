import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoFacts } from '../../server/demo/facts.ts';
import { raiseFileLimit, WANTED_OPEN_FILES } from '../../server/file-limit.ts';
import { percentile } from './contention/diners.ts';
import type { Plan, Ready, Results } from './live-sync/clients.ts';
import { addBenchTables } from './support/bench-tables.ts';
import {
  adminSql,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * `npm run bench:live-sync`: issues 13 and 18 (item 3). One server process (PostgreSQL, no
 * Redis) and N diners, `--per-table` at each table, each seated by scanning its table's QR code
 * and on the official SignalR client. The diners live in client processes
 * (tools/bench/live-sync/clients.ts, `--per-process` each: one process holds only so many
 * sockets); all of one table's diners are in one process, which makes that table's writes, so a
 * write's reply and its arrival at the table's other diners are read on one clock. One diner per
 * table puts a dish on and takes it off, `--rate` writes a second across the tables; for each
 * write, the time from the writer's HTTP reply to the server's cart message reaching every other
 * diner at the table (matched by the cart version), as the client decodes it (the app's fold on
 * top is not counted). Negative when the message beats the reply.
 *
 * Also: the server's resident memory before the diners and with them (per connection), its open
 * descriptors, and its CPU during the writes.
 *
 * Options: --diners 100,1000 (each a run), --per-table 8, --rate 20, --seconds 15,
 * --per-process 5000, --concurrency 50 (connections opened at once per process), --roots
 * label=DIR,... (the checkouts whose server runs, one run each, in turn; default this one),
 * --pg-url URL (postgres://postgres@127.0.0.1:5432/postgres). A benchmark, not a test.
 */

const { values: args } = parseArgs({
  options: {
    diners: { type: 'string', default: '100,1000' },
    'per-table': { type: 'string', default: '8' },
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    'per-process': { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '50' },
    roots: { type: 'string', default: `this=${resolve(import.meta.dirname, '../..')}` },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const perTable = Number(args['per-table']);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const perProcess = Number(args['per-process']);
const concurrency = Number(args.concurrency);
const sizes = args.diners.split(',').map(Number);
const roots = args.roots.split(',').map((entry) => {
  const [label, dir] = entry.includes('=') ? entry.split('=') : [entry, entry];
  return { label: label ?? '', dir: resolve(dir ?? '.') };
});
if (
  !(perTable >= 2 && rate > 0 && seconds > 0 && perProcess >= perTable && concurrency >= 1) ||
  sizes.some((n) => !(n >= perTable))
)
  throw new Error('--per-table ≥ 2, --rate and --seconds > 0, each of --diners ≥ --per-table');

const MERCHANT = demoFacts.merchantId;
const DISH = '5001';

/** Resident memory of a process in MB (Linux /proc; NaN elsewhere). */
const rssMb = (pid: number | undefined): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
};

const openFiles = (pid: number | undefined): number => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return Number.NaN;
  }
};

const fileLimit = (pid: number | undefined): string => {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    return (
      line
        ?.split(/\s{2,}/)
        .slice(1, 3)
        .join('/') ?? '?'
    );
  } catch {
    return '?';
  }
};

const cpuMs = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return (Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0)) * 10;
  } catch {
    return Number.NaN;
  }
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/**
 * A health check every 25 ms from this process (which does nothing else meanwhile), one at a
 * time: how long the server takes to answer anything, i.e. how long its event loop stalls.
 */
const probeServer = (origin: string) => {
  const times: number[] = [];
  let running = true;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((done) => {
      const began = performance.now();
      const req = httpGet(`${origin}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - began);
          done();
        });
      });
      req.on('error', () => done());
    });
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return times;
    },
  };
};

/** The next message of `kind` from a client process. */
const nextMessage = <T extends Ready | Results>(child: ChildProcess, kind: T['kind']) =>
  new Promise<T>((done, fail) => {
    const onMessage = (message: Ready | Results) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      done(message as T);
    };
    const onExit = (code: number | null) => fail(new Error(`client process exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

const run = async (label: string, root: string, dinerCount: number) => {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const database = `tablefold_livesync_${randomBytes(4).toString('hex')}`;
    const adminUrl = args['pg-url'];
    await adminSql(adminUrl, `create database ${database}`);
    cleanups.push(() => adminSql(adminUrl, `drop database if exists ${database} with (force)`));
    const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
    const server: ServerProcess = await startServerProcess(root, { DATABASE_URL: databaseUrl });
    cleanups.unshift(() => stopServerProcess(server));
    const pid = server.child.pid;
    // Every diner's connection is one of the server's open files: ask for enough, as npm start
    // does (server/file-limit.ts); the report says what the server got.
    const raised = pid === undefined ? null : raiseFileLimit(WANTED_OPEN_FILES, pid);
    const tableCount = Math.ceil(dinerCount / perTable);
    const qrcodes = await addBenchTables({ databaseUrl }, tableCount);
    const rssBefore = rssMb(pid);
    const filesBefore = openFiles(pid);

    const tablesPerProcess = Math.max(1, Math.floor(perProcess / perTable));
    const processCount = Math.ceil(tableCount / tablesPerProcess);
    const tag = randomBytes(3).toString('hex');
    const children: ChildProcess[] = [];
    for (let i = 0; i < processCount; i += 1) {
      const child = fork(join(import.meta.dirname, 'live-sync/clients.ts'), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      cleanups.unshift(async () => {
        if (child.exitCode !== null) return;
        child.kill('SIGKILL');
        await new Promise((done) => child.once('exit', done));
      });
    }
    const readies = await Promise.all(
      children.map((child, i) => {
        const own = qrcodes.slice(i * tablesPerProcess, (i + 1) * tablesPerProcess);
        const plan: Plan = {
          server: server.origin,
          merchantId: MERCHANT,
          dish: DISH,
          qrcodes: own,
          perTable,
          tag: `${tag}-${i}`,
          rate: (rate * own.length) / tableCount,
          seconds,
          concurrency,
        };
        const ready = nextMessage<Ready>(child, 'ready');
        child.send(plan);
        return ready;
      }),
    );
    const connected = readies.reduce((sum, ready) => sum + ready.connected, 0);
    const failedToSeat = readies.reduce((sum, ready) => sum + ready.failed, 0);
    // Let the connections settle (handshakes, joins, the first table versions) before measuring.
    await new Promise((done) => setTimeout(done, 3000));
    const rssConnected = rssMb(pid);
    const filesConnected = openFiles(pid);
    const cpuBefore = cpuMs(pid);
    const loadBefore = load();
    const probe = probeServer(server.origin);
    const results = await Promise.all(
      children.map((child) => {
        const result = nextMessage<Results>(child, 'results');
        child.send('go');
        return result;
      }),
    );
    const probed = await probe.stop();
    const serverCpu = cpuMs(pid) - cpuBefore;
    const rssAfter = rssMb(pid);
    for (const child of children) child.send('stop');

    const writes = results.flatMap((result) => result.writes);
    const deliveries = results.flatMap((result) => result.deliveries);
    const replyToAll = writes.map((w) => w.replyToAll);
    const sentToAll = writes.map((w) => w.sentToAll);
    const replies = writes.map((w) => w.reply);
    const missed = results.reduce((sum, result) => sum + result.missed, 0);
    const failures = results.reduce((sum, result) => sum + result.failures, 0);
    const closed = results.reduce((sum, result) => sum + result.closed, 0);
    const perConnectionKb = ((rssConnected - rssBefore) * 1024) / Math.max(1, connected);
    console.log(
      `\n## ${label}: ${dinerCount} diners at ${tableCount} tables (${perTable} each), ` +
        `${processCount} client processes; load average ${loadBefore} before the writes, ${load()} after`,
    );
    console.log(
      `  seated and connected: ${connected} (${failedToSeat} failed${
        readies.find((ready) => ready.firstError !== null)?.firstError
          ? `: ${readies.find((ready) => ready.firstError !== null)?.firstError}`
          : ''
      }) in ${ms(Math.max(...readies.map((ready) => ready.seatingMs)) / 1000)} s; connections ` +
        `dropped during the writes: ${closed}`,
    );
    console.log(
      `  ${writes.length} writes in ${seconds} s (${(writes.length / seconds).toFixed(1)}/s), ` +
        `${failures} refused or failed`,
    );
    console.log(
      `  reply → every other diner at the table: p50 ${ms(percentile(replyToAll, 0.5))} ms, p95 ` +
        `${ms(percentile(replyToAll, 0.95))} ms, p99 ${ms(percentile(replyToAll, 0.99))} ms, max ` +
        `${ms(Math.max(...replyToAll))} ms`,
    );
    console.log(
      `  write sent → every other diner: p50 ${ms(percentile(sentToAll, 0.5))} ms, p99 ` +
        `${ms(percentile(sentToAll, 0.99))} ms; the writer's own reply: p50 ` +
        `${ms(percentile(replies, 0.5))} ms, p99 ${ms(percentile(replies, 0.99))} ms`,
    );
    console.log(
      `  each delivery: p50 ${ms(percentile(deliveries, 0.5))} ms, p99 ` +
        `${ms(percentile(deliveries, 0.99))} ms; ${deliveries.length} delivered, ${missed} missed`,
    );
    console.log(
      `  server: ${ms(rssBefore)} MB before the diners, ${ms(rssConnected)} MB with them ` +
        `(${ms(perConnectionKb)} KB a connection), ${ms(rssAfter)} MB after the writes; open ` +
        `descriptors ${filesBefore} → ${filesConnected} (limit soft/hard ${fileLimit(pid)}${
          raised?.kind === 'refused' ? `, not raised: ${raised.why}` : ''
        }); CPU ` +
        `during the writes ${ms(serverCpu / 1000)} s of ${seconds} s (${ms(
          serverCpu / 10 / seconds,
        )} % of a core)`,
    );
    console.log(
      `  the server's health check every 25 ms during the writes (from this process): p50 ` +
        `${ms(percentile(probed, 0.5))} ms, p99 ${ms(percentile(probed, 0.99))} ms, max ` +
        `${ms(Math.max(...probed))} ms`,
    );
    console.log(
      `  client processes: ${readies.map((ready) => ms(ready.rssMb)).join(', ')} MB; CPU during ` +
        `the writes ${results.map((result) => ms(result.cpuMs / 1000)).join(', ')} s; their ` +
        `event-loop delay p99 ${results.map((result) => ms(result.loopDelayP99)).join(', ')} ms, ` +
        `max ${results.map((result) => ms(result.loopDelayMax)).join(', ')} ms`,
    );
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
};

console.log(
  `live sync: ${cpus().length} cores, Node ${process.versions.node}, ${new Date().toISOString()}, ` +
    `load average ${load()}; ${rate} writes/s for ${seconds} s per run; roots ` +
    `${roots.map((r) => `${r.label}=${r.dir}`).join(', ')}`,
);
for (const size of sizes) for (const { label, dir } of roots) await run(label, dir, size);
