import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Effect } from 'effect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import {
  Inbox,
  SECRET,
  type TestServer,
  eventually,
  startHubServer,
  tokenFor,
} from '../../../server/live/test-support.ts';
import { issueLiveToken } from '../../../server/live/token.ts';
import type { LiveLogger } from './logger.ts';
import { type TableChannel, connectTable } from './table-channel.ts';

/** What one diner's channel saw: messages, connected flips, rejoins and log lines. */
interface Diner {
  readonly channel: TableChannel;
  readonly inbox: Inbox<LiveMessage>;
  readonly flips: boolean[];
  readonly logs: string[];
  rejoins: number;
  ended: string[];
}

let server: TestServer;
const diners: Diner[] = [];

const open = async (browserId: string, tableId: string, hubUrl?: string): Promise<Diner> => {
  const inbox = new Inbox<LiveMessage>();
  const logs: string[] = [];
  const record = (message: string) => logs.push(message);
  const logger: LiveLogger = { info: record, warn: record, error: record };
  const diner: Diner = {
    channel: undefined as never,
    inbox,
    flips: [],
    logs,
    rejoins: 0,
    ended: [],
  };
  const channel = await Effect.runPromise(
    connectTable({
      hubUrl: hubUrl ?? `${server.base}/live?access_token=${tokenFor(browserId, tableId)}`,
      tableId,
      logger,
      backoff: { baseMs: 50, capMs: 200, jitter: 0 },
    }),
  );
  channel.signals.subscribe((signal) => {
    if (signal.kind === 'message') inbox.push(signal.message);
    if (signal.kind === 'connected') diner.flips.push(signal.connected);
    if (signal.kind === 'reconnected') diner.rejoins += 1;
    if (signal.kind === 'ended') diner.ended.push(signal.reason);
  });
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
  it('joins the table and hears what the server tells it', async () => {
    const alice = await open('browser-alice', '1');
    const bob = await open('browser-bob', '1');
    await Promise.all([joined(alice), joined(bob)]);
    expect(server.hub.groupSize('1')).toBe(2);
    const data = { guestCount: 3, liveVersion: 4, changedBy: 'browser-alice' };
    await server.hub.sendToTable('1', { messageType: 'updateGuestNumber', data });
    for (const diner of [alice, bob]) {
      expect(await diner.inbox.next()).toEqual({
        fromBrowserId: 'server',
        messageType: 'updateGuestNumber',
        data,
      });
    }
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
    await server.hub.sendToTable('7', { messageType: 'updateOrderType', data: 'toGo' });
    expect(await alice.inbox.next()).toMatchObject({ fromBrowserId: 'server', data: 'toGo' });
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

  it('gives up on a negotiate that never answers and asks again, instead of waiting 100 s', async () => {
    // Wi-Fi back with its old connections hung: the request is taken and never answered.
    let asked = 0;
    const hung = createServer(() => {
      asked += 1;
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    try {
      const inbox = new Inbox<LiveMessage>();
      const channel = await Effect.runPromise(
        connectTable({
          hubUrl: `http://127.0.0.1:${port}/live?access_token=${tokenFor('fp-hung', '1')}`,
          tableId: '1',
          logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
          backoff: { baseMs: 50, capMs: 50, jitter: 0 },
          negotiateTimeoutMs: 200,
        }),
      );
      channel.signals.subscribe((signal) => {
        if (signal.kind === 'message') inbox.push(signal.message);
      });
      await eventually(() => asked >= 3, 5_000);
      expect(channel.isConnected()).toBe(false);
      await Effect.runPromise(channel.stop());
    } finally {
      hung.closeAllConnections();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  });

  it('logs a refused JoinTable and never reports connected', async () => {
    const token = tokenFor('browser-dave', '4');
    const dave = await open('browser-dave', '5', `${server.base}/live?access_token=${token}`);
    await eventually(() => dave.logs.some((line) => line.includes('JoinTable failed')));
    expect(dave.channel.isConnected()).toBe(false);
    expect(dave.flips).toEqual([]);
  });

  it('stops: flag down, no reconnect', async () => {
    const erin = await open('browser-erin', '6');
    await joined(erin);
    await Effect.runPromise(erin.channel.stop());
    expect(erin.channel.status()).toBe('stopped');
    expect(erin.flips).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.hub.connectionCount()).toBe(0);
  });

  it('stops for good, and says why, when the server ends the table session', async () => {
    await server.stop();
    let epoch = 2;
    server = await startHubServer({
      tableVersions: async (tableIds) =>
        new Map(tableIds.map((id) => [id, { liveVersion: 0, epoch }])),
      tableVersionIntervalMs: 60_000,
    });
    const token = issueLiveToken(
      {
        browserId: 'browser-fay',
        tableId: '8',
        merchantId: '1001',
        exp: Math.floor(Date.now() / 1000) + 600,
        epoch: 2,
      },
      SECRET,
    );
    const fay = await open('browser-fay', '8', `${server.base}/live?access_token=${token}`);
    await joined(fay);
    epoch = 3;
    await server.hub.tellTableVersions();
    await eventually(() => fay.ended.length === 1);
    expect(fay.ended[0]).toMatch(/seat at this table has ended/);
    expect(fay.channel.status()).toBe('stopped');
    expect(fay.flips).toEqual([true, false]);
    // It does not knock again with the token the server refused.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.hub.connectionCount()).toBe(0);
    expect(fay.ended).toHaveLength(1);
  });

  it('stops, and says so, when the hub refuses its token', async () => {
    const gus = await open('browser-gus', '9', `${server.base}/live?access_token=forged`);
    await eventually(() => gus.ended.length === 1);
    expect(gus.ended[0]).toMatch(/401/);
    expect(gus.channel.status()).toBe('stopped');
    expect(gus.flips).toEqual([]);
  });

  it('refuses a hub URL a worker cannot use', async () => {
    for (const hubUrl of ['/live?access_token=x', 'ws://127.0.0.1/live', 'not a url']) {
      const refused = connectTable({
        hubUrl,
        tableId: '1',
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      expect(await Effect.runPromise(Effect.flip(refused))).toMatchObject({
        _tag: 'InvalidHubUrl',
        hubUrl,
      });
    }
  });
});
