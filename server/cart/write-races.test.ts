import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { type CountingDatabase, countingDatabase } from '../test-support/counting-db.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { getCart, line, linesOf, putLines } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

/**
 * A cart write stores its lines only if the row is still the one it planned on (cart/write.ts).
 * Here another "process" changes the table's row just before each of this process's stores, as
 * a busy table behind two processes can: the write plans again on what it reads each time, and
 * after a few lost races takes the row lock, so it gets through, with every diner's lines intact.
 */
let server: TestServer;
let counter: CountingDatabase;
/** How many of the next stores another writer beats. */
let beaten = 0;

const racing = (inner: Database): Database => ({
  ...inner,
  query: async (sql, params) => {
    if (beaten > 0 && sql.includes('update carts c')) {
      beaten -= 1;
      // Another process's write lands first: the version moves, the lines stay.
      await inner.query(
        `update carts set row_version = row_version + 1, live_version = live_version + 1
          where table_id = $1`,
        [params?.[0]],
      );
    }
    return inner.query(sql, params);
  },
});

beforeAll(async () => {
  server = await startTestServer({
    seed: seedFixture,
    wrapDb: (db) => {
      counter = countingDatabase(racing(db));
      return counter.db;
    },
  });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const tableId = fixture.tables[0].id;
const p = fixture.products;

describe('a write that keeps losing the race for its table', () => {
  it('plans again on what another process stored, and gets through', async () => {
    const ada = { guestId: 'race-ada' };
    const bo = { guestId: 'race-bo' };
    const first = await putLines(server.baseUrl, tableId, ada, 0, [line(p.dumplings.id, 1)]);
    expect(first.body.success, first.text).toBe(true);
    beaten = 2;
    counter.reset();
    const second = await putLines(server.baseUrl, tableId, bo, 0, [line(p.noodles.id, 2)]);
    expect(second.body.success, second.text).toBe(true);
    // Lost twice, read twice, stored on the third try: no lock taken.
    expect(counter.log().filter((sql) => sql.includes('update carts c'))).toHaveLength(3);
    expect(counter.log()).not.toContain('begin');
    expect(beaten).toBe(0);
  });

  it('takes the row lock once others kept winning, and keeps every diner’s lines', async () => {
    const ada = { guestId: 'race-ada' };
    const seen = (await getCart(server.baseUrl, tableId, ada)).body.data.cartRowVersion;
    beaten = 1000;
    counter.reset();
    const reply = await putLines(server.baseUrl, tableId, ada, seen, [line(p.dumplings.id, 4)]);
    beaten = 0;
    expect(reply.body.success, reply.text).toBe(true);
    expect(counter.log()).toContain('begin');
    const cart = (await getCart(server.baseUrl, tableId, ada)).body.data;
    expect(linesOf(cart, 'race-ada').map((item) => item.quantity)).toEqual([4]);
    expect(linesOf(cart, 'race-bo').map((item) => item.quantity)).toEqual([2]);
  });
});
