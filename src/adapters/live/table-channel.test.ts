import { Effect, Exit } from 'effect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import {
  Inbox,
  type TestServer,
  eventually,
  startHubServer,
  tokenFor,
} from '../../../server/live/test-support.ts';
import type { LiveLogger } from './logger.ts';
import { type TableChannel, connectTable } from './table-channel.ts';

/** What one diner's channel saw: messages, connected flips, rejoins and log lines. */
interface Diner {
  readonly channel: TableChannel;
  readonly inbox: Inbox<LiveMessage>;
  readonly flips: boolean[];
  readonly logs: string[];
  rejoins: number;
}

let server: TestServer;
const diners: Diner[] = [];

const open = async (browserId: string, tableId: string, hubUrl?: string): Promise<Diner> => {
  const inbox = new Inbox<LiveMessage>();
  const logs: string[] = [];
  const record = (message: string) => logs.push(message);
  const logger: LiveLogger = { info: record, warn: record, error: record };
  const diner: Diner = { channel: undefined as never, inbox, flips: [], logs, rejoins: 0 };
  const channel = await Effect.runPromise(
    connectTable({
      hubUrl: hubUrl ?? `${server.base}/live?access_token=${tokenFor(browserId, tableId)}`,
      tableId,
      onMessage: (message) => inbox.push(message),
      onConnectedChange: (connected) => diner.flips.push(connected),
      onReconnected: () => (diner.rejoins += 1),
      logger,
      backoff: { baseMs: 50, capMs: 200, jitter: 0 },
    }),
  );
  Object.assign(diner, { channel });
  diners.push(diner);
  return diner;
};

const joined = (diner: Diner) => eventually(() => diner.channel.isConnected(), 5_000);

beforeEach(async () => {
  server = await startHubServer();
});

afterEach(async () => {
  await Promise.all(diners.splice(0).map((diner) => Effect.runPromise(diner.channel.stop())));
  await server.stop();
});

describe('connectTable against the real hub', () => {
  it('joins the table and relays a message to the other diner, stamped by the hub', async () => {
    const alice = await open('browser-alice', '1');
    const bob = await open('browser-bob', '1');
    await Promise.all([joined(alice), joined(bob)]);
    expect(server.hub.groupSize('1')).toBe(2);
    await Effect.runPromise(alice.channel.send('updateGuestNumber', { guestCount: 3 }));
    expect(await bob.inbox.next()).toEqual({
      fromBrowserId: 'browser-alice',
      messageType: 'updateGuestNumber',
      data: { guestCount: 3 },
    });
    expect(alice.flips).toEqual([true]);
  });

  it('rejoins after the hub restarts on the same port, and says so', async () => {
    const alice = await open('browser-alice', '7');
    const bob = await open('browser-bob', '7');
    await Promise.all([joined(alice), joined(bob)]);
    const { port } = server;
    await server.stop();
    await eventually(() => !alice.channel.isConnected() && !bob.channel.isConnected());
    server = await startHubServer({}, port);
    await eventually(() => alice.rejoins === 1 && bob.rejoins === 1, 8_000);
    expect(server.hub.groupSize('7')).toBe(2);
    expect(alice.flips).toEqual([true, false, true]);
    await Effect.runPromise(bob.channel.send('updateOrderType', 'toGo'));
    expect(await alice.inbox.next()).toMatchObject({
      fromBrowserId: 'browser-bob',
      data: 'toGo',
    });
  }, 15_000);

  it('keeps trying while the hub is down, logging instead of failing', async () => {
    const { port } = server;
    await server.stop();
    const carol = await open('browser-carol', '3');
    await eventually(() => carol.logs.some((line) => line.includes('connect failed')));
    expect(carol.channel.status()).toBe('connecting');
    server = await startHubServer({}, port);
    await joined(carol);
    expect(carol.rejoins).toBe(0);
  }, 10_000);

  it('logs a refused JoinTable and never reports connected', async () => {
    const token = tokenFor('browser-dave', '4');
    const dave = await open('browser-dave', '5', `${server.base}/live?access_token=${token}`);
    await eventually(() => dave.logs.some((line) => line.includes('JoinTable failed')));
    expect(dave.channel.isConnected()).toBe(false);
    expect(dave.flips).toEqual([]);
  });

  it('stops: flag down, no reconnect, sends refused', async () => {
    const erin = await open('browser-erin', '6');
    await joined(erin);
    await Effect.runPromise(erin.channel.stop());
    expect(erin.channel.status()).toBe('stopped');
    expect(erin.flips).toEqual([true, false]);
    const exit = await Effect.runPromiseExit(erin.channel.send('clearCart', null));
    expect(Exit.isFailure(exit)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.hub.connectionCount()).toBe(0);
  });

  it('refuses a hub URL a worker cannot use', async () => {
    for (const hubUrl of ['/live?access_token=x', 'ws://127.0.0.1/live', 'not a url']) {
      const refused = connectTable({
        hubUrl,
        tableId: '1',
        onMessage: () => undefined,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      expect(await Effect.runPromise(Effect.flip(refused))).toMatchObject({
        _tag: 'InvalidHubUrl',
        hubUrl,
      });
    }
  });
});
