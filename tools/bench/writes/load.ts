import { Agent, request } from 'node:http';

/**
 * The cart-write load of `npm run bench:writes` (tools/bench/cart-writes.ts): diners seated at
 * many tables, each adding or removing one of a few plain dishes in its own lines through
 * `POST /api/shoppingCart`, naming the cart version of its last reply and its stored lines by id,
 * as the web app does. Either at a target rate across the diners (open loop: a write is sent
 * when it is due, whatever the replies do) or with a fixed number of writes in flight (closed
 * loop: as fast as the server answers).
 *
 * The client is plain node:http with keep-alive, and replies are read with JSON.parse after the
 * 64-bit ids are quoted, so the bench's own CPU per write stays small beside the server's.
 */

const SHOPPING_CART_UPDATED = 66666;
/** A diner keeps about this many dishes, so a table's cart stays the size of a real one. */
const BASKET_TARGET = 4;

export interface BenchSeat {
  readonly tableId: string;
  readonly dinerId: string;
  readonly token: string;
}

interface OwnLine {
  readonly id: string | null;
  readonly productId: string;
  readonly quantity: number;
}

export interface LoadDiner {
  readonly seat: BenchSeat;
  lines: OwnLine[];
  version: number;
  busy: boolean;
  random: () => number;
}

export interface StepFigures {
  readonly elapsedMs: number;
  /** Requests sent (a 66666 and its retry are two). */
  readonly sent: number;
  readonly committed: number;
  readonly conflicts: number;
  /** Refused otherwise, or no answer. */
  readonly failures: number;
  /** Writes due while every diner already had one in flight (the bench could not send them). */
  readonly skipped: number;
  /** Milliseconds of every request, send to last byte of the reply. */
  readonly latenciesMs: readonly number[];
  readonly problems: readonly string[];
}

export interface LoadClient {
  readonly origin: string;
  readonly merchantId: string;
  readonly agent: Agent;
}

export const loadClient = (origin: string, merchantId: string, sockets: number): LoadClient => ({
  origin,
  merchantId,
  agent: new Agent({ keepAlive: true, maxSockets: sockets }),
});

/** 64-bit ids arrive as JSON numbers; quoted first, JSON.parse keeps them exact. */
const parseReply = (text: string): { success: boolean; code: number; data: unknown } =>
  JSON.parse(text.replace(/("(?:id|[A-Za-z]+Id)":)(\d{16,})/g, '$1"$2"'));

const send = (
  client: LoadClient,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, client.origin);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent: client.agent,
        headers: {
          ...headers,
          merchantid: client.merchantId,
          languagecode: 'en-US',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (body !== undefined) req.write(body);
    req.end();
  });

