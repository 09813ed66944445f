import type { HubConnection } from '@microsoft/signalr';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { call } from '../../../server/test-support/client.ts';
import { openLiveChannel, type Seat, seatHeaders, sitDown } from '../support/seated-diner.ts';

/**
 * One client process of `npm run bench:live-sync` (tools/bench/live-sync.ts): the diners of a
 * range of tables, each seated by its table's QR code and on the official SignalR client. One
 * process holds only so many sockets (its descriptors, its CPU), so the bench spreads its diners
 * over several of these. Every table's diners live in one process, which also makes that table's
 * writes, so a write's reply and its arrival at the table's other diners are read on one clock.
 *
 * Talks to the parent over IPC: it is sent a `Plan`, answers `Ready`, is sent `go`, answers
 * `Results`, and exits when sent `stop`.
 */

export interface Plan {
  readonly server: string;
  readonly merchantId: string;
  readonly dish: string;
  /** The QR code ids of this process's tables; diners sit `perTable` to a table. */
  readonly qrcodes: readonly string[];
  readonly perTable: number;
  readonly tag: string;
  /** Writes a second this process makes, across its tables. */
  readonly rate: number;
  readonly seconds: number;
  /** Connections opened at once while seating. */
  readonly concurrency: number;
}

export interface Ready {
  readonly kind: 'ready';
  readonly connected: number;
  readonly failed: number;
  readonly firstError: string | null;
  readonly seatingMs: number;
  readonly rssMb: number;
}

export interface WriteFigures {
  /** Per write: its reply to the slowest other diner at the table, in ms (negative: sooner). */
  readonly replyToAll: number;
  /** Per write: sent to the slowest other diner. */
  readonly sentToAll: number;
  /** Per write: the writer's own reply. */
  readonly reply: number;
}

export interface Results {
  readonly kind: 'results';
  readonly writes: readonly WriteFigures[];
  /** Per delivery: reply to this diner, ms. */
  readonly deliveries: readonly number[];
  readonly missed: number;
  readonly failures: number;
  /** Connections that closed during the run (the client reconnects them). */
  readonly closed: number;
  readonly rssMb: number;
  readonly cpuMs: number;
  /** This process's own event-loop delay during the writes (ms): it delays what it measures. */
  readonly loopDelayP99: number;
  readonly loopDelayMax: number;
}

interface Diner {
  readonly seat: Seat;
  /** When each cart version's message arrived (performance.now()). */
  readonly arrivals: Map<number, number>;
  connection?: HubConnection;
}

const rss = () => process.memoryUsage.rss() / 1024 / 1024;

const inBatches = async <T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
) => {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
};

const send = (message: Ready | Results) =>
  new Promise<void>((done) => process.send?.(message, () => done()));

const run = async (plan: Plan) => {
  const tables: Diner[][] = plan.qrcodes.map(() => []);
  let failed = 0;
  let closed = 0;
  let firstError: string | null = null;
  const began = performance.now();
  const seats = plan.qrcodes.flatMap((qrcode, table) =>
    Array.from({ length: plan.perTable }, (_, k) => ({ qrcode, table, k })),
  );
  await inBatches(seats, plan.concurrency, async ({ qrcode, table, k }) => {
    try {
      const seat = await sitDown(plan.server, plan.merchantId, qrcode, `${plan.tag}-${table}-${k}`);
      const diner: Diner = { seat, arrivals: new Map() };
      diner.connection = await openLiveChannel(seat, (message) => {
        if (message.messageType !== 'addOrDecreaseCartItem') return;
        const version = (message.data as { cartRowVersion?: unknown } | null)?.cartRowVersion;
        if (typeof version === 'number' && !diner.arrivals.has(version))
          diner.arrivals.set(version, performance.now());
      });
      diner.connection.onreconnecting(() => (closed += 1));
      tables[table]?.push(diner);
    } catch (error) {
      failed += 1;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  });
  await send({
    kind: 'ready',
    connected: tables.reduce((sum, diners) => sum + diners.length, 0),
    failed,
    firstError,
    seatingMs: performance.now() - began,
    rssMb: rss(),
  });
  await new Promise<void>((go) => process.once('message', () => go()));

  const cpuBefore = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const writes: { table: number; version: number; sentAt: number; repliedAt: number }[] = [];
  const state = tables.map(() => ({ version: 0, on: false, busy: false }));
  let failures = 0;
  const start = performance.now();
  let next = 0;
  let tick = 0;
  while (performance.now() - start < plan.seconds * 1000 && plan.rate > 0) {
    const table = next;
    next = (next + 1) % tables.length;
    const writer = tables[table]?.[0];
    const own = state[table];
    if (
      writer !== undefined &&
      own !== undefined &&
      !own.busy &&
      (tables[table]?.length ?? 0) > 1
    ) {
      own.busy = true;
      const sentAt = performance.now();
      void call<{ cartRowVersion: number }>(writer.seat.server, 'POST', '/api/shoppingCart', {
        ...seatHeaders(writer.seat),
        body: {
          cartRowVersion: own.version,
          tableId: writer.seat.tableId,
          merchantId: plan.merchantId,
          productId: plan.dish,
          orderItems: own.on
            ? []
            : [{ productId: plan.dish, quantity: 1, notes: '', orderItemModifiers: [] }],
        },
      })
        .then((reply) => {
          const repliedAt = performance.now();
          if (reply.body.success) {
            own.version = reply.body.data.cartRowVersion;
            own.on = !own.on;
            writes.push({ table, version: own.version, sentAt, repliedAt });
          } else {
            failures += 1;
            const current = (reply.body.data as { cartRowVersion?: number } | null)?.cartRowVersion;
            if (typeof current === 'number') own.version = current;
          }
        })
        .catch(() => (failures += 1))
        .finally(() => (own.busy = false));
    }
    tick += 1;
    const due = start + (tick * 1000) / plan.rate;
    await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
  }
  // The last writes' messages still on their way.
  await new Promise((done) => setTimeout(done, 1500));

  const figures: WriteFigures[] = [];
  const deliveries: number[] = [];
  let missed = 0;
  for (const { table, version, sentAt, repliedAt } of writes) {
    let slowest = Number.NEGATIVE_INFINITY;
    for (const other of (tables[table] ?? []).slice(1)) {
      const arrived = other.arrivals.get(version);
      if (arrived === undefined) {
        missed += 1;
        continue;
      }
      deliveries.push(arrived - repliedAt);
      slowest = Math.max(slowest, arrived - repliedAt);
    }
    if (Number.isFinite(slowest))
      figures.push({
        replyToAll: slowest,
        sentToAll: slowest + repliedAt - sentAt,
        reply: repliedAt - sentAt,
      });
  }
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  await send({
    kind: 'results',
    writes: figures,
    deliveries,
    missed,
    failures,
    closed,
    rssMb: rss(),
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelayP99: loop.percentile(99) / 1e6,
    loopDelayMax: loop.max / 1e6,
  });
  await new Promise<void>((stop) => process.once('message', () => stop()));
  process.exit(0);
};

process.once('message', (plan: Plan) => {
  run(plan).catch((error: unknown) => {
    process.stderr.write(
      `live-sync clients: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
});
