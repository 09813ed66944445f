import { type HubConnection, HubConnectionBuilder } from '@microsoft/signalr';
import { Data, Deferred, Effect, Fiber } from 'effect';
import { Observable, Subject } from 'rxjs';
import type { LiveMessage } from '../../domain/model/live-message.ts';
import { InvalidHubUrl, checkHubUrl } from './hub-url.ts';
import { type LiveLogger, signalrLogger } from './logger.ts';
import { readLiveMessage } from './message.ts';
import { type Backoff, DEFAULT_BACKOFF, reconnectSchedule } from './reconnect-schedule.ts';

/**
 * How long the channel's negotiate may go unanswered before it is tried again: SignalR's own
 * default is 100 s, and Wi-Fi that comes back with its old connections hung (no error, no
 * `online` event) kept a diner's table stale, and their held edits unsent, for that long.
 */
const NEGOTIATE_TIMEOUT_MS = 10_000;

/**
 * The hub method this client calls and its one client target (docs/live-hub.md). SendToTable is
 * not called: the server tells the table of every change itself ("The table feed").
 */
export const HubMethod = { JoinTable: 'JoinTable' } as const;
export const RECEIVE_MESSAGE = 'ReceiveMessage';

/** `connected` means joined: only then do the table's messages arrive. */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';

/** What a channel tells whoever listens, in the order it happened. */
export type LiveSignal =
  | { readonly kind: 'message'; readonly message: LiveMessage }
  /** Joined, or no longer joined. */
  | { readonly kind: 'connected'; readonly connected: boolean }
  /** Joined again after a loss: whatever was said meanwhile is lost to this channel. */
  | { readonly kind: 'reconnected' }
  /**
   * The server will not take this connection back: it ended it (the seat's table session is
   * over) or refuses its token (expired, or of an ended session). The channel has stopped; only a
   * new token, negotiated with a renewed seat, opens another.
   */
  | { readonly kind: 'ended'; readonly reason: string };

export interface ConnectTableOptions {
  /** The negotiate call's URL: absolute http(s), access token in its query. */
  readonly hubUrl: string;
  readonly tableId: string;
  readonly logger: LiveLogger;
  readonly backoff?: Backoff;
  readonly random?: () => number;
  /** How long a negotiate may go unanswered (NEGOTIATE_TIMEOUT_MS unless a test says). */
  readonly negotiateTimeoutMs?: number;
}

export interface TableChannel {
  /** Hot: what happens after subscribing; completes when the channel stops or ends. */
  readonly signals: Observable<LiveSignal>;
  readonly status: () => LiveStatus;
  readonly isConnected: () => boolean;
  readonly stop: () => Effect.Effect<void>;
}

/** A try that did not get the channel joined; the schedule tries again. */
class NotJoined extends Data.TaggedError('NotJoined')<{ readonly reason: string }> {}
/** The server will not have this connection (see LiveSignal 'ended'): no retry. */
class EndedByServer extends Data.TaggedError('EndedByServer')<{ readonly reason: string }> {}

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
 * One channel's life as an Effect: connect and join, retried on the reconnect schedule; stay
 * until the connection closes; then again, for ever, unless the server ended it. SignalR's own
 * automatic reconnect is not used: every (re)connect is a new connection that must JoinTable
 * again, and one schedule for all of them is easier to reason about and to test.
 */
