import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_PER_HOLDER } from './open-per-holder.ts';
import {
  connectDiner,
  eventually,
  negotiate,
  RawSocket,
  startHubServer,
  type TestServer,
  tokenFor,
  upgradeStatus,
  within,
} from './test-support.ts';

const RS = '\u001e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const servers: TestServer[] = [];

const start = async (options: Parameters<typeof startHubServer>[0] = {}): Promise<TestServer> => {
  const server = await startHubServer(options);
  servers.push(server);
  return server;
};

const openRaw = async (
  server: TestServer,
  tableId = '1',
  browserId = 'raw',
  userId?: string,
): Promise<RawSocket> =>
  RawSocket.open(
    server.base,
    await negotiate(server.base, tokenFor(browserId, tableId, 600, userId)),
  );

const handshaken = async (
  server: TestServer,
  browserId = 'raw',
  userId?: string,
): Promise<RawSocket> => {
  const raw = await openRaw(server, '1', browserId, userId);
  raw.socket.send(HANDSHAKE);
  expect(await raw.records.next()).toBe('{}');
  return raw;
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

describe('negotiate', () => {
  it('answers version 1 with a URL-safe token and WebSockets only', async () => {
    const server = await start();
    const token = tokenFor('b', '1');
    const reply = await fetch(
      `${server.base}/live/negotiate?negotiateVersion=1&access_token=${token}`,
      {
        method: 'POST',
      },
    );
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.connectionId).not.toBe(body.connectionToken);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    const server = await start();
    const url = `${server.base}/live/negotiate?negotiateVersion=1`;
    const expired = tokenFor('b', '1', -1);
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer x.y' },
      { Authorization: `Bearer ${expired}` },
    ];
    for (const headers of attempts) {
      const reply = await fetch(url, { method: 'POST', headers });
      expect(reply.status).toBe(401);
      expect(await reply.json()).toHaveProperty('error');
    }
  });

  it('answers the CORS preflight for the headers the client sends', async () => {
    const server = await start();
    const reply = await fetch(`${server.base}/live/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://diner.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://diner.example');
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true');
    expect(reply.headers.get('access-control-allow-headers')).toMatch(/X-SignalR-User-Agent/);
    expect(reply.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});

describe('socket', () => {
  it('refuses an unknown id with 404 and a second socket with 409', async () => {
    const server = await start();
    const ws = server.base.replace('http', 'ws');
    expect(await upgradeStatus(`${ws}/live?id=unknown`)).toBe(404);
    const connectionToken = await negotiate(server.base, tokenFor('b', '1'));
    const first = await RawSocket.open(server.base, connectionToken);
    expect(await upgradeStatus(`${ws}/live?id=${connectionToken}`)).toBe(409);
    first.socket.close();
  });

  it('forgets a negotiated token that never connects', async () => {
    const server = await start({ negotiateTimeoutMs: 20 });
    const connectionToken = await negotiate(server.base, tokenFor('b', '1'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const ws = server.base.replace('http', 'ws');
    expect(await upgradeStatus(`${ws}/live?id=${connectionToken}`)).toBe(404);
  });

  it('keeps at most eight negotiations waiting per holder: the oldest goes first', async () => {
    const server = await start();
    const token = tokenFor('b', '1');
    const tokens: string[] = [];
    for (let i = 0; i < 9; i += 1) tokens.push(await negotiate(server.base, token));
    const ws = server.base.replace('http', 'ws');
    expect(await upgradeStatus(`${ws}/live?id=${tokens[0] ?? ''}`)).toBe(404);
    const newest = await RawSocket.open(server.base, tokens[8] ?? '');
    newest.socket.send(HANDSHAKE);
    expect(await newest.records.next()).toBe('{}');
  });

  it('drops a socket that never completes the handshake', async () => {
    const server = await start({ handshakeTimeoutMs: 50 });
    const raw = await openRaw(server);
    await within(raw.closed, 2000, 'close');
  });

  it('pings only a client it has sent nothing to for a ping interval', async () => {
    // A ping interval well above the 30 ms the table is spoken to at, so a loaded machine's late
    // timer does not open a gap long enough for a due ping.
    const server = await start({ pingIntervalMs: 500, clientTimeoutMs: 5000 });
    const raw = await handshaken(server);
    raw.socket.send(`{"type":1,"invocationId":"1","target":"JoinTable","arguments":["1"]}${RS}`);
    expect(await raw.nextMessage()).toMatchObject({ type: 3, invocationId: '1' });
    const records: string[] = [];
    // The table hears something every 30 ms for 600 ms: no ping is due meanwhile.
    for (let i = 0; i < 20; i += 1) {
      await server.hub.sendToTable('1', { messageType: 'updateGuestNumber', data: { i } });
      await new Promise((resolve) => setTimeout(resolve, 30));
      while (raw.records.size() > 0) records.push(await raw.records.next());
    }
    expect(records.length).toBeGreaterThanOrEqual(19);
    expect(records).not.toContain('{"type":6}');
    // Then silence from the table: the ping comes.
    expect(await raw.records.next(3000)).toBe('{"type":6}');
  });

  it('pings, handles a split handshake with messages behind it, and drops a silent client', async () => {
    const server = await start({ pingIntervalMs: 30, clientTimeoutMs: 300 });
    const raw = await openRaw(server);
    const invoke = `{"type":1,"invocationId":"1","target":"JoinTable","arguments":["1"]}${RS}`;
    raw.socket.send(HANDSHAKE.slice(0, 10));
    raw.socket.send(
      HANDSHAKE.slice(10) +
        invoke +
        `{"type":4,"invocationId":"2","target":"S","arguments":[]}${RS}`,
    );
    expect(await raw.records.next()).toBe('{}');
    // Completions may overtake one another: JoinTable waits for the backplane, streams do not.
    const replies = [await raw.nextMessage(), await raw.nextMessage()];
    expect(replies).toContainEqual({ type: 3, invocationId: '1', result: null });
    expect(replies).toContainEqual({
      type: 3,
      invocationId: '2',
      error: 'Streaming is not supported.',
    });
    expect(await raw.records.next()).toBe('{"type":6}');
    await within(raw.closed, 2000, 'client timeout');
    await eventually(() => server.hub.connectionCount() === 0);
  });

  it('gives no reply to an invocation without id, even an unknown one', async () => {
    const server = await start();
    const raw = await handshaken(server);
    raw.socket.send(`{"type":1,"target":"Nope","arguments":[]}${RS}{"type":6}${RS}`);
    raw.socket.send(`{"type":1,"invocationId":"9","target":"Nope","arguments":[]}${RS}`);
    expect(await raw.nextMessage()).toMatchObject({ type: 3, invocationId: '9' });
  });
});

describe('garbage', () => {
  it('answers a garbage handshake with an error and closes', async () => {
    const server = await start();
    const raw = await openRaw(server);
    raw.socket.send(`\u0000\u00ffnot json${RS}`);
    expect(JSON.parse(await raw.records.next())).toHaveProperty('error');
    await within(raw.closed);
  });

  it.each([
    ['bad JSON', `{"type":1,"target":${RS}`],
    ['a non-object', `[1,2,3]${RS}`],
    ['arguments not an array', `{"type":1,"target":"JoinTable","arguments":"1"}${RS}`],
    ['an endless record', 'x'.repeat(200 * 1024)],
  ])('closes with an error on %s, and keeps serving', async (_name, garbage) => {
    const server = await start();
    const raw = await handshaken(server);
    raw.socket.send(garbage);
    expect(await raw.nextMessage()).toMatchObject({ type: 7, error: expect.any(String) });
    await within(raw.closed);

    const diner = await connectDiner(server.base, tokenFor('after', '1'));
    await diner.connection.invoke('JoinTable', '1');
    await diner.connection.stop();
  });

  it('closes a socket that sends binary noise over the frame limit', async () => {
    const server = await start();
    const raw = await handshaken(server);
    raw.socket.send(Buffer.alloc(2 * 1024 * 1024, 7));
    await within(raw.closed);
    await eventually(() => server.hub.connectionCount() === 0);
  });
});

describe('connections of one seat', () => {
  it('keeps eight open at most: a ninth ends the oldest, and other seats are not touched', async () => {
    const server = await start();
    const other = await RawSocket.open(
      server.base,
      await negotiate(server.base, tokenFor('other', '1')),
    );
    other.socket.send(HANDSHAKE);
    expect(await other.records.next()).toBe('{}');
    const mine: RawSocket[] = [];
    // Each speaking for another member (a guest token costs one call): still the one seat.
    for (let i = 0; i < MAX_OPEN_PER_HOLDER; i += 1)
      mine.push(await handshaken(server, 'raw', `guest-${i}`));
    expect(server.hub.connectionCount()).toBe(MAX_OPEN_PER_HOLDER + 1);
    // The second oldest hears that it was ended; the oldest, a client that reads nothing more
    // and so never answers the close, loses its socket anyway, within a second's grace rather
    // than the close handshake's 30 s.
    (mine[0]?.socket as unknown as { _socket: Socket })._socket.pause();
    mine.push(await handshaken(server));
    await eventually(() => server.hub.connectionCount() === MAX_OPEN_PER_HOLDER + 1, 5000);
    mine.push(await handshaken(server));
    expect(await mine[1]?.nextMessage()).toEqual({
      type: 7,
      error: 'Too many connections for one seat.',
    });
    await eventually(() => server.hub.connectionCount() === MAX_OPEN_PER_HOLDER + 1, 5000);
    other.socket.send(`{"type":1,"invocationId":"1","target":"Nope","arguments":[]}${RS}`);
    expect(await other.nextMessage()).toMatchObject({ type: 3, invocationId: '1' });
  });
});

describe('shutdown', () => {
  it('tells connected clients they may reconnect', async () => {
    const server = await start();
    const raw = await handshaken(server);
    const closing = server.hub.close();
    expect(await raw.nextMessage()).toEqual({ type: 7, allowReconnect: true });
    await closing;
    expect(await raw.closed).toBe(1001);
  });
});

const call = (id: number) => `{"type":1,"invocationId":"${id}","target":"Nope","arguments":[]}`;

/** Fifty calls in one frame; the replies up to the connection's end. */
const flood = async (raw: RawSocket): Promise<unknown[]> => {
  raw.socket.send(Array.from({ length: 50 }, (_, i) => call(i) + RS).join(''));
  const replies: unknown[] = [];
  for (;;) {
    const message = (await raw.nextMessage()) as { type: number };
    replies.push(message);
    if (message.type === 7) return replies;
  }
};

describe('a flood of calls', () => {
  it('ends the connection that spends its calls, and keeps serving the others', async () => {
    const server = await start({ callRate: { perSecond: 1, burst: 5 } });
    const calm = await handshaken(server, 'calm');
    const raw = await handshaken(server);
    const replies = await flood(raw);
    // The five calls the burst allows are answered; then the end, and nothing more is read.
    expect(replies).toHaveLength(6);
    expect(replies.at(-1)).toEqual({ type: 7, error: 'Too many hub calls.' });
    await within(raw.closed);

    calm.socket.send(`${call(1)}${RS}`);
    expect(await calm.nextMessage()).toMatchObject({ type: 3, invocationId: '1' });
  });

  it('keeps the budget of a seat across its connections: negotiating again gives no fresh one', async () => {
    const server = await start({ callRate: { perSecond: 1, burst: 5 } });
    expect(await flood(await handshaken(server))).toHaveLength(6);
    // A fresh budget would answer five calls again; what refilled meanwhile is a call or two.
    const again = await flood(await handshaken(server));
    expect(again.length).toBeLessThan(4);
    expect(again.at(-1)).toEqual({ type: 7, error: 'Too many hub calls.' });
  });

  it('counts pings too: a frame of ninety thousand pings ends the connection', async () => {
    const server = await start({ callRate: { perSecond: 1, burst: 5 } });
    const raw = await handshaken(server);
    raw.socket.send(`{"type":6}${RS}`.repeat(90_000));
    expect(await raw.nextMessage()).toEqual({ type: 7, error: 'Too many hub calls.' });
    await within(raw.closed);
    await eventually(() => server.hub.connectionCount() === 0);
  });
});
