import type { Logger } from 'pino';
import { type RawData, WebSocket } from 'ws';
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

export interface ConnectionSettings {
  readonly pingIntervalMs: number;
  readonly clientTimeoutMs: number;
  readonly handshakeTimeoutMs: number;
  /** Largest single hub message accepted from a client, in bytes. */
  readonly maxReceiveBytes: number;
  /** Unsent bytes beyond which a client is too slow to keep (it can reconnect and refetch). */
  readonly maxBufferedBytes: number;
  readonly logger: Logger;
  readonly onMessage: (connection: LiveConnection, message: HubMessage) => void;
  readonly onClosed: (connection: LiveConnection) => void;
}

const toBuffer = (data: RawData): Buffer =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);

/** One hub connection over one WebSocket: handshake, framing, keep-alive and timeouts. */
export class LiveConnection {
  /** The group joined, if any: `table:{tableId}`. */
  group: string | null = null;
  private handshaken = false;
  private disposed = false;
  private readonly reader: FrameReader;
  private readonly closedPromise: Promise<void>;
  private timeout: NodeJS.Timeout;
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    /** Public connection id (the negotiate reply's connectionId). */
    readonly id: string,
    readonly claims: LiveClaims,
    private readonly settings: ConnectionSettings,
  ) {
    this.reader = new FrameReader(settings.maxReceiveBytes);
    this.timeout = setTimeout(() => this.abort('handshake timeout'), settings.handshakeTimeoutMs);
    this.timeout.unref();
    this.closedPromise = new Promise((resolve) => socket.once('close', () => resolve()));
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
    this.socket.send(payload);
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

  /** Graceful server shutdown: the client is told it may reconnect (to this or another server). */
  async shutdown(graceMs: number): Promise<void> {
    if (this.disposed) return;
    this.send(close({ allowReconnect: true }));
    this.socket.close(1001, 'server shutting down');
    const timer = setTimeout(() => this.socket.terminate(), graceMs);
    await this.closedPromise;
    clearTimeout(timer);
  }

  private receive(chunk: Buffer): void {
    if (this.disposed) return;
    if (this.handshaken) this.timeout.refresh();
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
    this.socket.send(HANDSHAKE_OK);
    clearTimeout(this.timeout);
    this.timeout = setTimeout(() => this.abort('client timeout'), this.settings.clientTimeoutMs);
    this.timeout.unref();
    // Pinging even when other traffic flows keeps the logic trivial; a ping is 11 bytes.
    this.pingTimer = setInterval(() => this.send(PING), this.settings.pingIntervalMs);
    this.pingTimer.unref();
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
    clearTimeout(this.timeout);
    clearInterval(this.pingTimer);
    this.settings.onClosed(this);
  }
}