const runChannel = (
  connection: HubConnection,
  options: ConnectTableOptions,
  closes: { next: Deferred.Deferred<Error | undefined> | null },
  setStatus: (status: LiveStatus) => void,
  signal: (signal: LiveSignal) => void,
  finish: () => void,
): Effect.Effect<void> => {
  const { logger, tableId } = options;
  const start = Effect.tryPromise({
    try: () => connection.start(),
    catch: (error) =>
      endedByServer(error)
        ? new EndedByServer({ reason: describe(error) })
        : new NotJoined({ reason: `connect failed: ${describe(error)}` }),
  });
  // A connection outside its group is no use: it is closed, and the next try starts anew.
  const join = Effect.tryPromise({
    try: () => connection.invoke(HubMethod.JoinTable, tableId),
    catch: (error) => new NotJoined({ reason: `JoinTable failed: ${describe(error)}` }),
  }).pipe(Effect.tapError(() => Effect.promise(() => connection.stop().catch(() => undefined))));
  const joined = Effect.andThen(start, join).pipe(
    Effect.tapError((error) =>
      Effect.sync(() =>
        error._tag === 'NotJoined'
          ? logger.warn(`live channel: ${error.reason}`)
          : logger.warn('live channel ended by the server', error.reason),
      ),
    ),
    Effect.retry({
      schedule: reconnectSchedule(options.backoff ?? DEFAULT_BACKOFF, options.random),
      while: (error) => error._tag === 'NotJoined',
    }),
    // The schedule never gives up, so only the server's end comes out of here.
    Effect.catchTag('NotJoined', (error) => Effect.die(error)),
  );
  const closed = Effect.suspend(() => {
    const next = Deferred.makeUnsafe<Error | undefined>();
    closes.next = next;
    return Deferred.await(next);
  });
  const session = (rejoin: boolean) =>
    Effect.gen(function* () {
      yield* joined;
      setStatus('connected');
      if (rejoin) signal({ kind: 'reconnected' });
      const error = yield* closed;
      if (endedByServer(error)) {
        logger.warn('live channel ended by the server', describe(error));
        return yield* new EndedByServer({ reason: describe(error) });
      }
      setStatus('reconnecting');
      logger.warn('live channel lost; reconnecting', describe(error));
    });
  return Effect.gen(function* () {
    yield* session(false);
    for (;;) yield* session(true);
  }).pipe(
    Effect.catchTag('EndedByServer', ({ reason }) =>
      Effect.sync(() => {
        setStatus('stopped');
        signal({ kind: 'ended', reason });
        finish();
      }),
    ),
  );
};

/**
 * Joins the table's live group and keeps it joined until stopped or ended by the server. Nothing
 * here fails at the caller: connect trouble is logged and retried.
 */
export const connectTable = (
  options: ConnectTableOptions,
): Effect.Effect<TableChannel, InvalidHubUrl> =>
  Effect.gen(function* () {
    const url = checkHubUrl(options.hubUrl);
    if (url instanceof InvalidHubUrl) return yield* url;
    const signals = new Subject<LiveSignal>();
    // What happens before anyone listens is kept for the first listener, not lost.
    const early: LiveSignal[] = [];
    let listened = false;
    let status: LiveStatus = 'connecting';
    const isConnected = () => status === 'connected';
    const signal = (next: LiveSignal) => {
      if (!listened) early.push(next);
      else if (!signals.closed) signals.next(next);
    };
    const listen = new Observable<LiveSignal>((subscriber) => {
      if (!listened) {
        listened = true;
        for (const missed of early.splice(0)) subscriber.next(missed);
      }
      return signals.subscribe(subscriber);
    });
    // Nothing brings a stopped channel back: a join that lands after stop() changes nothing.
    const setStatus = (next: LiveStatus) => {
      if (status === 'stopped') return;
      const was = isConnected();
      status = next;
      if (was !== isConnected()) signal({ kind: 'connected', connected: isConnected() });
    };
    const connection = new HubConnectionBuilder()
      .withUrl(url, { timeout: options.negotiateTimeoutMs ?? NEGOTIATE_TIMEOUT_MS })
      .configureLogging(signalrLogger(options.logger))
      .build();
    const closes: { next: Deferred.Deferred<Error | undefined> | null } = { next: null };
    connection.on(RECEIVE_MESSAGE, (raw: unknown) => {
      const message = readLiveMessage(raw);
      if (message === null) options.logger.warn('live channel: malformed message dropped', raw);
      else if (status !== 'stopped') signal({ kind: 'message', message });
    });
    connection.onclose((error) => {
      const waiting = closes.next;
      closes.next = null;
      if (waiting !== null) Deferred.doneUnsafe(waiting, Effect.succeed(error));
    });
    const fiber = yield* Effect.forkDetach(
      runChannel(connection, options, closes, setStatus, signal, () => signals.complete()),
    );
    return {
      signals: listen,
      status: () => status,
      isConnected,
      stop: () =>
        Effect.gen(function* () {
          setStatus('stopped');
          signals.complete();
          yield* Fiber.interrupt(fiber);
          yield* Effect.promise(() => connection.stop().catch(() => undefined));
        }),
    };
  });
