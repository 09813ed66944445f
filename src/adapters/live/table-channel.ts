import { type HubConnection, HubConnectionBuilder } from '@microsoft/signalr';
import { Effect } from 'effect';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import { InvalidHubUrl, checkHubUrl } from './hub-url.ts';
import { type LiveLogger, signalrLogger } from './logger.ts';
import { readLiveMessage } from './message.ts';
import { type Backoff, DEFAULT_BACKOFF, foreverPolicy, retryDelayMs } from './retry-policy.ts';

/**
 * The hub method this client calls and its one client target (docs/live-hub.md). SendToTable is
 * not called: the server tells the table of every change itself ("The table feed").
 */
export const HubMethod = { JoinTable: 'JoinTable' } as const;
export const RECEIVE_MESSAGE = 'ReceiveMessage';

/** `connected` means joined: only then do the table's messages arrive. */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export interface ConnectTableOptions {
  /** The negotiate call's URL: absolute http(s), access token in its query. */
  readonly hubUrl: string;
  readonly tableId: string;
  readonly onMessage: (message: LiveMessage) => void;
  readonly onConnectedChange?: (connected: boolean) => void;
  /** After every rejoin that follows a loss: the worker refetches the cart it may have missed. */
  readonly onReconnected?: () => void;
  /**
   * The server will not take this connection back: it ended it (the seat's table session is over)
   * or refuses its token (expired, or of an ended session). The channel stops; only a new token,
   * negotiated with a renewed seat, opens another. Without this, the channel keeps retrying.
   */
  readonly onEnded?: (reason: string) => void;
  readonly logger: LiveLogger;
  readonly backoff?: Backoff;
  readonly random?: () => number;
}

export interface TableChannel {
  readonly status: () => LiveStatus;
  readonly isConnected: () => boolean;
  readonly stop: () => Effect.Effect<void>;
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The official client's wording for a Close message that carries the server's reason. */
const SERVER_CLOSED = 'Server returned an error on close';

/** How its HttpError names a refusal; a failed negotiate keeps only the text of it. */
const TOKEN_REFUSED = "Status code '401'";

/** A close the server chose (not a lost socket), or a negotiate that refuses the token. */
const endedByServer = (error: unknown): boolean =>
  error instanceof Error &&
  (error.message.startsWith(SERVER_CLOSED) || error.message.includes(TOKEN_REFUSED));

/**
 * Joins the table's live group and keeps it joined: SignalR reconnects for ever with capped
 * backoff, every (re)connect is followed by JoinTable (a reconnect is a new connection that has
 * lost its group), and a connection that closes anyway is started again. Nothing here throws at
 * the caller: connect trouble is logged and retried.
 */
class LiveTable implements TableChannel {
  private state: LiveStatus = 'connecting';
  private attempt = 0;
  private joinedBefore = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly connection: HubConnection;
  private readonly backoff: Backoff;

  constructor(
    url: string,
    private readonly options: ConnectTableOptions,
  ) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.connection = new HubConnectionBuilder()
      .withUrl(url)
      .withAutomaticReconnect(foreverPolicy(this.backoff, options.random))
      .configureLogging(signalrLogger(options.logger))
      .build();
    this.connection.on(RECEIVE_MESSAGE, (raw: unknown) => {
      const message = readLiveMessage(raw);
      if (message === null) options.logger.warn('live channel: malformed message dropped', raw);
      else options.onMessage(message);
    });
    this.connection.onreconnecting((error) => {
      this.setState('reconnecting');
      options.logger.warn('live channel lost; reconnecting', describe(error));
    });
    this.connection.onreconnected(() => void this.join());
    this.connection.onclose((error) => {
      if (this.stopped()) return;
      if (this.endedBy(error)) return;
      this.setState('connecting');
      options.logger.warn('live channel closed; starting again', describe(error));
      this.scheduleStart();
    });
    void this.start();
  }

  status = (): LiveStatus => this.state;

  isConnected = (): boolean => this.state === 'connected';

  stop = (): Effect.Effect<void> =>
    Effect.promise(async () => {
      this.setState('stopped');
      clearTimeout(this.timer);
      await this.connection.stop().catch(() => undefined);
    });

  // A method, not a field read: TypeScript would narrow `state` across the awaits below.
  private stopped(): boolean {
    return this.state === 'stopped';
  }

  private setState(next: LiveStatus): void {
    const was = this.isConnected();
    this.state = next;
    if (was !== this.isConnected()) this.options.onConnectedChange?.(this.isConnected());
  }

  /** Stops for good when the server ended the connection and someone can renew it. */
  private endedBy(error: unknown): boolean {
    const { onEnded, logger } = this.options;
    if (onEnded === undefined || !endedByServer(error)) return false;
    logger.warn('live channel ended by the server', describe(error));
    this.setState('stopped');
    clearTimeout(this.timer);
    onEnded(describe(error));
    return true;
  }

  private scheduleStart(): void {
    clearTimeout(this.timer);
    const wait = retryDelayMs(this.attempt++, this.backoff, this.options.random);
    this.timer = setTimeout(() => void this.start(), wait);
  }

  private async start(): Promise<void> {
    if (this.stopped()) return;
    try {
      await this.connection.start();
    } catch (error) {
      if (this.stopped() || this.endedBy(error)) return;
      this.options.logger.warn('live channel: connect failed', describe(error));
      this.scheduleStart();
      return;
    }
    await this.join();
  }

  private async join(): Promise<void> {
    if (this.stopped()) return;
    try {
      await this.connection.invoke(HubMethod.JoinTable, this.options.tableId);
    } catch (error) {
      if (this.stopped()) return;
      // A connection outside its group is no use: close it, and onclose starts again later.
      this.options.logger.error('live channel: JoinTable failed', describe(error));
      await this.connection.stop().catch(() => undefined);
      return;
    }
    if (this.stopped()) return;
    this.attempt = 0;
    this.setState('connected');
    if (this.joinedBefore) this.options.onReconnected?.();
    this.joinedBefore = true;
  }
}

export const connectTable = (
  options: ConnectTableOptions,
): Effect.Effect<TableChannel, InvalidHubUrl> =>
  Effect.suspend(() => {
    const url = checkHubUrl(options.hubUrl);
    return url instanceof InvalidHubUrl
      ? Effect.fail(url)
      : Effect.sync((): TableChannel => new LiveTable(url, options));
  });
