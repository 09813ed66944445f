import { type IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { merchantOfHost } from './merchants/scope.ts';
import type { ServerConfig } from './config.ts';
import type { LivePublisher } from './deps.ts';
import { createLiveHub, type LiveHub } from './live/hub.ts';
import { liveStates, merchantLiveVersions } from './cart/store.ts';
import type { Database } from './db/database.ts';
import { createRedisBackplane } from './live/redis-backplane.ts';
import { issueLiveToken, verifyLiveToken } from './live/token.ts';

export const HUB_PATH = '/live';
// A diner's hub URL stays valid through a long meal and the client's reconnects.
const TOKEN_LIFETIME_S = 12 * 60 * 60;

export const createHub = (
  config: ServerConfig,
  secret: string,
  db: Database,
  logger: Logger,
): LiveHub =>
  createLiveHub({
    path: HUB_PATH,
    verifyToken: (token) => verifyLiveToken(token, secret),
    hostMerchant: (req) => merchantOfHost(req.headers.host, config),
    backplane: config.redisUrl ? createRedisBackplane({ url: config.redisUrl, logger }) : undefined,
    logger,
    tableVersions: (tableIds) => liveStates(db, tableIds),
    merchantVersions: (merchantId) => merchantLiveVersions(db, merchantId),
    // A console's URL from before its staff token was kept in it ends with its 12 hours.
    staffAccess: async ({ merchantId, staffKey }) =>
      staffKey === undefined ||
      (
        await db.query('select 1 from staff_tokens where token_hash = $1 and merchant_id = $2', [
          staffKey,
          merchantId,
        ])
      ).length > 0,
    tableVersionIntervalMs: config.tableVersionIntervalMs,
    presence: {},
  });

export const publisherFor = (
  hub: LiveHub,
  publicUrl: () => string,
  secret: string,
  clock: () => number,
): LivePublisher => ({
  hubUrlFor: ({ expiresAt, ...claims }) => {
    const exp = Math.min(expiresAt, Math.floor(clock() / 1000) + TOKEN_LIFETIME_S);
    return `${publicUrl()}${HUB_PATH}?access_token=${issueLiveToken({ ...claims, exp }, secret)}`;
  },
  sendToTable: (tableId, message) => hub.sendToTable(tableId, message),
  sendToStaff: (merchantId, message) => hub.sendToStaff(merchantId, message),
  tableSessionEnded: () => void hub.tellTableVersions(),
  presence: (tableId) => hub.dinersAt(tableId),
});

/**
 * Routes the hub's traffic around Fastify: negotiate before any body parsing (the SignalR client
 * posts it with no JSON), and WebSocket upgrades on the same port.
 */
export const attachHub = (app: FastifyInstance, hub: LiveHub): void => {
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    if (path !== hub.negotiatePath) return done();
    reply.hijack();
    hub.handleNegotiate(request.raw, reply.raw);
  });
  app.server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) answerIgnoringUpgrade(app, req, socket);
  });
};

/**
 * An upgrade asked for anywhere but the hub (curl --http2 offers h2c on every call) is ignored,
 * as HTTP lets a server do: the request is answered as the plain HTTP/1.1 request it also is,
 * then the connection closes. Node hands such a request to 'upgrade' only, without a response
 * and without its body, so a call that needs a body is refused as one without it (a 4xx).
 */
const answerIgnoringUpgrade = (app: FastifyInstance, req: IncomingMessage, socket: Duplex) => {
  if (!(socket instanceof Socket)) {
    socket.destroy();
    return;
  }
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket);
  res.on('finish', () => {
    res.detachSocket(socket);
    socket.end();
  });
  app.server.emit('request', req, res);
};