/** mulberry32, so a run's choices repeat. */
const seeded = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Scanning a table's QR code, as the app does: the table and this browser's seat. */
export const seatDiner = async (
  client: LoadClient,
  qrcodeId: string,
  browserId: string,
  index: number,
): Promise<LoadDiner> => {
  const reply = await send(
    client,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}?browserId=${browserId}`,
    {},
  );
  const body = parseReply(reply.text);
  const data = body.data as { tableId: string; seat: { token: string; dinerId: string } } | null;
  if (!body.success || data === null) throw new Error(`scan for ${browserId}: ${reply.text}`);
  return {
    seat: { tableId: String(data.tableId), dinerId: data.seat.dinerId, token: data.seat.token },
    lines: [],
    version: 0,
    busy: false,
    random: seeded(index + 1),
  };
};

const nextChange = (diner: LoadDiner, productIds: readonly string[]): OwnLine[] => {
  const { lines, random } = diner;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const adding = lines.length === 0 || random() < (units < BASKET_TARGET ? 0.7 : 0.3);
  if (adding) {
    const productId = productIds[Math.floor(random() * productIds.length)] ?? '';
    const existing = lines.find((line) => line.productId === productId);
    return existing === undefined
      ? [...lines, { id: null, productId, quantity: 1 }]
      : lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
  }
  const picked = lines[Math.floor(random() * lines.length)];
  return lines
    .map((line) => (line === picked ? { ...line, quantity: line.quantity - 1 } : line))
    .filter((line) => line.quantity > 0);
};

interface CartReply {
  readonly cartRowVersion: number;
  readonly userCarts: readonly {
    readonly userId: string;
    readonly orderItems: readonly { id: string; productId: string; quantity: number }[];
  }[];
}

const seatHeaders = (seat: BenchSeat) => ({ tableid: seat.tableId, 'table-seat': seat.token });

interface Tally {
  sent: number;
  committed: number;
  conflicts: number;
  failures: number;
  latencies: number[];
  problems: string[];
}

const note = (tally: Tally, problem: string) => {
  if (tally.problems.length < 5) tally.problems.push(problem);
};

/** One change of one diner: sent until committed, retried after each 66666 (at most 20). */
const writeOnce = async (
  client: LoadClient,
  diner: LoadDiner,
  productIds: readonly string[],
  tally: Tally,
): Promise<void> => {
  const wanted = nextChange(diner, productIds);
  const body = (version: number) =>
    JSON.stringify({
      cartRowVersion: version,
      tableId: diner.seat.tableId,
      merchantId: client.merchantId,
      productId: wanted.at(-1)?.productId ?? null,
      orderItems: wanted.map((line) => ({
        ...(line.id === null ? {} : { id: line.id }),
        productId: line.productId,
        quantity: line.quantity,
        notes: '',
        orderItemModifiers: [],
      })),
    });
  for (let tries = 0; tries < 20; tries += 1) {
    tally.sent += 1;
    const began = performance.now();
    let reply: { status: number; text: string };
    try {
      reply = await send(
        client,
        'POST',
        '/api/shoppingCart',
        seatHeaders(diner.seat),
        body(diner.version),
      );
    } catch (error) {
      tally.failures += 1;
      note(tally, error instanceof Error ? error.message : String(error));
      return;
    } finally {
      tally.latencies.push(performance.now() - began);
    }
    const parsed = parseReply(reply.text);
    const cart = parsed.data as CartReply | null;
    if (parsed.success && cart !== null) {
      tally.committed += 1;
      diner.version = cart.cartRowVersion;
      const own = cart.userCarts.find((entry) => String(entry.userId) === diner.seat.dinerId);
      diner.lines = wanted.map((line) => ({
        ...line,
        id:
          own?.orderItems.find((item) => String(item.productId) === line.productId)?.id ?? line.id,
      }));
      return;
    }
    if (parsed.code === SHOPPING_CART_UPDATED && cart !== null) {
      tally.conflicts += 1;
      diner.version = cart.cartRowVersion;
      continue;
    }
    tally.failures += 1;
    note(tally, reply.text.slice(0, 200));
    return;
  }
};

const emptyTally = (): Tally => ({
  sent: 0,
  committed: 0,
  conflicts: 0,
  failures: 0,
  latencies: [],
  problems: [],
});

const figures = (tally: Tally, elapsedMs: number, skipped: number): StepFigures => ({
  elapsedMs,
  sent: tally.sent,
  committed: tally.committed,
  conflicts: tally.conflicts,
  failures: tally.failures,
  skipped,
  latenciesMs: tally.latencies,
  problems: tally.problems,
});

/** Picks diners in turn (diner i sits at table i mod tables, so turns go table by table). */
const picker = (diners: readonly LoadDiner[]) => {
  let at = 0;
  return (): LoadDiner | null => {
    for (let looked = 0; looked < diners.length; looked += 1) {
      const diner = diners[at];
      at = (at + 1) % diners.length;
      if (diner !== undefined && !diner.busy) return diner;
    }
    return null;
  };
};

/** Writes at `rate` a second across the diners for `durationMs`, then waits for the replies. */
export const openLoop = async (
  clients: readonly LoadClient[],
  diners: readonly LoadDiner[],
  productIds: readonly string[],
  rate: number,
  durationMs: number,
): Promise<StepFigures> => {
  const tally = emptyTally();
  const pick = picker(diners);
  const inFlight = new Set<Promise<void>>();
  let skipped = 0;
  let issued = 0;
  let turn = 0;
  const began = performance.now();
  for (;;) {
    const elapsed = performance.now() - began;
    if (elapsed >= durationMs) break;
    const due = Math.floor((elapsed / 1000) * rate);
    for (; issued < due; issued += 1) {
      const diner = pick();
      if (diner === null) {
        skipped += 1;
        continue;
      }
      const client = clients[turn++ % clients.length];
      if (client === undefined) continue;
      diner.busy = true;
      const write = writeOnce(client, diner, productIds, tally).finally(() => {
        diner.busy = false;
        inFlight.delete(write);
      });
      inFlight.add(write);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const elapsedMs = performance.now() - began;
  await Promise.all(inFlight);
  return figures(tally, elapsedMs, skipped);
};

/**
 * `concurrency` writes in flight at all times for `durationMs` (or until `maxChanges` changes
 * were sent): the server's saturation.
 */
export const closedLoop = async (
  clients: readonly LoadClient[],
  diners: readonly LoadDiner[],
  productIds: readonly string[],
  concurrency: number,
  durationMs: number,
  maxChanges = Number.POSITIVE_INFINITY,
): Promise<StepFigures> => {
  const tally = emptyTally();
  const pick = picker(diners);
  const began = performance.now();
  let turn = 0;
  let changes = 0;
  const worker = async () => {
    while (performance.now() - began < durationMs && changes < maxChanges) {
      const diner = pick();
      const client = clients[turn++ % clients.length];
      if (diner === null || client === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        continue;
      }
      diner.busy = true;
      changes += 1;
      try {
        await writeOnce(client, diner, productIds, tally);
      } finally {
        diner.busy = false;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return figures(tally, performance.now() - began, 0);
};
