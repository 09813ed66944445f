import type { HubConnection } from '@microsoft/signalr';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoFacts } from '../../server/demo/facts.ts';
import { call } from '../../server/test-support/client.ts';
import { percentile } from './contention/diners.ts';
import { openLiveChannel, type Seat, seatHeaders, sitDown } from './support/seated-diner.ts';
import {
  adminSql,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.ts';

/**
 * `npm run bench:live-sync`: issue 13's live-sync figure. One server process (PostgreSQL, no
 * Redis) and N diners, `--per-table` at each table, each on the official SignalR client in this
 * process (one clock for all), seated by scanning their table's QR code. One diner per table
 * writes its own lines (a dish on, a dish off) at `--rate` writes a second across the tables; for
 * each write, the time from the writer's HTTP reply to the server's cart message reaching each
 * other diner at the table (matched by the cart version). The message arrives decoded by the
 * client; the app's fold on top is not counted here. Negative when the message beats the reply.
 *
 * Options: --diners 100,1000 (each a run), --per-table 8, --rate 20, --seconds 15, --pg-url URL
 * (postgres://postgres@127.0.0.1:5432/postgres), --server-root DIR. A benchmark, not a test.
 */

const { values: args } = parseArgs({
  options: {
    diners: { type: 'string', default: '100,1000' },
    'per-table': { type: 'string', default: '8' },
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'server-root': { type: 'string', default: resolve(import.meta.dirname, '../..') },
  },
});
const perTable = Number(args['per-table']);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const sizes = args.diners.split(',').map(Number);
if (!(perTable >= 2 && rate > 0 && seconds > 0) || sizes.some((n) => !(n >= perTable)))
  throw new Error('--per-table ≥ 2, --rate and --seconds > 0, each of --diners ≥ --per-table');

const MERCHANT = demoFacts.merchantId;
const DISH = '5001';
const SEATING_CONCURRENCY = 20;

interface Diner {
  readonly seat: Seat;
  /** When each cart version's message arrived (performance.now()). */
  readonly arrivals: Map<number, number>;
  connection?: HubConnection;
}

interface Write {
  readonly table: number;
  readonly version: number;
  readonly sentAt: number;
  readonly repliedAt: number;
}

/** Tables beyond the demo's twelve, for the diners to sit at (the staff console adds none). */
const addTables = async (databaseUrl: string, count: number): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < count; i += 1) {
      const qrcode = 2_000_000_000_000_000n + BigInt(i);
      await client.query(
        `insert into dining_tables (id, merchant_id, name, qrcode_id, order_code)
         values ($1, $2, $3, $4, '0000') on conflict do nothing`,
        [900_000 + i, MERCHANT, `L${i + 1}`, qrcode.toString()],
      );
    }
    const { rows } = await client.query<{ qrcode_id: string }>(
      'select qrcode_id::text from dining_tables where merchant_id = $1 order by id',
      [MERCHANT],
    );
    return rows.map((row) => row.qrcode_id);
  } finally {
    await client.end();
  }
};

/** Resident memory of a process in MB (Linux /proc; NaN elsewhere). */
const rssMb = (server: ServerProcess): number => {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
};

const inBatches = async <T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
) => {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
};

const write = async (writer: Diner, version: number, on: boolean) =>
  call<{ cartRowVersion: number }>(writer.seat.server, 'POST', '/api/shoppingCart', {
    ...seatHeaders(writer.seat),
    body: {
      cartRowVersion: version,
      tableId: writer.seat.tableId,
      merchantId: MERCHANT,
      productId: DISH,
      orderItems: on ? [{ productId: DISH, quantity: 1, notes: '', orderItemModifiers: [] }] : [],
    },
  });

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

