import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
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
    backplane: config.redisUrl ? createRedisBackplane({ url: config.redisUrl, logger }) : undefined,
    logger,
    tableVersions: (tableIds) => liveStates(db, tableIds),
    merchantVersions: (merchantId) => merchantLiveVersions(db, merchantId),
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
  // Every process's diners while this one serves the table too; else this process's alone.
  presence: (tableId) => Math.max(hub.present(tableId).length, hub.groupSize(tableId)),
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
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
};
