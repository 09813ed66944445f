import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCart, line, putLines } from '../cart/test-kit.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { extraTable, guestMember, place, preview, seedOrders, setSettings } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

const p = fixture.products;
const ada = { token: fixture.member.token };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedOrders });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());
afterEach(async () => {
  await setSettings(server.db, { '18001': 'true', '18002': 'false' });
});

/** Adds lines for a diner on top of the table's current version. */
const add = async (
  tableId: string,
  who: { guestId?: string; token?: string },
  lines: unknown[],
) => {
  const version = (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;
  const reply = await putLines(server.baseUrl, tableId, who, version, lines);
  expect(reply.body.code).toBe(0);
  return reply.body.data;
};

describe('placing the table’s cart', () => {
  it('turns two diners’ lines into one order, empties the cart and tells the table', async () => {
    const table = extraTable(1);
    await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 2)]);
    await add(table, ada, [
      line(p.noodles.id, 1, { orderItemModifiers: [{ modifierProductId: '801', quantity: 1 }] }),
    ]);
    const reply = await place(server.baseUrl, table, ada);
    expect(reply.status).toBe(200);
    const order = reply.body.data.order;
    expect(typeof order.id).toBe('string');
    expect(BigInt(order.id)).toBeGreaterThan(2n ** 53n);
    expect(reply.text).toContain(`"id":${order.id},`);
    expect(order).toMatchObject({
      status: 0,
      sendStatus: 0,
      paymentStatus: 0,
      subTotalAmount: 32.5,
      totalAmount: 32.5,
      tableName: 'T1',
      serial: expect.stringMatching(/^\d{4}$/),
      memberId: 901,
      orderMember: { id: 901, name: 'Ada Lovelace' },
      extraInfo: expect.stringContaining('"orderType":"dineIn"'),
    });
    // A placed round waits for the staff to send it to the kitchen.
    expect(
      order.orderItems.map((item) => [
        Number(item.productId),
        item.quantity,
        item.qtySentToKitchen,
        item.waitToSend,
        item.sentAt,
      ]),
    ).toEqual([
      [701, 2, 0, 2, null],
      [702, 1, 0, 1, null],
    ]);
    // Each line says who added it (by first name when they gave one) and its round; another
    // diner's id is masked, in the placement's reply as in the order's detail.
    expect(
      order.orderItems.map((item) => [
        String(item.addedBy?.userId),
        item.addedBy?.name,
        item.round,
      ]),
    ).toEqual([
      ['~1', undefined, 1],
      ['901', 'Ada', 1],
    ]);
    const cart = (await getCart(server.baseUrl, table)).body.data;
    expect(cart.orderItems).toEqual([]);
    expect(cart.cartRowVersion).toBe(order.cartRowVersion);
    // The table hears the emptied cart, then the placement, at one live version, from the server.
    const [emptied, notice] = server.liveSent.slice(-2);
    expect(emptied).toMatchObject({
      tableId: table,
      messageType: 'addOrDecreaseCartItem',
      data: { orderItems: [], cartRowVersion: order.cartRowVersion, changedBy: 'diner-anonymous' },
    });
    expect(notice).toEqual({
      tableId: table,
      messageType: 'placeOrder',
      // Ada places with her member token; the seat she sits in names her browser's diner.
      data: {
        submitName: 'Ada',
        orderId: order.id,
        placedBy: 'diner-anonymous',
        changedBy: 'diner-anonymous',
        liveVersion: (emptied?.data as { liveVersion: number }).liveVersion,
      },
    });
  });

  it('appends a second round to the same order as lines of its own, even unsent', async () => {
    const table = extraTable(2);
    await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    const first = (await place(server.baseUrl, table, { guestId: 'g-ann' })).body.data.order;
    await add(table, { guestId: 'g-bob' }, [line(p.dumplings.id, 2)]);
    const second = await place(server.baseUrl, table, { guestId: 'g-bob' });
    expect(second.body.code).toBe(0);
    const order = second.body.data.order;
    expect(String(order.id)).toBe(String(first.id));
    expect(order.rowVersion).toBe(2);
    expect(order.orderItems.map((item) => [item.quantity, item.sort])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(order.totalAmount).toBe(28.5);
    expect(order.orderItems.map((item) => [item.qtySentToKitchen, item.waitToSend])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(order.sendStatus).toBe(0);
    expect(order.orderItems.map((item) => item.round)).toEqual([1, 2]);
    expect(server.liveSent.at(-1)?.data).toMatchObject({ submitName: 'Guest' });
  });

  it('keeps each diner’s lines of a round apart, so the bill can say who ordered what', async () => {
    const table = extraTable(11);
    await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    await add(table, ada, [line(p.dumplings.id, 2)]);
    const order = (await place(server.baseUrl, table, ada)).body.data.order;
    expect(
      order.orderItems.map((item) => [String(item.addedBy?.userId), item.quantity, item.sort]),
    ).toEqual([
      ['~1', 1, 1],
      ['901', 2, 2],
    ]);
  });

  it('returns the order it made to the same placement again; an older cart gets 10087', async () => {
    const table = extraTable(3);
    const older = await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    await add(table, { guestId: 'g-bob' }, [line(p.noodles.id, 1)]);
    const cart = (await getCart(server.baseUrl, table)).body.data;
    const placed = await place(server.baseUrl, table, { guestId: 'g-ann' });
    expect(placed.body.code).toBe(0);
    const same = { cartRowVersion: cart.cartRowVersion, orderItems: cart.orderItems };
    // A retry after a lost reply: exactly once, the same order back.
    const again = await place(server.baseUrl, table, { guestId: 'g-ann' }, same);
    expect([again.status, again.body.code]).toEqual([200, 0]);
    expect(again.body.data.order.id).toBe(placed.body.data.order.id);
    // A second diner who tapped at the same moment did not submit it: 10087, with the cart.
    const tapped = await place(server.baseUrl, table, { guestId: 'g-bob' }, same);
    expect([tapped.status, tapped.body.code]).toEqual([409, 10087]);
    expect(
      await server.db.query('select id from orders where table_id = $1', [table]),
    ).toHaveLength(1);
    const late = await place(
      server.baseUrl,
      table,
      { guestId: 'g-bob' },
      { cartRowVersion: older.cartRowVersion, orderItems: older.orderItems },
    );
    expect([late.status, late.body.code]).toEqual([409, 10087]);
  });

  it('answers 66666 when the cart changed since, or the lines sent are not the cart', async () => {
    const table = extraTable(4);
    const seen = await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    await add(table, { guestId: 'g-bob' }, [line(p.fish.id, 1, { salesUnitFactorList: [6] })]);
    const stale = await place(server.baseUrl, table, ada, {
      cartRowVersion: seen.cartRowVersion,
      orderItems: seen.orderItems,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 66666]);
    const wrong = await place(server.baseUrl, table, ada, {
      orderItems: [line(p.dumplings.id, 5)],
    });
    expect([wrong.status, wrong.body.code]).toEqual([409, 66666]);
    expect((await getCart(server.baseUrl, table)).body.data.orderItems).toHaveLength(2);
  });

  it('refuses an empty cart with 400', async () => {
    const reply = await place(server.baseUrl, extraTable(5), ada);
    expect([reply.status, reply.body.code]).toEqual([400, 4010]);
  });

  it('answers 10011 to visitors and registered guests when guest mode is off', async () => {
    const table = extraTable(6);
    await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    await setSettings(server.db, { '18001': 'false' });
    for (const who of [{ guestId: 'g-ann' }, { token: guestMember.token }]) {
      const reply = await place(server.baseUrl, table, who);
      expect([reply.status, reply.body.code]).toEqual([403, 10011]);
    }
    expect((await place(server.baseUrl, table, ada)).body.code).toBe(0);
  });

  it('asks for the table’s order code when the merchant requires it', async () => {
    const table = extraTable(7);
    await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    await setSettings(server.db, { '18002': 'true' });
    const missing = await place(server.baseUrl, table, ada);
    expect([missing.status, missing.body.code]).toEqual([400, 4011]);
    // Lookalikes of the code's length in characters, not in bytes, are wrong guesses too.
    for (const orderCode of ['0000', 'é321', '４３２１']) {
      const wrong = await place(server.baseUrl, table, ada, { orderCode });
      expect([wrong.status, wrong.body.code]).toEqual([400, 4012]);
    }
    for (let guess = 4; guess <= 10; guess += 1)
      expect((await place(server.baseUrl, table, ada, { orderCode: `000${guess}` })).status).toBe(
        400,
      );
    const locked = await place(server.baseUrl, table, ada, { orderCode: '4321' });
    expect([locked.status, locked.body.code]).toEqual([429, 429]);
    server.advanceClock(60_000);
    expect((await place(server.baseUrl, table, ada, { orderCode: '4321' })).body.code).toBe(0);
  });

  it('places a cart whose sold-out dish the diner was shown as gone without it, and the dish leaves the cart', async () => {
    const table = extraTable(8);
    await add(table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
      line(p.fish.id, 1, { salesUnitFactorList: [6] }),
    ]);
    await server.db.query('update products set sold_out = true where id = $1', [p.fish.id]);
    try {
      // The cart as the diners read it now: the fish under "no longer available", not in the total.
      const seen = (await getCart(server.baseUrl, table)).body.data;
      expect(seen.userCarts[0]?.invalidOrderItems.map((item) => Number(item.productId))).toEqual([
        Number(p.fish.id),
      ]);
      const priced = await preview(server.baseUrl, table, ada);
      expect([priced.status, priced.body.code]).toEqual([200, 0]);
      const reply = await place(server.baseUrl, table, ada);
      expect([reply.status, reply.body.code]).toEqual([200, 0]);
      expect(reply.body.data.order.orderItems.map((item) => Number(item.productId))).toEqual([701]);
      const after = (await getCart(server.baseUrl, table)).body.data;
      expect(after.userCarts.flatMap((entry) => entry.invalidOrderItems)).toEqual([]);
      expect(after.orderItems).toEqual([]);
    } finally {
      await server.db.query('update products set sold_out = false where id = $1', [p.fish.id]);
    }
  });

  it('answers 2025 to a placement that still counts a dish sold out since, and takes it out of the cart', async () => {
    const table = extraTable(12);
    await add(table, { guestId: 'g-ann' }, [
      line(p.dumplings.id, 1),
      line(p.fish.id, 1, { salesUnitFactorList: [6] }),
    ]);
    // Read before the fish sold out: the diner was never shown it as gone.
    const stale = (await getCart(server.baseUrl, table)).body.data;
    await server.db.query('update products set sold_out = true where id = $1', [p.fish.id]);
    try {
      const reply = await place(server.baseUrl, table, ada, {
        orderItems: stale.orderItems,
        cartRowVersion: stale.cartRowVersion,
      });
      expect([reply.status, reply.body.code]).toEqual([409, 2025]);
      const cart = (await getCart(server.baseUrl, table)).body.data;
      expect(cart.orderItems.map((item) => Number(item.productId))).toEqual([701]);
      expect((await place(server.baseUrl, table, ada)).body.code).toBe(0);
    } finally {
      await server.db.query('update products set sold_out = false where id = $1', [p.fish.id]);
    }
  });

  it('answers 1997 when a chosen modifier was withdrawn since the diner read the cart; a preview only reports it', async () => {
    const table = extraTable(10);
    await add(table, { guestId: 'g-ann' }, [
      line(p.noodles.id, 1, { orderItemModifiers: [{ modifierProductId: '801', quantity: 1 }] }),
      line(p.dumplings.id, 1),
    ]);
    // What the diner placing was shown: both lines, before the modifier went.
    const stale = (await getCart(server.baseUrl, table)).body.data;
    const sent = { orderItems: stale.orderItems, cartRowVersion: stale.cartRowVersion };
    const [row] = await server.db.query<{ modifier_groups: unknown }>(
      'select modifier_groups from products where id = $1',
      [p.noodles.id],
    );
    await server.db.query(
      `update products set modifier_groups = '[{"id": "850", "min": 0, "max": 2, "options": []}]' where id = $1`,
      [p.noodles.id],
    );
    try {
      const before = (await getCart(server.baseUrl, table)).body.data;
      expect(before.userCarts[0]?.invalidOrderItems).toHaveLength(1);
      const seen = await preview(server.baseUrl, table, ada, sent);
      expect([seen.status, seen.body.code]).toEqual([409, 1997]);
      expect((await getCart(server.baseUrl, table)).body.data).toEqual(before);
      const reply = await place(server.baseUrl, table, ada, sent);
      expect([reply.status, reply.body.code]).toEqual([409, 1997]);
      const after = (await getCart(server.baseUrl, table)).body.data;
      expect(after.cartRowVersion).toBe(before.cartRowVersion + 1);
      expect(after.orderItems.map((item) => Number(item.productId))).toEqual([701]);
    } finally {
      await server.db.query('update products set modifier_groups = $2::jsonb where id = $1', [
        p.noodles.id,
        JSON.stringify(row?.modifier_groups),
      ]);
    }
  });

  it('answers 10010 at a closed table and needs a seat', async () => {
    const body = { cartRowVersion: 0, orderItems: [line(p.dumplings.id, 1)] };
    const send = (tableId: string) =>
      call(server.baseUrl, 'POST', '/api/member/order', { ...ada, tableId, body });
    const closed = await send(fixture.unavailableTable.id);
    expect([closed.status, closed.body.code]).toEqual([409, 10010]);
    const unknown = await send('424242');
    expect([unknown.status, unknown.body.code]).toEqual([403, 4030]);
    const noTable = await call(server.baseUrl, 'POST', '/api/member/order', { ...ada, body });
    expect([noTable.status, noTable.body.code]).toEqual([403, 4030]);
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const table = extraTable(9);
    await add(table, { guestId: 'g-ann' }, [line(p.dumplings.id, 1)]);
    const before = (await getCart(server.baseUrl, table)).body.data;
    for (const extra of [
      { cartRowVersion: 'x' },
      { orderItems: 'all' },
      { userCouponIds: ['abc'] },
      { orderCode: 'x'.repeat(10_000) },
      { orderItems: [line(p.dumplings.id, -1)] },
    ]) {
      const reply = await place(server.baseUrl, table, ada, extra);
      expect(reply.status).toBe(400);
    }
    expect((await getCart(server.baseUrl, table)).body.data).toEqual(before);
  });
});
