import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoFacts } from '../../server/demo/facts.ts';
import { percentile } from './contention/diners.ts';
import { addBenchTables, type BenchDatabase, benchQrcodeId } from './support/bench-tables.ts';
import {
  adminSql,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';
import { startBalancer, startPgCounter } from './support/tcp-relay.ts';
import {
  closedLoop,
  type LoadClient,
  type LoadDiner,
  loadClient,
  openLoop,
  seatDiner,
  type StepFigures,
} from './writes/load.ts';

/**
 * `npm run bench:writes`: issue 18 item 4, cart writes at the rush. Diners seated (by QR code)
 * at many tables each add or remove a dish in their own lines through `POST /api/shoppingCart`
 * (tools/bench/writes/load.ts): first at rising target rates (open loop), then with a fixed
 * number of writes in flight (closed loop: writes/s at saturation). Each server setup sits
 * behind one address, a TCP balancer in this process (WebSocket-capable: it relays bytes):
 *
 * - `pglite`: one process, the embedded database;
 * - `pg`: one process on PostgreSQL;
 * - `pg2`: two processes on one PostgreSQL with the Redis backplane, connections alternating.
 *
 * Per step: committed writes/s, p50/p99/max of every request, 66666 and failures, and CPU
 * milliseconds per committed write of the server processes (and, on PostgreSQL, of the
 * database's backends serving the bench's database), read from /proc. Database round trips per
 * write are measured from outside on PostgreSQL: a further server process reaches PostgreSQL
 * through a relay that counts PostgreSQL's ReadyForQuery messages while it serves writes.
 *
 * Options: --roots label=DIR,... (the checkouts whose server runs, e.g. before=/tmp/a,after=.;
 * default: this checkout), --modes pglite,pg,pg2, --tables 200, --per-table 4, --rates
 * 100,200,400,700,1000,1400 (a step each; higher ones are skipped once a step falls short of
 * its rate), --seconds 10 (per step), --concurrency 32 (the closed loop), --round-trips 400
 * (writes counted; 0: none), --pg-url URL, --redis-url URL. A benchmark, not a test:
 * server/cart/round-trips.test.ts holds the round-trip bound.
 */

const { values: args } = parseArgs({
  options: {
    roots: { type: 'string', default: `this=${resolve(import.meta.dirname, '../..')}` },
    modes: { type: 'string', default: 'pglite,pg,pg2' },
    tables: { type: 'string', default: '200' },
    'per-table': { type: 'string', default: '4' },
    rates: { type: 'string', default: '100,200,400,700,1000,1400' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    'round-trips': { type: 'string', default: '400' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});

type Mode = 'pglite' | 'pg' | 'pg2';
const MODES: readonly Mode[] = ['pglite', 'pg', 'pg2'];
const modes = args.modes.split(',').map((mode) => {
  if (!MODES.includes(mode as Mode)) throw new Error(`--modes: pglite, pg or pg2, not ${mode}`);
  return mode as Mode;
});
const roots = args.roots.split(',').map((entry) => {
  const [label, dir] = entry.includes('=') ? entry.split('=') : [entry, entry];
  return { label: label ?? '', dir: resolve(dir ?? '.') };
});
const tableCount = Number(args.tables);
const perTable = Number(args['per-table']);
const rates = args.rates.split(',').map(Number);
const stepMs = Number(args.seconds) * 1000;
const concurrency = Number(args.concurrency);
const roundTripWrites = Number(args['round-trips']);
if (
  !(tableCount >= 1 && perTable >= 1 && stepMs > 0 && concurrency >= 1 && roundTripWrites >= 0) ||
  rates.some((rate) => !(rate > 0))
)
  throw new Error('--tables, --per-table, --seconds, --concurrency and --rates must be positive');

/** Plain dishes of Lotus House (no required choices), so every write is one the menu takes. */
const DISHES = ['5001', '5002', '5003', '5004', '5005'];
const MERCHANT = demoFacts.merchantId;
const WARM_UP_MS = 3000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** CPU milliseconds (user + system) a process has used so far; 0 once it is gone. */
const cpuMs = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return (Number(fields?.[11] ?? 0) + Number(fields?.[12] ?? 0)) * 10;
  } catch {
    return 0;
  }
};

/** PostgreSQL's backends serving `database` (the servers' pools), asked through `client`. */
const backendPids = async (client: pg.Client, database: string): Promise<number[]> => {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [database],
  );
  return rows.map((row) => row.pid);
};

interface Setup {
  readonly servers: readonly ServerProcess[];
  readonly clients: readonly LoadClient[];
  readonly database: BenchDatabase;
  readonly databaseName: string | null;
  readonly cleanups: (() => Promise<void>)[];
}

const setUp = async (root: string, mode: Mode): Promise<Setup> => {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const servers: ServerProcess[] = [];
    let database: BenchDatabase;
    let databaseName: string | null = null;
    if (mode === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'tablefold-bench-writes-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      database = { dataDir };
      // The first start migrates and seeds; the tables go in while no server holds the folder.
      await stopServerProcess(await startServerProcess(root, { DATA_DIR: dataDir }));
      await addBenchTables(database, tableCount);
      const server = await startServerProcess(root, { DATA_DIR: dataDir });
      cleanups.unshift(() => stopServerProcess(server));
      servers.push(server);
    } else {
      databaseName = `tablefold_writes_${randomBytes(4).toString('hex')}`;
      const adminUrl = args['pg-url'];
      const name = databaseName;
      await adminSql(adminUrl, `create database ${name}`);
      cleanups.push(() => adminSql(adminUrl, `drop database if exists ${name} with (force)`));
      const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
      database = { databaseUrl };
      const env: Record<string, string> = { DATABASE_URL: databaseUrl };
      if (mode === 'pg2') env.REDIS_URL = args['redis-url'];
      // One after the other: the first migrates and seeds, the second finds it done.
      for (let i = 0; i < (mode === 'pg2' ? 2 : 1); i += 1) {
        const server = await startServerProcess(root, env);
        cleanups.unshift(() => stopServerProcess(server));
        servers.push(server);
      }
      await addBenchTables(database, tableCount);
    }
    const balancer = await startBalancer(servers.map((server) => server.origin));
    cleanups.unshift(() => balancer.close());
    const clients = [loadClient(balancer.origin, MERCHANT, 256)];
    cleanups.unshift(async () => {
      for (const client of clients) client.agent.destroy();
    });
    return { servers, clients, database, databaseName, cleanups };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    throw error;
  }
};

