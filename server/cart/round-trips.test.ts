import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartOrder } from '../../src/domain/model/order.ts';
import { call } from '../test-support/client.ts';
import { type CountingDatabase, countingDatabase } from '../test-support/counting-db.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { linesOf } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/**
 * Issue 18 item 4: a cart write costs one database round trip once the process knows the table,
 * its cart and the merchant's menu, and at most three on the app's first write after start-up;
 * a write that finds its table or the menu changed by someone else pays for reading them again.
 * Every query the routes make is counted (a transaction's BEGIN and COMMIT too), so a change
 * that adds a round trip to the write fails here. `npm run bench:writes` measures the same on
 * PostgreSQL from outside.
 */
let server: TestServer;
let counter: CountingDatabase;

beforeAll(async () => {
  server = await startTestServer({
    seed: seedFixture,
    wrapDb: (db) => {
      counter = countingDatabase(db);
      return counter.db;
    },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const p = fixture.products;
const [tableA, tableB] = fixture.tables;

interface Diner {
  readonly tableId: string;
  readonly seat: string;
  readonly dinerId: string;
  version: number;
}

/** Scanning the table's QR code, as the app does. */
const scan = async (qrcodeId: string, browserId: string): Promise<Diner> => {
  const reply = await call<{ tableId: string; seat: { token: string; dinerId: string } }>(
    server.baseUrl,
    'GET',
    `/api/merchant/table/qrcode/info/${qrcodeId}?browserId=${browserId}`,
    { merchantId: fixture.merchantId, seat: null },
  );
  expect(reply.body.success, reply.text).toBe(true);
  const { tableId, seat } = reply.body.data;
  return { tableId: String(tableId), seat: seat.token, dinerId: seat.dinerId, version: 0 };
};

const headers = (diner: Diner, token?: string) => ({
  merchantId: fixture.merchantId,
  tableId: diner.tableId,
  seat: diner.seat,
  ...(token === undefined ? {} : { token }),
});

const lines = (quantities: Record<string, number>) =>
  Object.entries(quantities).map(([productId, quantity]) => ({ productId, quantity }));

/** One write, and the round trips it took. */
const write = async (
  diner: Diner,
  quantities: Record<string, number>,
  options: { basedOn?: number; token?: string } = {},
) => {
  counter.reset();
  const reply = await call<CartOrder>(server.baseUrl, 'POST', '/api/shoppingCart', {
    ...headers(diner, options.token),
    body: {
      cartRowVersion: options.basedOn ?? diner.version,
      tableId: diner.tableId,
      merchantId: fixture.merchantId,
      orderItems: lines(quantities),
    },
  });
  const trips = counter.count();
  const sql = counter.log();
  if (reply.body.success) diner.version = reply.body.data.cartRowVersion;
  return { reply, trips, sql };
};

describe('round trips of a cart write', () => {
  it('the app’s first write after start-up takes at most three, the next ones one each', async () => {
    const ada = await scan(tableA.qrcodeId, 'rt-ada');
    // What the app does on arrival: initialize the table's cart, then read it.
    await call(server.baseUrl, 'POST', '/api/shoppingCart/initialize', {
      ...headers(ada),
      body: { tableId: ada.tableId },
    });
    const cart = await call<CartOrder>(
      server.baseUrl,
      'GET',
      `/api/shoppingCart?merchantId=${fixture.merchantId}`,
      headers(ada),
    );
    ada.version = cart.body.data.cartRowVersion;

    const first = await write(ada, { [p.dumplings.id]: 1 });
    expect(first.reply.body.success, first.reply.text).toBe(true);
    // The menu once for the process, a block of ids for new lines, and the write itself.
    expect(first.trips, first.sql.join('\n---\n')).toBeLessThanOrEqual(3);

    const steps: Record<string, number>[] = [
      { [p.dumplings.id]: 2 },
      { [p.dumplings.id]: 2, [p.noodles.id]: 1 },
      { [p.noodles.id]: 1 },
      {},
      { [p.dumplings.id]: 3 },
    ];
    for (const quantities of steps) {
      const next = await write(ada, quantities);
      expect(next.reply.body.success, next.reply.text).toBe(true);
      expect(next.trips, next.sql.join('\n---\n')).toBe(1);
    }
  });

  it('diners at one table, visitors and members, each write in one (a member’s token in one more)', async () => {
    const bo = await scan(tableB.qrcodeId, 'rt-bo');
    const cy = await scan(tableB.qrcodeId, 'rt-cy');
    const member = await scan(tableB.qrcodeId, 'rt-member');
    await write(bo, { [p.dumplings.id]: 1 });
    for (let round = 0; round < 3; round += 1) {
      for (const diner of [bo, cy]) {
        const next = await write(diner, { [p.dumplings.id]: round + 1 });
        expect(next.reply.body.success, next.reply.text).toBe(true);
        expect(next.trips, next.sql.join('\n---\n')).toBe(1);
      }
      const asMember = await write(
        member,
        { [p.noodles.id]: round + 1 },
        { token: fixture.member.token },
      );
      expect(asMember.reply.body.success, asMember.reply.text).toBe(true);
      expect(asMember.trips, asMember.sql.join('\n---\n')).toBe(2);
    }
    // Every diner's lines are there, as each wrote them, whatever version each was based on.
    const last = await write(bo, { [p.dumplings.id]: 4 });
    const table = last.reply.body.data;
    expect(linesOf(table, bo.dinerId).map((item) => item.quantity)).toEqual([4]);
    expect(linesOf(table, cy.dinerId).map((item) => item.quantity)).toEqual([3]);
    expect(linesOf(table, fixture.member.id).map((item) => item.quantity)).toEqual([3]);
  });

  it('a change made elsewhere costs two more, and the write is made on top of it', async () => {
    const dee = await scan(tableA.qrcodeId, 'rt-dee');
    await write(dee, { [p.dumplings.id]: 1 });
    // Another process (or the staff) changed the table: the row this process kept is old.
    await server.db.query(
      `update carts set row_version = row_version + 1, live_version = live_version + 1,
              user_carts = user_carts || '[{"userId":"elsewhere","orderItems":[]}]'::jsonb
        where table_id = $1`,
      [dee.tableId],
    );
    const next = await write(dee, { [p.dumplings.id]: 2 });
    expect(next.reply.body.success, next.reply.text).toBe(true);
    // The write that finds the row moved, the row, the write again.
    expect(next.trips, next.sql.join('\n---\n')).toBe(3);
    expect(next.reply.body.data.userCarts.map((entry) => String(entry.userId))).toContain(
      dee.dinerId,
    );
  });

  it('a menu change is priced at the next write, for three more', async () => {
    const eve = await scan(tableA.qrcodeId, 'rt-eve');
    await write(eve, { [p.dumplings.id]: 1 });
    await server.db.query('update products set price = 11.25 where id = $1', [p.dumplings.id]);
    try {
      const next = await write(eve, { [p.dumplings.id]: 2 });
      expect(next.reply.body.success, next.reply.text).toBe(true);
      // The write that finds the menu moved, the row and menu version, the menu, the write.
      expect(next.trips, next.sql.join('\n---\n')).toBe(4);
      expect(linesOf(next.reply.body.data, eve.dinerId)[0]?.price).toBe(11.25);
    } finally {
      await server.db.query('update products set price = $2 where id = $1', [
        p.dumplings.id,
        p.dumplings.price,
      ]);
    }
  });

  it('a real collision is answered 66666 from the row the database has now', async () => {
    const fay = await scan(tableA.qrcodeId, 'rt-fay');
    await write(fay, { [p.dumplings.id]: 1 });
    const basedOn = fay.version;
    await write(fay, { [p.dumplings.id]: 2 });
    // The same diner on a second phone, still at the version before its own last change.
    const stale = await write(fay, { [p.dumplings.id]: 5 }, { basedOn: basedOn - 1 });
    expect(stale.reply.body.code).toBe(66666);
    expect(linesOf(stale.reply.body.data, fay.dinerId)[0]?.quantity).toBe(2);
    expect(stale.trips, stale.sql.join('\n---\n')).toBe(1);
  });
});
