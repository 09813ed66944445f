import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Logger, pino } from 'pino';
import { WebSocketServer } from 'ws';
import { type CallRate, DEFAULT_CALL_RATE } from './call-budget.ts';
import { HolderBudgets } from './holder-budgets.ts';
import { type Backplane, createMemoryBackplane } from './backplane.ts';
import { type ConnectionSettings, LiveConnection } from './connection.ts';
import { GroupRouter } from './groups.ts';
import { readAccessToken, rejectUpgrade, requestUrl, sendJson, writeCors } from './http.ts';
import {
  createHubMethods,
  encodeLiveMessage,
  groupOf,
  staffGroupOf,
  tableOfGroup,
} from './methods.ts';
import { type PresenceOptions, type PresentDiner, presentAs, TablePresence } from './presence.ts';
import {
  type ReadMerchantVersions,
  STAFF_PRESENCE_CHANGED,
  StaffVersions,
  staffPayload,
} from './staff-feed.ts';
import { completion, type HubMessage, type InvocationMessage, MessageType } from './protocol.ts';
import { Tickets } from './tickets.ts';
import { OpenPerHolder } from './open-per-holder.ts';
import { type ReadTableVersions, SESSION_ENDED, TableVersions } from './table-versions.ts';
import { STAFF_ACCESS_ENDED, StaffAccessCheck, type StaffAccess } from './staff-access.ts';
import type { LiveClaims } from './token.ts';
import { POS_BROWSER_ID } from '../../src/domain/model/live-message.ts';

/** The consoles hear of a table's diners coming and going at most once this often. */
const PRESENCE_NOTICE_MS = 1_000;

export interface LiveHubOptions {
  /** Hub URL path, e.g. `/live`; negotiate is served at `{path}/negotiate`. */
  readonly path: string;
  readonly verifyToken: (token: string) => LiveClaims | null;
  /**
   * The merchant a request's host names (a local-mode merchant's own server), or null: a token of
   * another merchant opens nothing there, as the API answers 401 (server/http/request-context.ts).
   */
  readonly hostMerchant?: (req: IncomingMessage) => string | null;
  /** How long presence notices to the consoles gather per table (PRESENCE_NOTICE_MS). */
  readonly presenceNoticeMs?: number;
  /** Shares groups with other hub processes; in-process only when absent. close() closes it. */
  readonly backplane?: Backplane;
  readonly logger?: Logger;
  readonly serverId?: string;
  readonly pingIntervalMs?: number;
  readonly clientTimeoutMs?: number;
  readonly handshakeTimeoutMs?: number;
  /** How long a negotiated connection token waits for its socket. */
  readonly negotiateTimeoutMs?: number;
  /** How long close() waits for clients to finish the closing handshake. */
  readonly closeGraceMs?: number;
  /** Hub calls one connection may make (call-budget.ts); DEFAULT_CALL_RATE when absent. */
  readonly callRate?: CallRate;
  /**
   * Reads tables' live versions from the database: the hub then tells each joining diner their
   * table's version, tells everyone every `tableVersionIntervalMs`, and again when the backplane
   * comes back (docs/live-hub.md, "The table feed"). Absent: no table versions are sent.
   */
  readonly tableVersions?: ReadTableVersions;
  readonly tableVersionIntervalMs?: number;
  /** Reads a merchant's table versions for its staff consoles, at the same interval. */
  readonly merchantVersions?: ReadMerchantVersions;
  /**
   * Tells each table who is at it, across every server of the backplane (live/presence.ts,
   * docs/live-hub.md "Presence"). Absent: no presence messages.
   */
  readonly presence?: PresenceOptions;
  /**
   * Whether a console's staff token still stands (live/staff-access.ts): asked at negotiate and
   * every `tableVersionIntervalMs` for the consoles open here. Absent: consoles are not checked.
   */
  readonly staffAccess?: StaffAccess;
}

