import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions } from '../test-support/client.ts';
import { fixture, seedFixture } from '../test-support/fixtures.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { mintSeat } from '../test-support/seats.ts';
import {
  GUESTS_PER_ADDRESS,
  GUESTS_PER_SEAT,
  SEATED_GUESTS_PER_TABLE_ADDRESS,
} from './guest-limit.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedFixture });
}, STARTUP_TIMEOUT_MS);
afterAll(() => server.close());

const members = async () =>
  Number((await server.db.query<{ n: string }>('select count(*) as n from members'))[0]?.n);

const register = (options: CallOptions) =>
  call(server.baseUrl, 'POST', '/api/member/register/guest', {
    merchantId: fixture.merchantId,
    body: { firstName: 'Ann' },
    ...options,
  });

describe('guest registrations are counted', () => {
  it('a seat gets a few, another seat its own; past them 429 and no member is made', async () => {
    const table = fixture.tables[0].id;
    for (let i = 0; i < GUESTS_PER_SEAT; i += 1)
      expect((await register({ tableId: table, guestId: 'g-limit-1' })).status).toBe(200);
    const before = await members();
    const refused = await register({ tableId: table, guestId: 'g-limit-1' });
    expect([refused.status, refused.body.code]).toEqual([429, 429]);
    expect(await members()).toBe(before);
    expect((await register({ tableId: table, guestId: 'g-limit-2' })).status).toBe(200);
  });

  it('a table’s seats from one address get a busy table’s worth; a diner at another table on that address still registers', async () => {
    server.advanceClock(10 * 60 * 1000);
    const [stranger, other] = [fixture.tables[0].id, fixture.tables[1].id];
    let status = 200;
    let registered = 0;
    for (let seat = 0; status === 200; seat += 1) {
      const guestId = `g-table-${seat}`;
      for (let i = 0; i < GUESTS_PER_SEAT && status === 200; i += 1) {
        status = (await register({ tableId: stranger, guestId })).status;
        if (status === 200) registered += 1;
      }
    }
    expect([status, registered]).toEqual([429, SEATED_GUESTS_PER_TABLE_ADDRESS]);
    // Before, the stranger's table spent the whole address: nobody on the Wi-Fi got a name.
    expect((await register({ tableId: other, guestId: 'g-other-table' })).status).toBe(200);
  });

  it('without a seat, by the address; a malformed body or a blank name counts nothing; the window passes', async () => {
    // The seated registrations above counted against this address too: a new window.
    server.advanceClock(10 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) {
      expect((await register({ seat: null, body: { firstName: 42 } })).status).toBe(400);
      expect((await register({ seat: null, body: { firstName: '  ' } })).status).toBe(400);
    }
    for (let i = 0; i < GUESTS_PER_ADDRESS; i += 1)
      expect((await register({ seat: null })).status).toBe(200);
    const before = await members();
    expect((await register({ seat: null })).status).toBe(429);
    // No proxy is trusted by default (TRUST_PROXY): an address the request names is no other.
    const spoofed = { 'x-forwarded-for': '198.51.100.23', 'x-real-ip': '198.51.100.24' };
    expect((await register({ seat: null, headers: spoofed })).status).toBe(429);
    expect(await members()).toBe(before);
    server.advanceClock(10 * 60 * 1000);
    expect((await register({ seat: null })).status).toBe(200);
  });

  it('a seat from an ended session, or another merchant, counts as none: the address limit holds', async () => {
    const table = fixture.tables[1].id;
    const ended = await mintSeat(server.baseUrl, table, 'g-limit-ended');
    await server.db.query('update dining_tables set seat_epoch = seat_epoch + 1 where id = $1', [
      table,
    ]);
    // The address uses its window up: without a seat in the table's current session, refused.
    let status = 200;
    for (let i = 0; i <= GUESTS_PER_ADDRESS && status === 200; i += 1)
      status = (await register({ seat: null })).status;
    expect(status).toBe(429);
    expect((await register({ seat: ended })).status).toBe(429);
    const current = await mintSeat(server.baseUrl, table, 'g-limit-foreign');
    expect((await register({ seat: current, merchantId: fixture.localMerchantId })).status).toBe(
      429,
    );
    expect((await register({ tableId: table, guestId: 'g-limit-now' })).status).toBe(200);
  });
});
