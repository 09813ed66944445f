import type { CartOrder } from '../../../src/domain/model/order.ts';
import { call } from '../../../server/test-support/client.ts';

/**
 * Diners at one table writing their own lines in tight loops, through the API the web app uses
 * (issue 13): the table-contention bench (tools/bench/table-contention.ts) and its bounded test
 * (server/cart/contention.test.ts) both run this loop. Each diner sits down by scanning the
 * table's QR code, then adds and removes its own lines as fast as the server answers, each write
 * naming the cart version it last saw; a 66666 makes it reload and send the same change again.
 * At the end the table's cart must hold exactly what each diner believes it wrote.
 */

const SHOPPING_CART_UPDATED = 66666;
/** As many tries of one change as the client's sync would make before giving it up. */
const DEFAULT_MAX_TRIES = 100;
/** A diner keeps about this many dishes in its basket, so quantities stay far from their limit. */
const BASKET_TARGET = 12;

export interface ContentionPlan {
  /** Server origins; diner i talks to servers[i % servers.length] throughout. */
  readonly servers: readonly string[];
  readonly merchantId: string;
  readonly qrcodeId: string;
  /** Plain dishes (no required choices) of the merchant's menu: what the diners add. */
  readonly productIds: readonly string[];
  readonly diners: number;
  readonly durationMs: number;
  /** Seeds each diner's choices, so a run can be repeated. */
  readonly seed?: number;
  readonly maxTries?: number;
  /** Browser ids are `${browserPrefix}-${i}`: a fresh prefix gives fresh seats. */
  readonly browserPrefix?: string;
}

/** What one diner sent and what came of it. */
export interface DinerTally {
  readonly name: string;
  readonly server: string;
  readonly dinerId: string;
  /** POSTs sent, retries included. */
  sent: number;
  /** POSTs the server committed (code 0). */
  succeeded: number;
  /** POSTs refused with 66666 (each one retried after a reload). */
  conflicts: number;
  /** POSTs refused otherwise, or that failed on the wire: the diner reloads its own lines. */
  failures: number;
  /** Changes given up after maxTries refusals in a row. */
  abandoned: number;
  /** Replies whose own entry was not what the diner had just sent. */
  replyMismatches: number;
  /** Wall-clock milliseconds of every POST, refusals included. */
  readonly latenciesMs: number[];
  /** The first few failures and reply mismatches, for the report (66666s are only counted). */
  readonly problems: string[];
}

/** A diner whose entry in the final cart differs from what it believes it wrote. */
export interface EntryMismatch {
  readonly diner: string;
  readonly productId: string;
  readonly believed: number;
  readonly stored: number;
}

export interface ContentionOutcome {
  readonly tallies: readonly DinerTally[];
  readonly elapsedMs: number;
  /** Dish units a diner believes it has that the cart does not hold. */
  readonly lostUnits: number;
  /** Dish units the cart holds for a diner beyond what it believes it has. */
  readonly doubledUnits: number;
  readonly mismatches: readonly EntryMismatch[];
  /** Entries of diners that are not this run's (there should be none on a fresh table). */
  readonly strangerEntries: number;
  /** Whether every server gave the same final cart (one database behind them all). */
  readonly serversAgree: boolean;
  readonly finalVersion: number;
}

interface OwnLine {
  /** The server's id once the line has been stored; a new line goes without one. */
  readonly id: string | null;
  readonly productId: string;
  readonly quantity: number;
}

interface SeatedDiner {
  readonly name: string;
  readonly server: string;
  readonly tableId: string;
  readonly dinerId: string;
  readonly seat: string;
}

type Reply = Awaited<ReturnType<typeof call<CartOrder>>>;

/** mulberry32: a small seeded generator, so a diner's choices repeat from run to run. */
const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const entryOf = (cart: CartOrder, dinerId: string): OwnLine[] =>
  (cart.userCarts.find((entry) => String(entry.userId) === dinerId)?.orderItems ?? []).map(
    (item) => ({
      id: String(item.id),
      productId: String(item.productId),
      quantity: item.quantity,
    }),
  );

const unitsByProduct = (lines: readonly OwnLine[]): Map<string, number> => {
  const units = new Map<string, number>();
  for (const line of lines)
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
};

const sameUnits = (a: readonly OwnLine[], b: readonly OwnLine[]): boolean => {
  const [left, right] = [unitsByProduct(a), unitsByProduct(b)];
  return left.size === right.size && [...left].every(([id, n]) => right.get(id) === n);
};