export interface LiveHub {
  readonly path: string;
  readonly negotiatePath: string;
  handleNegotiate(req: IncomingMessage, res: ServerResponse): void;
  /** False when the request is not for this hub, so the caller can route it elsewhere. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Server-originated message to every member of the table's group, on every server. Resolves
   * once this server's members have it; the backplane publish continues in the background.
   */
  sendToTable(
    tableId: string,
    message: { messageType: string; data: unknown },
    options?: { fromBrowserId?: string },
  ): Promise<void>;
  /** A notice to the merchant's staff consoles, on every server (live/staff-feed.ts). */
  sendToStaff(merchantId: string, message: { messageType: string; data: unknown }): void;
  connectionCount(): number;
  /** Resolves when every backplane publish started so far has gone or been given up. */
  published(): Promise<void>;
  /** Sends every joined diner here their table's version now (what a backplane return does). */
  tellTableVersions(): Promise<void>;
  /** Members connected to this process. */
  groupSize(tableId: string): number;
  /**
   * The diners at the table, each once: on every server while this one serves the table, else
   * this server's own (none). Empty without presence.
   */
  present(tableId: string): PresentDiner[];
  /**
   * How many diners sit at the table across every server, asked of any (the staff floor); this
   * process's connections to the table without presence.
   */
  dinersAt(tableId: string): number;
  close(): Promise<void>;
}

/** `fromBrowserId` of server-originated messages: never a diner's fingerprint. */
export const SERVER_BROWSER_ID = POS_BROWSER_ID;

