import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { Inbox, nextOfType, within } from './live/test-support.ts';
import type { LiveMessage } from './live/methods.ts';
import { type RunningServer, startServer } from './server.ts';
import { call } from './test-support/client.ts';
import { seatMinter } from './test-support/seats.ts';
import { fixture, seedFixture } from './test-support/fixtures.ts';
import { STARTUP_TIMEOUT_MS } from './test-support/timeouts.ts';

const logger = pino({ level: 'silent' });
let dataDir: string;
let server: RunningServer;
let port: number;

const start = async (atPort: number) =>
  startServer({
    config: {
      ...readConfig({ DATA_DIR: dataDir, DEMO: 'false' }),
      port: atPort,
      host: '127.0.0.1',
    },
    logger,
    seed: async (db) => {
      const [seeded] = await db.query<{ n: number }>('select count(*)::int as n from merchants');
      if (seeded?.n === 0) await seedFixture(db);
    },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tablefold-server-'));
  server = await start(0);
  port = Number(new URL(server.listenUrl).port);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const table = fixture.tables[0].id;

const diner = async (browserId: string) => {
  const url = server.live.hubUrlFor({
    browserId,
    tableId: table,
    merchantId: fixture.merchantId,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  });
  const connection = new HubConnectionBuilder()
    .withUrl(url)
    .withAutomaticReconnect([0, 200, 500, 1000, 1000, 1000, 2000])
    .configureLogging(LogLevel.None)
    .build();
  const inbox = new Inbox<LiveMessage>();
  connection.on('ReceiveMessage', (message: LiveMessage) => inbox.push(message));
  connection.onreconnected(() => void connection.invoke('JoinTable', table));
  await within(connection.start(), 5000, 'connection start');
  await connection.invoke('JoinTable', table);
  return { connection, inbox };
};

/** One HTTP/1.1 exchange over a raw socket, as curl --http2 sends it: what came back, whole. */
const rawExchange = (request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
  });

describe('an upgrade asked for outside the hub', () => {
  it('is ignored, and the request answered as plain HTTP/1.1 (not a dropped connection)', async () => {
    const health = await rawExchange(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, HTTP2-Settings\r\n' +
        'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n\r\n',
    );
    expect(health).toMatch(/^HTTP\/1\.1 200 /);
    expect(health).toContain('"success":true');
    const websocketHere = await rawExchange(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(websocketHere).toMatch(/^HTTP\/1\.1 200 /);
    // A call that needs a body is refused as one without it: a 4xx with the error envelope.
    const write = await rawExchange(
      'POST /api/shoppingCart HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n' +
        'Content-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":1}',
    );
    expect(write).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(write).toContain('"success":false');
  });
});

describe('the whole server: API and live hub on one port, data kept across a restart', () => {
  it(
    'tells the table what a diner changed, from the server, through the wired hub',
    async () => {
      const ada = await diner('browser-ada');
      const bo = await diner('browser-bo');
      // Joining tells each diner where the table stands.
      const joined = await nextOfType(bo.inbox, 'tableVersion');
      const { liveVersion } = joined.data as { liveVersion: number };
      // A diner's own word reaches nobody; the API call's commit is what the table hears.
      await ada.connection.invoke('SendToTable', 'updateGuestNumber', 9);
      const minted = seatMinter(server.db, server.seatKey, Date.now);
      const set = await call(server.listenUrl, 'POST', '/api/shoppingCart/guests', {
        tableId: table,
        seat: await minted(table, 'browser-ada'),
        body: { guests: 3 },
      });
      expect(set.body.code).toBe(0);
      // Passing over who is at the table (presence), which the joins above told.
      expect(await nextOfType(bo.inbox, 'updateGuestNumber')).toEqual({
        fromBrowserId: 'server',
        messageType: 'updateGuestNumber',
        data: { guestCount: 3, liveVersion: liveVersion + 1, changedBy: 'browser-ada' },
      });

      const restarted = new Promise<void>((resolve) =>
        bo.connection.onreconnected(() => resolve()),
      );
      await server.close();
      server = await start(port);
      await within(restarted, 10_000, 'reconnection');
      await within(
        (async () => {
          while (server.hub.groupSize(table) < 2) await new Promise((r) => setTimeout(r, 20));
        })(),
        5000,
        'both diners rejoining',
      );
      await server.live.sendToTable(table, { messageType: 'updateOrder', data: null });
      expect(await nextOfType(bo.inbox, 'updateOrder')).toMatchObject({ fromBrowserId: 'server' });

      const health = await call(`http://127.0.0.1:${port}`, 'GET', '/api/health');
      expect(health.body.data).toEqual({ database: 'pglite' });
      const [member] = await server.db.query<{ points: number }>(
        'select points from members where id = $1',
        [fixture.member.id],
      );
      expect(member?.points).toBe(fixture.member.points);
      await ada.connection.stop();
      await bo.connection.stop();
      // The server starts again inside the test.
    },
    STARTUP_TIMEOUT_MS + 30_000,
  );
});
