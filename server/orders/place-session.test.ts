import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { tableById } from '../tables/store.ts';
import { placeOrder } from './place.ts';
import { OrderBody } from './schema.ts';
import { extraTable, seedOrders } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedOrders });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

/** A placement as the route makes it, for a seat of the session `epoch` names. */
const placeAs = async (tableId: string, epoch: (current: number) => number) => {
  const table = await tableById(server.db, tableId);
  if (table === null) throw new Error(`no table ${tableId}`);
  const cart = (await getCart(server.baseUrl, tableId)).body.data;
  const body = Schema.decodeUnknownSync(OrderBody)({
    cartRowVersion: cart.cartRowVersion,
    tableId,
    orderItems: cart.orderItems,
    extraInfo: '{"orderType":"dineIn"}',
  });
  return placeOrder(server.db, {
    table,
    seat: { dinerId: 'g-kim', epoch: epoch(table.seat_epoch) },
    body,
    member: null,
    locale: 'en-US',
    now: Date.now(),
  });
};

describe('a placement is of its seat’s table session', () => {
  it('is refused once the session has ended (a clear between the seat check and the order), and writes the order in the seat’s session', async () => {
    const tableId = extraTable(9);
    const version = (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;
    await putLines(server.baseUrl, tableId, { guestId: 'g-kim' }, version, [
      line(fixture.products.dumplings.id, 1),
    ]);
    await expect(placeAs(tableId, (current) => current - 1)).rejects.toMatchObject({
      code: 4035,
    });
    expect((await getCart(server.baseUrl, tableId)).body.data.orderItems).toHaveLength(1);
    const placed = await placeAs(tableId, (current) => current);
    expect(placed.kind).toBe('placed');
    const [row] = await server.db.query<{ seat_epoch: number; current: number }>(
      `select o.seat_epoch, t.seat_epoch as current from orders o
         join dining_tables t on t.id = o.table_id where o.table_id = $1`,
      [tableId],
    );
    expect(row?.seat_epoch).toBe(row?.current);
  });
});
