import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { getCart, merchantId, putLines, tableA, tableB } from './test-kit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => server.close());

const version = async (tableId = tableA) =>
  (await getCart(server.baseUrl, tableId)).body.data.cartRowVersion;

describe('guests, order type and initialisation', () => {
  it('initialises a table once and keeps what the first call set', async () => {
    const first = await call(server.baseUrl, 'POST', '/api/shoppingCart/initialize', {
      body: { tableId: tableB, guests: 3, orderType: 'toGo' },
    });
    expect(first.body.data).toMatchObject({
      guests: 3,
      extraInfo: '{"orderType":"toGo"}',
      cartRowVersion: 0,
    });
    const again = await call(server.baseUrl, 'POST', '/api/shoppingCart/initialize', {
      body: { tableId: tableB, guests: 5 },
    });
    expect(again.body.data).toEqual(first.body.data);
  });

  it('sets and reads the guest count, refusing an invalid one', async () => {
    const set = await call(server.baseUrl, 'POST', '/api/shoppingCart/guests', {
      body: { tableId: tableB, guests: 4 },
    });
    expect(set.body.data).toMatchObject({ guests: 4 });
    const read = await call<number>(server.baseUrl, 'GET', '/api/shoppingCart/guests', {
      tableId: tableB,
    });
    expect(read.body.data).toBe(4);
    for (const guests of [0, 100, 2.5, 'many', null]) {
      const bad = await call(server.baseUrl, 'POST', '/api/shoppingCart/guests', {
        body: { tableId: tableB, guests },
      });
      expect([bad.status, bad.body.success]).toEqual([400, false]);
    }
    expect(
      (await call<number>(server.baseUrl, 'GET', '/api/shoppingCart/guests', { tableId: tableB }))
        .body.data,
    ).toBe(4);
  });

  it('sets the order type, which types the lines', async () => {
    const reply = await call<{ extraInfo: string }>(
      server.baseUrl,
      'POST',
      '/api/shoppingCart/order-type',
      {
        tableId: tableB,
        body: { orderType: 'dineIn' },
      },
    );
    expect(reply.body.data.extraInfo).toBe('{"orderType":"dineIn"}');
    const bad = await call(server.baseUrl, 'POST', '/api/shoppingCart/order-type', {
      tableId: tableB,
      body: { orderType: 'delivery' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('table and identity checks', () => {
  it('refuses an unknown table (no seat can name it) and answers 10010 for a closed one', async () => {
    const unknown = await getCart(server.baseUrl, '999');
    expect([unknown.status, unknown.body.code]).toEqual([403, 4030]);
    expect((await getCart(server.baseUrl, '99999999999999999999')).status).toBe(400);
    const closed = await getCart(server.baseUrl, fixture.unavailableTable.id);
    expect([closed.status, closed.body.code]).toEqual([409, 10010]);
    const zh = await call(server.baseUrl, 'GET', '/api/shoppingCart', {
      tableId: fixture.unavailableTable.id,
      locale: 'zh-TW',
    });
    expect(zh.body.msg).toBe('此桌位暫不可用。');
    const write = await putLines(
      server.baseUrl,
      fixture.unavailableTable.id,
      { guestId: 'g' },
      0,
      [],
    );
    expect(write.body.code).toBe(10010);
  });

  it('answers 404 for a table of another merchant', async () => {
    const reply = await call(
      server.baseUrl,
      'GET',
      `/api/shoppingCart?merchantId=${fixture.localMerchantId}`,
      {
        tableId: tableA,
      },
    );
    expect(reply.status).toBe(404);
  });

  it('needs a seat, and a member token that is live', async () => {
    const noSeat = await call(server.baseUrl, 'GET', `/api/shoppingCart?merchantId=${merchantId}`);
    expect([noSeat.status, noSeat.body.code]).toEqual([403, 4030]);
    const badToken = await putLines(server.baseUrl, tableA, { token: 'nope' }, await version(), []);
    expect([badToken.status, badToken.body.code]).toEqual([401, 401]);
  });
});