/** One step of a diner at the table: one more of a dish, or one fewer. */
const nextChange = (
  lines: readonly OwnLine[],
  productIds: readonly string[],
  random: () => number,
): OwnLine[] => {
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

const seatedHeaders = (diner: SeatedDiner, merchantId: string) => ({
  merchantId,
  tableId: diner.tableId,
  seat: diner.seat,
});

/** Scanning the table's QR code: the table and this browser's seat (docs/security.md). */
const sitDown = async (
  plan: ContentionPlan,
  index: number,
  browserPrefix: string,
): Promise<SeatedDiner> => {
  const server = plan.servers[index % plan.servers.length] ?? '';
  const browserId = `${browserPrefix}-${index}`;
  const scanned = await call<{ tableId: string; seat: { token: string; dinerId: string } }>(
    server,
    'GET',
    `/api/merchant/table/qrcode/info/${plan.qrcodeId}?browserId=${browserId}`,
    { merchantId: plan.merchantId, seat: null },
  );
  if (!scanned.body.success) throw new Error(`scan for ${browserId}: ${scanned.text}`);
  return {
    name: `diner ${index + 1}`,
    server,
    tableId: String(scanned.body.data.tableId),
    dinerId: String(scanned.body.data.seat.dinerId),
    seat: scanned.body.data.seat.token,
  };
};

const fetchCart = async (diner: SeatedDiner, merchantId: string): Promise<CartOrder> => {
  const reply = await call<CartOrder>(
    diner.server,
    'GET',
    `/api/shoppingCart?merchantId=${merchantId}`,
    seatedHeaders(diner, merchantId),
  );
  if (!reply.body.success) throw new Error(`cart of ${diner.name}: ${reply.text}`);
  return reply.body.data;
};

const note = (tally: DinerTally, problem: string) => {
  if (tally.problems.length < 5) tally.problems.push(problem);
};

/**
 * One diner's loop until the deadline. Its belief (`lines`) changes only when the server commits
 * what it sent; after a failure whose outcome it cannot know, it takes the server's word.
 */
const runDiner = async (
  plan: ContentionPlan,
  diner: SeatedDiner,
  index: number,
  deadline: number,
): Promise<{ tally: DinerTally; believed: OwnLine[] }> => {
  const random = seededRandom((plan.seed ?? 13) * 1000 + index);
  const maxTries = plan.maxTries ?? DEFAULT_MAX_TRIES;
  const tally: DinerTally = {
    name: diner.name,
    server: diner.server,
    dinerId: diner.dinerId,
    sent: 0,
    succeeded: 0,
    conflicts: 0,
    failures: 0,
    abandoned: 0,
    replyMismatches: 0,
    latenciesMs: [],
    problems: [],
  };
  const start = await fetchCart(diner, plan.merchantId);
  let version = start.cartRowVersion;
  let lines = entryOf(start, diner.dinerId);

  const send = async (wanted: readonly OwnLine[]): Promise<Reply | Error> => {
    tally.sent += 1;
    const began = performance.now();
    try {
      // The body the web app sends (src/adapters/api/cart.ts updateCart): the version this diner
      // last saw, its own lines (stored ones by id), the table and the dish this change was about.
      return await call<CartOrder>(diner.server, 'POST', '/api/shoppingCart', {
        ...seatedHeaders(diner, plan.merchantId),
        body: {
          cartRowVersion: version,
          tableId: diner.tableId,
          merchantId: plan.merchantId,
          productId: wanted.at(-1)?.productId ?? null,
          orderItems: wanted.map((line) => ({
            ...(line.id === null ? {} : { id: line.id }),
            productId: line.productId,
            quantity: line.quantity,
            notes: '',
            orderItemModifiers: [],
          })),
        },
      });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    } finally {
      tally.latenciesMs.push(performance.now() - began);
    }
  };

  while (Date.now() < deadline) {
    const wanted = nextChange(lines, plan.productIds, random);
    let done = false;
    for (let tries = 0; tries < maxTries && !done; tries += 1) {
      const reply = await send(wanted);
      if (!(reply instanceof Error) && reply.body.success) {
        tally.succeeded += 1;
        const stored = entryOf(reply.body.data, diner.dinerId);
        if (!sameUnits(stored, wanted)) {
          tally.replyMismatches += 1;
          note(tally, `reply to v${version} holds other lines than were sent`);
        }
        version = reply.body.data.cartRowVersion;
        // The stored lines carry the ids the next write names; the belief keeps its own counts.
        lines = wanted.map((line) => ({
          ...line,
          id: stored.find((s) => s.productId === line.productId)?.id ?? line.id,
        }));
        done = true;
      } else if (!(reply instanceof Error) && reply.body.code === SHOPPING_CART_UPDATED) {
        // The refusal carries the table's cart (the app reloads from it); the same change is
        // then sent again on top of it.
        tally.conflicts += 1;
        version = (reply.body.data ?? (await fetchCart(diner, plan.merchantId))).cartRowVersion;
      } else {
        // Refused for another reason, or no answer: whether it was stored is not known, so the
        // diner takes its lines from the server, and counts it.
        tally.failures += 1;
        note(tally, reply instanceof Error ? reply.message : reply.text.slice(0, 200));
        const cart = await fetchCart(diner, plan.merchantId);
        version = cart.cartRowVersion;
        lines = entryOf(cart, diner.dinerId);
        done = true;
      }
    }
    if (!done) tally.abandoned += 1;
  }
  return { tally, believed: lines };
};

/** Seats `plan.diners` diners at the table, runs them together, and checks the table's cart. */
export const runTableContention = async (plan: ContentionPlan): Promise<ContentionOutcome> => {
  const browserPrefix = plan.browserPrefix ?? `contention-${Date.now().toString(36)}`;
  const seated: SeatedDiner[] = [];
  // One after the other, as phones sit down; the loops then start together.
  for (let index = 0; index < plan.diners; index += 1)
    seated.push(await sitDown(plan, index, browserPrefix));
  const began = Date.now();
  const results = await Promise.all(
    seated.map((diner, index) => runDiner(plan, diner, index, began + plan.durationMs)),
  );
  const elapsedMs = Date.now() - began;

  const finals = await Promise.all(
    plan.servers.map((_, index) => {
      const reader = seated[index % seated.length];
      if (reader === undefined) throw new Error('no diners');
      return fetchCart(reader, plan.merchantId);
    }),
  );
  const [final] = finals;
  if (final === undefined) throw new Error('no servers');
  const serversAgree = finals.every((cart) => JSON.stringify(cart) === JSON.stringify(final));

  const mismatches: EntryMismatch[] = [];
  let [lostUnits, doubledUnits] = [0, 0];
  for (const [index, { believed }] of results.entries()) {
    const diner = seated[index];
    if (diner === undefined) continue;
    const wanted = unitsByProduct(believed);
    const stored = unitsByProduct(entryOf(final, diner.dinerId));
    for (const productId of new Set([...wanted.keys(), ...stored.keys()])) {
      const [b, s] = [wanted.get(productId) ?? 0, stored.get(productId) ?? 0];
      if (b === s) continue;
      mismatches.push({ diner: diner.name, productId, believed: b, stored: s });
      if (b > s) lostUnits += b - s;
      else doubledUnits += s - b;
    }
  }
  const ours = new Set(seated.map((diner) => diner.dinerId));
  return {
    tallies: results.map((result) => result.tally),
    elapsedMs,
    lostUnits,
    doubledUnits,
    mismatches,
    strangerEntries: final.userCarts.filter((entry) => !ours.has(String(entry.userId))).length,
    serversAgree,
    finalVersion: final.cartRowVersion,
  };
};

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export const percentile = (values: readonly number[], fraction: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
};

/** Issue 13's bar: under 1 % of writes refused with 66666. */
const MAX_CONFLICT_SHARE = 0.01;

/**
 * Where a run falls short of issue 13's bar, in words; empty when it meets it: nothing lost or
 * doubled, no stranger's entry, every process reading one cart, every diner getting its writes
 * through (none failed, given up or answered with other lines), 66666 on under 1 % of writes.
 */
export const contentionShortfalls = (outcome: ContentionOutcome): string[] => {
  const found = outcome.mismatches.map(
    (m) => `${m.diner}: product ${m.productId} believed ${m.believed}, stored ${m.stored}`,
  );
  if (outcome.strangerEntries > 0) found.push(`${outcome.strangerEntries} entries of strangers`);
  if (!outcome.serversAgree) found.push('the processes read different carts');
  for (const tally of outcome.tallies) {
    if (tally.succeeded === 0) found.push(`${tally.name} got no write through`);
    if (tally.failures > 0) found.push(`${tally.name}: ${tally.failures} writes failed`);
    if (tally.abandoned > 0) found.push(`${tally.name}: ${tally.abandoned} changes given up`);
    if (tally.replyMismatches > 0)
      found.push(`${tally.name}: ${tally.replyMismatches} replies with other lines`);
    found.push(...tally.problems.map((problem) => `${tally.name}: ${problem}`));
  }
  const sent = outcome.tallies.reduce((sum, tally) => sum + tally.sent, 0);
  const conflicts = outcome.tallies.reduce((sum, tally) => sum + tally.conflicts, 0);
  if (sent > 0 && conflicts / sent >= MAX_CONFLICT_SHARE)
    found.push(`66666 on ${((conflicts / sent) * 100).toFixed(2)} % of writes`);
  return found;
};
