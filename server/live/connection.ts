import type { Logger } from 'pino';
import { type RawData, WebSocket } from 'ws';
import type { CallBudget } from './call-budget.ts';
import {
  close,
  FrameReader,
  HANDSHAKE_OK,
  type HubMessage,
  handshakeError,
  MessageType,
  PING,
  parseHandshake,
  parseMessage,
} from './protocol.ts';
import type { LiveClaims } from './token.ts';

/** How long a cut-off client has to answer the close before its socket is destroyed. */
const CUT_OFF_GRACE_MS = 1000;

export interface ConnectionSettings {
  readonly pingIntervalMs: number;
  readonly clientTimeoutMs: number;
  readonly handshakeTimeoutMs: number;
  /** Largest single hub message accepted from a client, in bytes. */
  readonly maxReceiveBytes: number;
  /** Unsent bytes beyond which a client is too slow to keep (it can reconnect and refetch). */
  readonly maxBufferedBytes: number;
  /**
   * The calls a client may make, pings too, before the connection is ended: its holder's budget,
   * shared by the holder's connections (holder-budgets.ts).
   */
  readonly budgetFor: (claims: LiveClaims, now: number) => CallBudget;
  readonly logger: Logger;
  readonly onMessage: (connection: LiveConnection, message: HubMessage) => void;
  readonly onClosed: (connection: LiveConnection) => void;
}

const toBuffer = (data: RawData): Buffer =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);

/**
 * One hub connection over one WebSocket: handshake, framing, keep-alive and timeouts. It holds no
 * timer of its own: the hub calls `keepAlive` for every connection a few times a second (a
 * process with 20,000 connections keeps one timer, not 40,000), and it pings only a client it
 * has sent nothing to for a ping interval (SignalR's own rule), so a diner who hears the table's
 * heartbeat is never pinged.
 */
export class LiveConnection {
  /** The group joined, if any: `table:{tableId}`. */
  group: string | null = null;
  private handshaken = false;
  private disposed = false;
  private readonly reader: FrameReader;
  /** Date.now() of the socket's opening, then of the last bytes heard from the client. */
  private heardAt: number;
  /** Date.now() of the last message sent (the handshake reply first). */
  private sentAt = 0;
  private readonly budget: CallBudget;

  constructor(
    private readonly socket: WebSocket,
    /** Public connection id (the negotiate reply's connectionId). */
    readonly id: string,
    readonly claims: LiveClaims,
    private readonly settings: ConnectionSettings,
  ) {
    this.reader = new FrameReader(settings.maxReceiveBytes);
    this.heardAt = Date.now();
    this.budget = settings.budgetFor(claims, this.heardAt);
    socket.on('message', (data) => this.receive(toBuffer(data)));
    socket.on('close', () => this.dispose());
    socket.on('error', (error) => {
      settings.logger.debug({ err: error, connectionId: id }, 'live: socket error');
      socket.terminate();
    });
  }

  send(payload: string): void {
    if (!this.handshaken || this.disposed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > this.settings.maxBufferedBytes) {
      this.fail('Connection is too slow to keep up.');
      return;
    }
    this.sentAt = Date.now();
    this.socket.send(payload);
  }

  /**
   * The hub's periodic check (`now`: Date.now()): a handshake not completed in time or a client
   * silent for the client timeout is dropped; a client sent nothing for a ping interval is pinged.
   */
  keepAlive(now: number): void {
    if (this.disposed) return;
    if (!this.handshaken) {
      if (now - this.heardAt >= this.settings.handshakeTimeoutMs) this.abort('handshake timeout');
    } else if (now - this.heardAt >= this.settings.clientTimeoutMs) this.abort('client timeout');
    else if (now - this.sentAt >= this.settings.pingIntervalMs) this.send(PING);
  }

  /** The table session this connection's seat belongs to, if it is bound to one. */
  get sessionEpoch(): number | undefined {
    return this.claims.epoch;
  }

  /**
   * The server ends the connection for good: the close message carries no allowReconnect, so the
   * official client does not reconnect with the same token.
   */
  end(reason: string): void {
    if (this.disposed) return;
    this.settings.logger.info({ connectionId: this.id, reason }, 'live: ending connection');
    this.send(close({ error: reason }));
    this.socket.close(1000, 'ended');
  }

  /**
   * Ends the connection, and lets its socket go a second later whether or not the client answers
   * the close: one that never answers would otherwise hold it for the close handshake's 30 s.
   */
  cutOff(reason: string): void {
    this.end(reason);
    setTimeout(() => this.socket.terminate(), CUT_OFF_GRACE_MS).unref();
  }

  /** Graceful server shutdown: the client is told it may reconnect (to this or another server). */
  async shutdown(graceMs: number): Promise<void> {
    // A socket already closed emits no 'close' again: waiting for one would hold the shutdown
    // for ever (seen in tests on a loaded machine, a client gone as the server stopped).
    if (this.disposed || this.socket.readyState === WebSocket.CLOSED) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const closed = new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      // A client that ignores the close handshake is cut off; one whose cut is never reported
      // is let go after as long again.
      timers.push(setTimeout(() => this.socket.terminate(), graceMs));
      timers.push(setTimeout(resolve, graceMs * 2));
    });
    this.send(close({ allowReconnect: true }));
    this.socket.close(1001, 'server shutting down');
    await closed;
    for (const timer of timers) clearTimeout(timer);
  }

  private receive(chunk: Buffer): void {
    if (this.disposed) return;
    if (this.handshaken) this.heardAt = Date.now();
    let frames: string[];
    try {
      frames = this.reader.push(chunk);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : 'Message is malformed.');
      return;
    }
    for (const text of frames) {
      if (this.disposed || this.socket.readyState !== WebSocket.OPEN) return;
      if (this.handshaken) this.dispatch(text);
      else this.handshake(text);
    }
  }

  private handshake(text: string): void {
    const result = parseHandshake(text);
    if (!result.ok) {
      this.socket.send(handshakeError(result.error));
      this.socket.close(1002, 'handshake failed');
      return;
    }
    this.handshaken = true;
    this.heardAt = Date.now();
    this.sentAt = this.heardAt;
    this.socket.send(HANDSHAKE_OK);
  }

  private dispatch(text: string): void {
    const parsed = parseMessage(text);
    if (!parsed.ok) {
      this.fail(parsed.error);
      return;
    }
    if (parsed.value.type === MessageType.Close) {
      this.socket.close(1000);
      return;
    }
    // Pings too: the client sends one each 15 s, and a frame of a hundred thousand of them
    // held the process for seconds while they were free.
    if (!this.budget.take(Date.now())) {
      this.end('Too many hub calls.');
      return;
    }
    try {
      this.settings.onMessage(this, parsed.value);
    } catch (error) {
      this.settings.logger.error({ err: error, connectionId: this.id }, 'live: handler threw');
      this.fail('An unexpected error occurred.');
    }
  }

  /** Protocol errors: before the handshake the client only understands a handshake reply. */
  private fail(error: string): void {
    if (this.disposed) return;
    this.settings.logger.info({ connectionId: this.id, error }, 'live: closing connection');
    if (this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(this.handshaken ? close({ error }) : handshakeError(error));
    }
    this.socket.close(1008, 'protocol error');
  }

  private abort(reason: string): void {
    this.settings.logger.info({ connectionId: this.id, reason }, 'live: dropping connection');
    this.socket.terminate();
  }

  private dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.settings.onClosed(this);
  }
}