export const createLiveHub = (options: LiveHubOptions): LiveHub => {
  const logger = options.logger ?? pino({ level: 'silent' });
  const backplane = options.backplane ?? createMemoryBackplane();
  const serverId = options.serverId ?? randomUUID();
  const router = new GroupRouter(serverId, backplane, logger);
  const presence =
    options.presence === undefined
      ? null
      : new TablePresence(router, serverId, logger, options.presence);
  presence?.start();
  const versions =
    options.tableVersions === undefined
      ? null
      : new TableVersions(router, options.tableVersions, logger);
  versions?.start(options.tableVersionIntervalMs ?? 10_000);
  const staffVersions =
    options.merchantVersions === undefined
      ? null
      : new StaffVersions(router, options.merchantVersions, logger);
  staffVersions?.start(options.tableVersionIntervalMs ?? 10_000);
  // Whatever was published while this server was cut off is lost for its diners and consoles.
  backplane.onReconnect?.(() => {
    presence?.resend();
    void versions?.tellEveryone();
    void staffVersions?.tellEveryone();
  });
  /**
   * The merchant's consoles hear that who is at a table changed (the floor's "Diners here"): from
   * the server the diner's connection came or went on, to every server's consoles. At most one
   * notice a table per PRESENCE_NOTICE_MS, sent at its end, so a diner who comes and goes in a
   * loop cannot keep every console reading the floor.
   */
  const presenceNotices = new Map<string, ReturnType<typeof setTimeout>>();
  const presenceChanged = (merchantId: string, tableId: string) => {
    const key = `${merchantId}:${tableId}`;
    if (presenceNotices.has(key)) return;
    const timer = setTimeout(() => {
      presenceNotices.delete(key);
      const payload = staffPayload(STAFF_PRESENCE_CHANGED, { tableId });
      if (payload !== null) router.send(staffGroupOf(merchantId), payload);
    }, options.presenceNoticeMs ?? PRESENCE_NOTICE_MS);
    timer.unref();
    presenceNotices.set(key, timer);
  };
  const methods = createHubMethods(router, {
    logger,
    onJoined: async (tableId, connection) => {
      const changed = presence?.joined(
        tableId,
        connection.id,
        presentAs(connection.claims),
        connection.claims.browserId,
      );
      // A changed list went to the whole table, this connection with it.
      if (changed === true) presenceChanged(connection.claims.merchantId, tableId);
      else presence?.tellOne(tableId, connection);
      await versions?.tellOne(tableId, connection);
    },
    ...(staffVersions === null
      ? {}
      : {
          onStaffJoined: (merchantId, connection) => staffVersions.tellOne(merchantId, connection),
        }),
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const tickets = new Tickets(options.negotiateTimeoutMs ?? 30_000);
  const openPerHolder = new OpenPerHolder();
  const budgets = new HolderBudgets(options.callRate ?? DEFAULT_CALL_RATE, (holder) =>
    openPerHolder.has(holder),
  );
  /** By connection token; 'upgrading' reserves the token while the WebSocket handshake runs. */
  const active = new Map<string, LiveConnection | 'upgrading'>();
  const staffAccess =
    options.staffAccess === undefined
      ? null
      : new StaffAccessCheck(
          options.staffAccess,
          () =>
            [...active.values()].filter(
              (entry): entry is LiveConnection =>
                entry !== 'upgrading' && entry.claims.role === 'staff',
            ),
          logger,
        );
  staffAccess?.start(options.tableVersionIntervalMs ?? 10_000);
  let closed = false;

  const invoke = async (connection: LiveConnection, message: InvocationMessage): Promise<void> => {
    const method = methods.get(message.target);
    let error: string | undefined;
    if (method === undefined) error = `Unknown hub method '${message.target}'.`;
    else if (message.streamIds !== undefined) error = 'Streaming is not supported.';
    else if (closed) error = 'The server is shutting down.';
    else {
      try {
        error = await method(connection, message.arguments);
      } catch (cause) {
        logger.error({ err: cause, target: message.target }, 'live: hub method failed');
        error = `An unexpected error occurred invoking '${message.target}' on the server.`;
      }
    }
    // Without an id the caller asked for no reply, errors included (HubProtocol.md).
    if (message.invocationId !== undefined) {
      connection.send(completion(message.invocationId, error));
    }
  };

  const onMessage = (connection: LiveConnection, message: HubMessage): void => {
    if (message.type === MessageType.Invocation) void invoke(connection, message);
    else if (message.type === MessageType.StreamInvocation) {
      connection.send(completion(message.invocationId, 'Streaming is not supported.'));
    }
    // Pings only reset the timeout; completions, stream items, cancels and acks have no use here.
  };

  const settings: ConnectionSettings = {
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
    maxReceiveBytes: 128 * 1024,
    maxBufferedBytes: 1024 * 1024,
    budgetFor: (claims, now) => budgets.budgetFor(claims, now),
    logger,
    onMessage,
    onClosed: (connection) => {
      if (connection.group === null) return;
      const tableId = tableOfGroup(connection.group);
      if (tableId !== null && presence?.left(tableId, connection.id))
        presenceChanged(connection.claims.merchantId, tableId);
      router.remove(connection.group, connection).catch((error: unknown) => {
        logger.warn({ err: error, group: connection.group }, 'live: unsubscribe failed');
      });
    },
  };

  // One timer for every connection's keep-alive and timeouts (connection.ts keepAlive), a few
  // times per the shortest of them, so each fires at most a fraction of its interval late.
  const keepAliveEveryMs = Math.min(
    1000,
    Math.max(
      10,
      Math.min(settings.pingIntervalMs, settings.clientTimeoutMs, settings.handshakeTimeoutMs) / 4,
    ),
  );
  const keepAlive = setInterval(() => {
    const now = Date.now();
    for (const connection of active.values())
      if (connection !== 'upgrading') connection.keepAlive(now);
  }, keepAliveEveryMs);
  keepAlive.unref();

  const handleNegotiate = (req: IncomingMessage, res: ServerResponse): void => {
    writeCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    req.resume();
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST.' });
    if (closed) return sendJson(res, 503, { error: 'The server is shutting down.' });
    const url = requestUrl(req);
    const token = url === null ? null : readAccessToken(req, url);
    let claims: LiveClaims | null = null;
    try {
      claims = token === null ? null : options.verifyToken(token);
    } catch (error) {
      logger.warn({ err: error }, 'live: verifyToken threw');
    }
    const hostId = options.hostMerchant?.(req) ?? null;
    if (claims !== null && hostId !== null && hostId !== claims.merchantId) claims = null;
    if (claims === null) return sendJson(res, 401, { error: 'Invalid or expired access token.' });
    const admitted = claims;
    void whyClosed(admitted).then((ended) => {
      if (ended !== null) return sendJson(res, 401, { error: ended });
      const { connectionToken, connectionId } = tickets.issue(admitted);
      sendJson(res, 200, {
        connectionToken,
        connectionId,
        negotiateVersion: 1,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      });
    });
  };

  /**
   * A token bound to a table session that has ended opens nothing (the seat has ended too), nor
   * does a console's whose staff token was revoked.
   */
  /** Why the token opens nothing now (its words for the client), or null while it may. */
  const whyClosed = async (claims: LiveClaims): Promise<string | null> => {
    if (staffAccess !== null && !(await staffAccess.admits(claims))) return STAFF_ACCESS_ENDED;
    if (claims.epoch === undefined || options.tableVersions === undefined) return null;
    try {
      const state = (await options.tableVersions([claims.tableId])).get(claims.tableId);
      return state !== undefined && state.epoch === claims.epoch ? null : SESSION_ENDED;
    } catch (error) {
      // The database is unreachable: let the diner in; the next table version read ends it.
      logger.warn({ err: error }, 'live: table session not checked');
      return null;
    }
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = requestUrl(req);
    if (url === null || url.pathname !== options.path) return false;
    const token = url.searchParams.get('id');
    if (closed) rejectUpgrade(socket, 503);
    else if (token === null) rejectUpgrade(socket, 400);
    else if (active.has(token)) rejectUpgrade(socket, 409);
    else {
      const ticket = tickets.take(token);
      if (ticket === undefined) {
        rejectUpgrade(socket, 404);
        return true;
      }
      active.set(token, 'upgrading');
      // A failed WebSocket handshake never reaches the callback; free the reservation then.
      socket.once('close', () => {
        if (active.get(token) === 'upgrading') active.delete(token);
      });
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new LiveConnection(ws, ticket.connectionId, ticket.claims, settings);
        active.set(token, connection);
        ws.once('close', () => {
          active.delete(token);
          openPerHolder.closed(connection);
        });
        openPerHolder.opened(connection)?.cutOff('Too many connections for one seat.');
        logger.debug({ connectionId: ticket.connectionId }, 'live: connected');
      });
    }
    return true;
  };

  return {
    path: options.path,
    negotiatePath: `${options.path}/negotiate`,
    handleNegotiate,
    handleUpgrade,
    sendToTable: async (tableId, message, sendOptions) => {
      const encoded = encodeLiveMessage({
        fromBrowserId: sendOptions?.fromBrowserId ?? SERVER_BROWSER_ID,
        messageType: message.messageType,
        data: message.data,
      });
      if (!encoded.ok) throw new Error(encoded.error);
      router.send(groupOf(tableId), encoded.payload);
    },
    sendToStaff: (merchantId, message) => {
      const payload = staffPayload(message.messageType, message.data);
      if (payload === null) throw new Error(`staff notice ${message.messageType} too large`);
      router.send(staffGroupOf(merchantId), payload);
    },
    connectionCount: () => [...active.values()].filter((entry) => entry !== 'upgrading').length,
    groupSize: (tableId) => router.size(groupOf(tableId)),
    present: (tableId) => presence?.list(tableId) ?? [],
    dinersAt: (tableId) => presence?.dinersAt(tableId) ?? router.size(groupOf(tableId)),
    published: () => router.flushed(),
    tellTableVersions: async () => {
      await versions?.tellEveryone();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(keepAlive);
      for (const timer of presenceNotices.values()) clearTimeout(timer);
      presenceNotices.clear();
      presence?.stop();
      versions?.stop();
      staffVersions?.stop();
      staffAccess?.stop();
      tickets.clear();
      const connections = [...active.values()].filter((entry) => entry !== 'upgrading');
      await Promise.all(connections.map((c) => c.shutdown(options.closeGraceMs ?? 1000)));
      await router.close();
      wss.close();
      await backplane.close();
    },
  };
};
