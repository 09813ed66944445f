import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectDiner,
  type Diner,
  eventually,
  startHubServer,
  type TestServer,
  tokenFor,
  within,
} from './test-support.ts';

let server: TestServer;
const diners: Diner[] = [];

const join = async (browserId: string, tableId: string, at = server): Promise<Diner> => {
  const diner = await connectDiner(at.base, tokenFor(browserId, tableId));
  diners.push(diner);
  await diner.connection.invoke('JoinTable', tableId);
  return diner;
};

beforeEach(async () => {
  server = await startHubServer();
});

afterEach(async () => {
  await Promise.all(diners.splice(0).map((diner) => diner.connection.stop()));
  await server.stop();
});

describe('live hub with the official SignalR client', () => {
  it('relays no diner message: only the server speaks to a table, and only to that table', async () => {
    const alice = await join('browser-alice', '1');
    const bob = await join('browser-bob', '1');
    const carol = await join('browser-carol', '2');
    expect(server.hub.groupSize('1')).toBe(2);
    expect(server.hub.connectionCount()).toBe(3);

    // A hostile cart at any version is accepted (the spec's clients send hints) and dropped.
    const hostile = { cartRowVersion: 999_999, orderItems: [], userCarts: [] };
    await alice.connection.invoke('SendToTable', 'addOrDecreaseCartItem', hostile);
    await alice.connection.invoke('SendToTable', 'updateGuestNumber', { guestCount: 9 });

    // Whatever reached bob before this marker came from alice's sends: nothing did.
    await server.hub.sendToTable('1', { messageType: 'marker', data: null });
    await server.hub.sendToTable('2', { messageType: 'marker', data: null });
    expect(await bob.inbox.next()).toEqual({
      fromBrowserId: 'server',
      messageType: 'marker',
      data: null,
    });
    expect(await alice.inbox.next()).toMatchObject({ messageType: 'marker' });
    expect(await carol.inbox.next()).toMatchObject({ messageType: 'marker' });
  });

  it('refuses another table, sends before joining and malformed messages', async () => {
    const diner = await connectDiner(server.base, tokenFor('browser-dave', '3'));
    diners.push(diner);
    const { connection } = diner;
    await expect(connection.invoke('SendToTable', 'clearCart', null)).rejects.toThrow(/join/);
    await expect(connection.invoke('JoinTable', '4')).rejects.toThrow('not your table');
    expect(server.hub.groupSize('4')).toBe(0);
    await connection.invoke('JoinTable', 3);
    await expect(connection.invoke('SendToTable', '', null)).rejects.toThrow(/messageType/);
    await expect(connection.invoke('SendToTable', 'x'.repeat(65), 1)).rejects.toThrow(/longer/);
    await expect(connection.invoke('SendToTable', 42, 1)).rejects.toThrow(/messageType/);
    const huge = 'x'.repeat(64 * 1024);
    await expect(connection.invoke('SendToTable', 'big', huge)).rejects.toThrow(/larger/);
    await expect(connection.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'.");
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('drops what only the POS may say when a diner says it, and relays nothing of it', async () => {
    const eve = await join('browser-eve', '5');
    const frank = await join('browser-frank', '5');
    for (const posOnly of [
      'closeInactiveDialog',
      'placeOrder',
      'updateOrder',
      'menuChanged',
      'clear table',
    ]) {
      await expect(
        eve.connection.invoke('SendToTable', posOnly, { shouldClearCart: true }),
      ).rejects.toThrow("is not a diner's message");
    }
    await server.hub.sendToTable('5', { messageType: 'marker', data: null });
    // The first thing frank hears is the server's marker: none of eve's sends got through.
    expect(await frank.inbox.next()).toMatchObject({
      fromBrowserId: 'server',
      messageType: 'marker',
    });
  });

  it('leaves the group when a diner disconnects', async () => {
    const erin = await join('browser-erin', '5');
    await join('browser-frank', '5');
    expect(server.hub.groupSize('5')).toBe(2);
    await erin.connection.stop();
    await eventually(() => server.hub.groupSize('5') === 1);
    expect(server.hub.connectionCount()).toBe(1);
  });

  it('reconnects after a graceful restart on the same port, and rejoins', async () => {
    const rejoined = (diner: Diner, tableId: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        diner.connection.onreconnected((id) => {
          diner.connection.invoke('JoinTable', tableId).then(() => resolve(id), reject);
        });
      });
    const alice = await join('browser-alice', '7');
    const bob = await join('browser-bob', '7');
    const before = alice.connection.connectionId;
    const back = Promise.all([rejoined(alice, '7'), rejoined(bob, '7')]);

    const { port } = server;
    await server.stop();
    server = await startHubServer({}, port);
    const [aliceId] = await within(back, 5000, 'reconnection');
    expect(aliceId).not.toBe(before);
    expect(server.hub.groupSize('7')).toBe(2);

    await server.hub.sendToTable('7', { messageType: 'updateOrderType', data: 'toGo' });
    expect(await alice.inbox.next()).toEqual({
      fromBrowserId: 'server',
      messageType: 'updateOrderType',
      data: 'toGo',
    });
  }, 10_000);
});
