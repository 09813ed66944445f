import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct } from '../../domain/menu/state.ts';
import { call } from '../../../server/test-support/client.ts';
import { fixture } from '../../../server/test-support/fixtures.ts';
import type { TableCore } from '../core/create-core.ts';
import {
  filteredChannel,
  lineOf,
  linesOf,
  makeTestCore,
  seat,
  until,
} from '../testing/core.fixture.ts';
import {
  startWorkerTestServer,
  tableFor,
  type WorkerTestServer,
} from '../testing/server.fixture.ts';
import { STARTUP_TIMEOUT_MS } from '../../../server/test-support/timeouts.ts';

let server: WorkerTestServer;
let core: TableCore;
let renamed: TableCore | undefined;

beforeAll(async () => {
  server = await startWorkerTestServer();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await renamed?.dispose();
  await core.dispose();
  await server.close();
});

describe('the live channel across a server restart', () => {
  it('rejoins and refetches the cart and the menu, so a change it never heard of shows up', async () => {
    const table = tableFor(0);
    // A channel that can go deaf, as one whose backplane message was lost.
    let deaf = false;
    core = makeTestCore(server.origin, {
      fingerprint: 'browser-ada',
      connectTable: filteredChannel(() => !deaf),
    }).core;
    await seat(core, table.qrcodeId, 'Ada');
    await core.loadMenu();
    await core.addItem(lineOf('701', 1));

    // Another diner's write whose announcement never reaches this core: it cannot know of it.
    deaf = true;
    const { cartRowVersion } = await server.cartOf(table.id);
    const written = await call(server.origin, 'POST', '/api/shoppingCart', {
      merchantId: fixture.merchantId,
      tableId: table.id,
      guestId: 'quiet-diner',
      body: { cartRowVersion, orderItems: [{ id: '0', productId: '702', quantity: 3 }] },
    });
    expect(written.body.code).toBe(0);
    // And a dish sold out meanwhile, whose notice is lost the same way.
    await server.running().db.query('update products set sold_out = true where id = 704');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(core.snapshot('cart').withLines).toHaveLength(1);
    deaf = false;

    await server.restart();
    await until(() => core.snapshot('cart').withLines.length === 2, 15_000, 'the refetch');
    expect(core.snapshot('connection').connected).toBe(true);
    expect(linesOf(core, 'quiet-diner')).toEqual(['702||3']);
    const soldOut = () => findProduct(core.snapshot('menu'), '704')?.soldOut;
    await until(() => soldOut() === true, 15_000, 'the menu again');
    expect(core.snapshot('cart').version).toBe((await server.cartOf(table.id)).cartRowVersion);
    const flags = core
      .events()
      .flatMap((e) => (e.type === 'LiveConnectionChanged' ? [e.payload.connected] : []));
    expect(flags).toEqual([true, false, true]);

    // And the table talks again: a cart write after the restart still succeeds and is told.
    expect((await core.addItem(lineOf('703', 1))).ok).toBe(true);
    await core.disconnectLive();
    expect(core.snapshot('connection').connected).toBe(false);
  }, 40_000);
});

describe('a channel that replaces an open one', () => {
  it('reads the menu again once joined: a notice sent between the two channels is not lost', async () => {
    const table = tableFor(2);
    // A channel that can go deaf stands for the moment between the old channel's stop and the
    // new one's join, when the table's notices reach neither.
    let deaf = false;
    const core = makeTestCore(server.origin, {
      fingerprint: 'browser-cai',
      connectTable: filteredChannel(() => !deaf),
    }).core;
    renamed = core;
    const soldOut = (productId: string) => findProduct(core.snapshot('menu'), productId)?.soldOut;
    await seat(core, table.qrcodeId, 'Cai');
    await core.loadMenu();
    expect(soldOut('702')).toBe(false);

    deaf = true;
    await server.running().db.query('update products set sold_out = true where id = 702');
    await new Promise((resolve) => setTimeout(resolve, 300));
    deaf = false;
    expect(soldOut('702')).toBe(false);

    // A new name joins the table again under it (docs/live-hub.md, "Presence").
    const joins = () =>
      core.events().filter((e) => e.type === 'LiveConnectionChanged' && e.payload.connected).length;
    const joinsBefore = joins();
    expect((await core.updateProfile({ firstName: 'Caiden' })).ok).toBe(true);
    await until(() => joins() > joinsBefore, 8_000, 'the new channel');
    await until(() => soldOut('702') === true, 8_000, 'the menu again');
    await server.running().db.query('update products set sold_out = false where id = 702');
  }, 40_000);
});
