import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Backplane } from './backplane.ts';
import { createRedisBackplane } from './redis-backplane.ts';
import {
  connectDiner,
  type Diner,
  startHubServer,
  type TestServer,
  tokenFor,
} from './test-support.ts';

// A unique prefix keeps parallel runs (and other suites) off each other's channels.
const prefix = `tablefold:test:${randomUUID()}:`;
const backplanes: Backplane[] = [];
const servers: TestServer[] = [];
const diners: Diner[] = [];

const startServer = async (): Promise<TestServer> => {
  const backplane = createRedisBackplane({ prefix });
  backplanes.push(backplane);
  const server = await startHubServer({ backplane });
  servers.push(server);
  return server;
};

const join = async (server: TestServer, browserId: string, tableId: string): Promise<Diner> => {
  const diner = await connectDiner(server.base, tokenFor(browserId, tableId));
  diners.push(diner);
  await diner.connection.invoke('JoinTable', tableId);
  return diner;
};

afterAll(async () => {
  await Promise.all(diners.map((diner) => diner.connection.stop()));
  // stop() closes each hub's backplane; closing again checks that doing so twice is harmless.
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(backplanes.map((backplane) => backplane.close()));
});

describe('two hubs sharing a Redis backplane', () => {
  it('share a table, and keep other tables out', async () => {
    const [east, west] = [await startServer(), await startServer()];
    const alice = await join(east, 'browser-alice', '1');
    const bob = await join(west, 'browser-bob', '1');
    const carol = await join(west, 'browser-carol', '3');

    await east.hub.sendToTable('1', { messageType: 'addOrDecreaseCartItem', data: { qty: 1 } });
    expect(await bob.inbox.next()).toEqual({
      fromBrowserId: 'server',
      messageType: 'addOrDecreaseCartItem',
      data: { qty: 1 },
    });
    expect(await alice.inbox.next()).toMatchObject({ messageType: 'addOrDecreaseCartItem' });
    // A diner's own send reaches nobody, on either process.
    await bob.connection.invoke('SendToTable', 'updateGuestNumber', 4);

    // A server send from the other process reaches both; a marker proves carol heard nothing else.
    await west.hub.sendToTable('1', { messageType: 'update order', data: null });
    expect(await alice.inbox.next()).toMatchObject({ messageType: 'update order' });
    expect(await bob.inbox.next()).toMatchObject({ messageType: 'update order' });
    await east.hub.sendToTable('3', { messageType: 'marker', data: null });
    expect(await carol.inbox.next()).toMatchObject({ messageType: 'marker' });
  });
});
