/** Shared by the live hub's tests: servers on ephemeral ports, diners, raw sockets. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { createLiveHub, type LiveHub, type LiveHubOptions } from './hub.ts';
import type { LiveMessage } from './methods.ts';
import { RECORD_SEPARATOR } from './protocol.ts';
import { issueLiveToken, verifyLiveToken } from './token.ts';

export const SECRET = 'test-secret-that-is-long-enough';

export const tokenFor = (
  browserId: string,
  tableId: string,
  ttlSeconds = 600,
  userId?: string,
): string =>
  issueLiveToken(
    {
      browserId,
      tableId,
      merchantId: '1001',
      exp: Math.floor(Date.now() / 1000) + ttlSeconds,
      ...(userId === undefined ? {} : { userId }),
    },
    SECRET,
  );

/** Rejects after `ms` so a missing event fails the test instead of hanging it. */
export const within = <T>(promise: Promise<T>, ms = 3000, what = 'event'): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** Polls a condition the server reaches asynchronously (its socket close lands after the client's). */
export const eventually = (condition: () => boolean, ms = 3000): Promise<void> =>
  within(
    (async () => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
    })(),
    ms,
    'a condition',
  );

/** Items in arrival order; next() waits for the next unread one. */
export class Inbox<T> {
  private readonly items: T[] = [];
  private waiters: ((item: T) => void)[] = [];

  push(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter === undefined) this.items.push(item);
    else waiter(item);
  }

  /** Items waiting to be taken. */
  size(): number {
    return this.items.length;
  }

  next(ms = 3000): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return within(new Promise<T>((resolve) => this.waiters.push(resolve)), ms, 'a message');
  }
}

export interface TestServer {
  readonly hub: LiveHub;
  readonly port: number;
  readonly base: string;
  stop(): Promise<void>;
}

export const startHubServer = async (
  options: Partial<LiveHubOptions> = {},
  port = 0,
): Promise<TestServer> => {
  const hub = createLiveHub({
    path: '/live',
    verifyToken: (token) => verifyLiveToken(token, SECRET),
    pingIntervalMs: 200,
    ...options,
  });
  const server = createServer((req, res) => {
    if (req.url?.startsWith(`${hub.negotiatePath}?`)) hub.handleNegotiate(req, res);
    else res.writeHead(404).end();
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    hub,
    port: actual,
    base: `http://127.0.0.1:${actual}`,
    stop: async () => {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export interface Diner {
  readonly connection: HubConnection;
  readonly inbox: Inbox<LiveMessage>;
}

export const connectDiner = (base: string, token: string): Promise<Diner> =>
  connectUrl(`${base}/live?access_token=${token}`, [0, 200, 500, 1000, 1000, 1000]);

/** A client on a hub URL (with its access token), its messages gathered; not joined yet. */
export const connectUrl = async (url: string, reconnectDelaysMs: number[] = []): Promise<Diner> => {
  const connection = new HubConnectionBuilder()
    .withUrl(url)
    .withAutomaticReconnect(reconnectDelaysMs)
    .configureLogging(LogLevel.None)
    .build();
  const inbox = new Inbox<LiveMessage>();
  connection.on('ReceiveMessage', (message: LiveMessage) => inbox.push(message));
  await within(connection.start(), 3000, 'connection start');
  return { connection, inbox };
};

export const negotiate = async (base: string, token: string): Promise<string> => {
  const reply = await fetch(`${base}/live/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await reply.json()) as { connectionToken: string };
  return body.connectionToken;
};

/** A WebSocket speaking raw frames, for what the official client never sends. */
export class RawSocket {
  readonly records = new Inbox<string>();
  readonly closed: Promise<number>;
  private pending = '';

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const parts = (this.pending + String(data)).split(RECORD_SEPARATOR);
      this.pending = parts.pop() ?? '';
      for (const part of parts) this.records.push(part);
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  static async open(base: string, connectionToken: string): Promise<RawSocket> {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/live?id=${connectionToken}`);
    const raw = new RawSocket(socket);
    await within(new Promise((resolve) => socket.once('open', resolve)), 3000, 'open');
    return raw;
  }

  /** The next record that is not a ping, parsed. */
  async nextMessage(): Promise<Record<string, unknown>> {
    for (;;) {
      const record = await this.records.next();
      const message = JSON.parse(record) as Record<string, unknown>;
      if (message.type !== 6) return message;
    }
  }
}

/** The HTTP status a WebSocket upgrade is refused with. */
export const upgradeStatus = (url: string): Promise<number> =>
  within(
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => reject(new Error('upgrade was accepted')));
      socket.once('error', () => undefined);
    }),
  );

/** The next message of this type, passing over others (table versions, earlier notices). */
export const nextOfType = async (
  inbox: Inbox<LiveMessage>,
  messageType: string,
  ms = 5000,
): Promise<LiveMessage> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const message = await inbox.next(Math.max(1, deadline - Date.now()));
    if (message.messageType === messageType) return message;
  }
};