const seatAll = async (client: LoadClient, tag: string): Promise<LoadDiner[]> => {
  const diners: LoadDiner[] = [];
  const count = tableCount * perTable;
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, k) => i + k);
    diners.push(
      ...(await Promise.all(
        batch.map((index) =>
          seatDiner(client, benchQrcodeId(index % tableCount), `w-${tag}-${index}`, index),
        ),
      )),
    );
  }
  return diners;
};

interface StepRow {
  readonly step: string;
  readonly figures: StepFigures;
  readonly serverCpuMs: number;
  readonly databaseCpuMs: number | null;
  readonly benchCpuMs: number;
  readonly load: string;
}

/**
 * CPU of PostgreSQL's backends serving `database` over a step. Pools open and close connections
 * as they please (an idle one goes after 10 s), so the backends are looked up every second and
 * their CPU read every 100 ms: a backend's last reading stands for it once it is gone.
 */
const watchBackends = (database: string) => {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const read = (pid: number) => {
    const cpu = cpuMs(pid);
    if (cpu > 0 || !last.has(pid)) last.set(pid, cpu);
  };
  let pids: number[] = [];
  let running = true;
  const client = new pg.Client({ connectionString: args['pg-url'] });
  const lookUp = async () => {
    await client.connect();
    while (running) {
      pids = await backendPids(client, database);
      for (const pid of pids) {
        if (!first.has(pid)) first.set(pid, last.has(pid) ? (last.get(pid) ?? 0) : cpuMs(pid));
        read(pid);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await client.end();
  };
  const reading = setInterval(() => {
    for (const pid of pids) read(pid);
  }, 100);
  const looking = lookUp();
  return {
    /** Resolves once the first look-up has taken every backend's starting point. */
    ready: async () => {
      while (first.size === 0 && running) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    stop: async (): Promise<number> => {
      running = false;
      clearInterval(reading);
      await looking;
      for (const pid of pids) read(pid);
      let total = 0;
      for (const [pid, start] of first) total += (last.get(pid) ?? start) - start;
      return total;
    },
  };
};

const measure = async (
  setup: Setup,
  step: string,
  work: () => Promise<StepFigures>,
): Promise<StepRow> => {
  const pids = setup.servers.flatMap((server) =>
    server.child.pid === undefined ? [] : [server.child.pid],
  );
  const backends = setup.databaseName === null ? null : watchBackends(setup.databaseName);
  await backends?.ready();
  const serverBefore = pids.map(cpuMs);
  const benchBefore = process.cpuUsage();
  const figures = await work();
  const bench = process.cpuUsage(benchBefore);
  const serverCpuMs = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - (serverBefore[i] ?? 0), 0);
  const databaseCpuMs = backends === null ? null : await backends.stop();
  return {
    step,
    figures,
    serverCpuMs,
    databaseCpuMs,
    benchCpuMs: (bench.user + bench.system) / 1000,
    load: load(),
  };
};

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const rowCells = (row: StepRow): string[] => {
  const f = row.figures;
  const perWrite = (cpu: number | null) =>
    cpu === null || f.committed === 0 ? '-' : fmt(cpu / f.committed, 2);
  return [
    row.step,
    fmt((f.committed / f.elapsedMs) * 1000, 0),
    fmt(percentile(f.latenciesMs, 0.5)),
    fmt(percentile(f.latenciesMs, 0.99)),
    fmt(Math.max(...f.latenciesMs)),
    String(f.committed),
    String(f.conflicts),
    String(f.failures),
    String(f.skipped),
    perWrite(row.serverCpuMs),
    perWrite(row.databaseCpuMs),
    perWrite(row.benchCpuMs),
    row.load,
  ];
};

const HEADER = [
  'step',
  'writes/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'committed',
  '66666',
  'failed',
  'not sent',
  'server CPU ms/write',
  'db CPU ms/write',
  'bench CPU ms/write',
  'load after',
];

const printTable = (rows: readonly string[][]) => {
  const table = [HEADER, ...rows];
  const widths = HEADER.map((_, c) => Math.max(...table.map((row) => (row[c] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  console.log(line(HEADER));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
};

/**
 * Round trips per write on PostgreSQL, counted from outside: a further server process whose
 * database connection runs through the counting relay serves `roundTripWrites` writes of
 * already-seated diners (seats are good on every process of one database), after a warm-up.
 */
const countRoundTrips = async (root: string, setup: Setup, diners: readonly LoadDiner[]) => {
  if (!('databaseUrl' in setup.database) || roundTripWrites === 0) return null;
  const url = new URL(setup.database.databaseUrl);
  const counter = await startPgCounter({ host: url.hostname, port: Number(url.port || 5432) });
  const counted = new URL(url.href);
  counted.host = `127.0.0.1:${counter.port}`;
  const server = await startServerProcess(root, { DATABASE_URL: counted.href });
  const client = loadClient(server.origin, MERCHANT, 16);
  try {
    // Warm-up: the process's pool opens its connections, and any cache fills.
    await closedLoop([client], diners, DISHES, 8, 2000);
    const before = counter.roundTrips();
    const figures = await closedLoop([client], diners, DISHES, 8, 600_000, roundTripWrites);
    const trips = counter.roundTrips() - before;
    return { writes: figures.committed + figures.conflicts + figures.failures, trips };
  } finally {
    client.agent.destroy();
    await stopServerProcess(server);
    await counter.close();
  }
};

const runOne = async (label: string, root: string, mode: Mode) => {
  const loadBefore = load();
  const setup = await setUp(root, mode);
  try {
    const [client] = setup.clients;
    if (client === undefined) throw new Error('no client');
    const diners = await seatAll(client, `${label}-${mode}-${randomBytes(2).toString('hex')}`);
    await closedLoop(setup.clients, diners, DISHES, concurrency, WARM_UP_MS);
    const rows: StepRow[] = [];
    for (const rate of rates) {
      const row = await measure(setup, `${rate}/s`, () =>
        openLoop(setup.clients, diners, DISHES, rate, stepMs),
      );
      rows.push(row);
      const achieved = (row.figures.committed / row.figures.elapsedMs) * 1000;
      if (achieved < rate * 0.9) break;
    }
    rows.push(
      await measure(setup, `${concurrency} in flight`, () =>
        closedLoop(setup.clients, diners, DISHES, concurrency, stepMs),
      ),
    );
    const trips = mode === 'pg' ? await countRoundTrips(root, setup, diners) : null;
    const title = {
      pglite: 'PGlite, one process',
      pg: 'PostgreSQL, one process',
      pg2: 'PostgreSQL, two processes (Redis backplane) behind one address',
    }[mode];
    console.log(
      `\n## ${label}: ${title}; ${tableCount} tables × ${perTable} diners; load average before ${loadBefore}`,
    );
    printTable(rows.map(rowCells));
    for (const row of rows)
      for (const problem of row.figures.problems) console.log(`  ${row.step}: ${problem}`);
    if (trips !== null)
      console.log(
        `database round trips: ${trips.trips} for ${trips.writes} writes = ` +
          `${fmt(trips.trips / Math.max(1, trips.writes), 2)} a write (PostgreSQL's ReadyForQuery, counted by a relay)`,
      );
    return rows;
  } finally {
    for (const cleanup of setup.cleanups) await cleanup();
  }
};

console.log(
  `cart writes: ${cpus().length} cores, Node ${process.versions.node}, ${new Date().toISOString()}, ` +
    `load average ${load()}; roots ${roots.map((r) => `${r.label}=${r.dir}`).join(', ')}; ` +
    `steps of ${stepMs / 1000} s`,
);
const best = new Map<string, number>();
for (const mode of modes) {
  for (const { label, dir } of roots) {
    const rows = await runOne(label, dir, mode);
    const top = Math.max(
      ...rows.map((row) => (row.figures.committed / row.figures.elapsedMs) * 1000),
    );
    best.set(`${label} ${mode}`, top);
  }
}
console.log('\nhighest writes/s of any step:');
for (const [key, value] of best) console.log(`  ${key}: ${fmt(value, 0)}`);
for (const { label } of roots) {
  const one = best.get(`${label} pg`);
  const two = best.get(`${label} pg2`);
  if (one !== undefined && two !== undefined)
    console.log(`  ${label}: two processes / one = ${fmt(two / one, 2)}`);
}
if (roots.length === 2) {
  const [a, b] = roots;
  for (const mode of modes) {
    const before = best.get(`${a?.label} ${mode}`);
    const after = best.get(`${b?.label} ${mode}`);
    if (before !== undefined && after !== undefined)
      console.log(`  ${mode}: ${b?.label} / ${a?.label} = ${fmt(after / before, 2)}`);
  }
}
