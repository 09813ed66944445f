import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectUrl, nextOfType } from '../live/test-support.ts';
import type { RunningServer } from '../server.ts';
import { call } from '../test-support/client.ts';
import { fixture } from '../test-support/fixtures.ts';
import { STARTUP_TIMEOUT_MS } from '../test-support/timeouts.ts';
import { staff, startWiredStaffServer } from '../staff/test-kit.ts';
import { isTrustedPeer, limitConnectionsPerAddress } from './connection-limits.ts';

/** A raw socket to the server, and a promise of what it read until the server closed it. */
const rawSocket = (port: number) => {
  const socket = connect(port, '127.0.0.1');
  let read = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (read += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(read)));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, opened };
};

const stillOpenAfter = (closed: Promise<unknown>, ms: number) =>
  Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms)),
  ]);

describe('a request that never arrives whole', () => {
  let server: RunningServer;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    ({ server, close } = await startWiredStaffServer({ REQUEST_TIMEOUT_MS: '600' }));
    port = (server.app.server.address() as AddressInfo).port;
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => close());

  it('is closed after the request timeout, body or headers unfinished, and the server goes on', async () => {
    const noBody = rawSocket(port);
    await noBody.opened;
    noBody.socket.write(
      'POST /api/member/register/guest HTTP/1.1\r\nHost: 127.0.0.1\r\nmerchantId: 1001\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
    );
    const noEnd = rawSocket(port);
    await noEnd.opened;
    noEnd.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Before: neither was ever closed (a probe held 20,000 such sockets for minutes).
    expect(await noBody.closed).toMatch(/^HTTP\/1\.1 408/);
    await noEnd.closed;
    expect((await staff(server.listenUrl, 'GET', '/tables')).status).toBe(200);
  });

  it('does not time a live connection out: the console hears the table after the timeout', async () => {
    const url = (await staff<{ url: string }>(server.listenUrl, 'GET', '/live')).body.data.url;
    const console = await connectUrl(url);
    try {
      await console.connection.invoke('JoinStaff');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const tableId = fixture.tables[0].id;
      await call(server.listenUrl, 'POST', '/api/merchant/message/send-order-code-message', {
        tableId,
        body: { tableId: Number(tableId) },
      });
      expect(await nextOfType(console.inbox, 'requestsChanged')).toMatchObject({
        data: { tableId },
      });
    } finally {
      await console.connection.stop();
    }
  });
});

describe('sockets a single address may hold', () => {
  let server: Server;
  let port: number;
  const open: Socket[] = [];
  const listen = async (limit: number, trusted: (address: string) => boolean) => {
    server = createServer((_, reply) => reply.end('ok'));
    limitConnectionsPerAddress(server, limit, trusted);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const stop = async () => {
    for (const socket of open.splice(0)) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  const hold = async () => {
    const raw = rawSocket(port);
    open.push(raw.socket);
    await raw.opened;
    return raw;
  };

  it('closes a new socket at once past the limit, and takes one again once one closed', async () => {
    await listen(3, isTrustedPeer(undefined));
    try {
      const held = [await hold(), await hold(), await hold()];
      const fourth = await hold();
      await fourth.closed;
      for (const raw of held) expect(await stillOpenAfter(raw.closed, 50)).toBe(true);
      held[0]?.socket.destroy();
      await held[0]?.closed;
      const again = await hold();
      expect(await stillOpenAfter(again.closed, 300)).toBe(true);
    } finally {
      await stop();
    }
  });

  it('holds no proxy named in TRUST_PROXY to it: its sockets are every diner behind it', async () => {
    await listen(2, isTrustedPeer(['10.0.0.0/8', '127.0.0.1']));
    try {
      const held = await Promise.all([hold(), hold(), hold(), hold()]);
      for (const raw of held) expect(await stillOpenAfter(raw.closed, 50)).toBe(true);
    } finally {
      await stop();
    }
    expect(isTrustedPeer(['10.0.0.0/8'])('10.1.2.3')).toBe(true);
    expect(isTrustedPeer(['10.0.0.0/8'])('192.168.0.1')).toBe(false);
    expect(isTrustedPeer(['fd00::/8'])('fd12::1')).toBe(true);
    expect(isTrustedPeer(2)('203.0.113.9')).toBe(true);
    expect(isTrustedPeer(undefined)('127.0.0.1')).toBe(false);
    expect(isTrustedPeer(['10.0.0.0/8'])('::ffff:10.9.9.9')).toBe(true);
  });
});