const run = async (dinerCount: number) => {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const database = `tablefold_livesync_${randomBytes(4).toString('hex')}`;
    const adminUrl = args['pg-url'];
    await adminSql(adminUrl, `create database ${database}`);
    cleanups.push(() => adminSql(adminUrl, `drop database if exists ${database}`));
    const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
    const server = await startServerProcess(args['server-root'], { DATABASE_URL: databaseUrl });
    cleanups.unshift(() => stopServerProcess(server));
    const tableCount = Math.ceil(dinerCount / perTable);
    const qrcodes = (await addTables(databaseUrl, Math.max(0, tableCount - 12))).slice(
      0,
      tableCount,
    );
    const rssBefore = rssMb(server);

    const tag = randomBytes(3).toString('hex');
    const tables: Diner[][] = qrcodes.map(() => []);
    await inBatches(
      Array.from({ length: dinerCount }, (_, i) => i),
      SEATING_CONCURRENCY,
      async (i) => {
        const table = i % tableCount;
        const seat = await sitDown(
          server.origin,
          MERCHANT,
          qrcodes[table] ?? '',
          `sync-${tag}-${i}`,
        );
        const diner: Diner = { seat, arrivals: new Map() };
        diner.connection = await openLiveChannel(seat, (message) => {
          if (message.messageType !== 'addOrDecreaseCartItem') return;
          const version = (message.data as { cartRowVersion?: unknown } | null)?.cartRowVersion;
          if (typeof version === 'number' && !diner.arrivals.has(version))
            diner.arrivals.set(version, performance.now());
        });
        tables[table]?.push(diner);
      },
    );
    cleanups.unshift(async () => {
      await Promise.all(tables.flat().map((diner) => diner.connection?.stop()));
    });
    const rssConnected = rssMb(server);

    const writes: Write[] = [];
    const state = tables.map(() => ({ version: 0, on: false, busy: false }));
    let failures = 0;
    const began = performance.now();
    let next = 0;
    let tick = 0;
    while (performance.now() - began < seconds * 1000) {
      const table = next;
      next = (next + 1) % tableCount;
      const writer = tables[table]?.[0];
      const own = state[table];
      if (writer !== undefined && own !== undefined && !own.busy) {
        own.busy = true;
        const sentAt = performance.now();
        void write(writer, own.version, !own.on)
          .then((reply) => {
            const repliedAt = performance.now();
            if (reply.body.success) {
              own.version = reply.body.data.cartRowVersion;
              own.on = !own.on;
              writes.push({ table, version: own.version, sentAt, repliedAt });
            } else {
              failures += 1;
              const current = (reply.body.data as { cartRowVersion?: number } | null)
                ?.cartRowVersion;
              if (typeof current === 'number') own.version = current;
            }
          })
          .catch(() => (failures += 1))
          .finally(() => (own.busy = false));
      }
      tick += 1;
      const due = began + (tick * 1000) / rate;
      await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
    }
    await new Promise((done) => setTimeout(done, 1_000));

    const perWrite: number[] = [];
    const fromSent: number[] = [];
    const replies: number[] = [];
    const perDelivery: number[] = [];
    let missed = 0;
    for (const { table, version, sentAt, repliedAt } of writes) {
      replies.push(repliedAt - sentAt);
      const others = (tables[table] ?? []).slice(1);
      let slowest = Number.NEGATIVE_INFINITY;
      for (const other of others) {
        const arrived = other.arrivals.get(version);
        if (arrived === undefined) {
          missed += 1;
          continue;
        }
        perDelivery.push(arrived - repliedAt);
        slowest = Math.max(slowest, arrived - repliedAt);
      }
      if (Number.isFinite(slowest)) {
        perWrite.push(slowest);
        fromSent.push(slowest + repliedAt - sentAt);
      }
    }
    const deliveries = perDelivery.length;
    console.log(
      `\n${dinerCount} diners at ${tableCount} tables (${perTable} each), ${writes.length} writes in ` +
        `${seconds} s (${(writes.length / seconds).toFixed(1)}/s), ${failures} refused or failed; ` +
        `load average ${load()}`,
    );
    console.log(
      `  reply → every other diner at the table: p50 ${ms(percentile(perWrite, 0.5))} ms, p95 ` +
        `${ms(percentile(perWrite, 0.95))} ms, p99 ${ms(percentile(perWrite, 0.99))} ms, max ` +
        `${ms(Math.max(...perWrite))} ms`,
    );
    console.log(
      `  write sent → every other diner: p50 ${ms(percentile(fromSent, 0.5))} ms, p99 ` +
        `${ms(percentile(fromSent, 0.99))} ms; the writer's own reply: p50 ` +
        `${ms(percentile(replies, 0.5))} ms, p99 ${ms(percentile(replies, 0.99))} ms`,
    );
    console.log(
      `  each delivery: p50 ${ms(percentile(perDelivery, 0.5))} ms, p99 ` +
        `${ms(percentile(perDelivery, 0.99))} ms; ${deliveries} delivered, ${missed} missed ` +
        `(${(deliveries / seconds).toFixed(0)} messages/s)`,
    );
    console.log(
      `  server memory: ${ms(rssBefore)} MB before the diners, ${ms(rssConnected)} MB with them ` +
        `(${ms(((rssConnected - rssBefore) * 1024) / dinerCount)} KB a diner)`,
    );
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
};

console.log(
  `live sync: ${cpus().length} cores, Node ${process.versions.node}, ${new Date().toISOString()}, ` +
    `load average ${load()}; ${rate} writes/s for ${seconds} s per run`,
);
for (const size of sizes) await run(size);
