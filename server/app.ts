import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { AppDeps } from './deps.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler.ts';
import { installReplyCompression } from './http/compress.ts';
import { isTrustedPeer, limitConnectionsPerAddress } from './http/connection-limits.ts';
import { installJson } from './http/json-parser.ts';
import { installNoStore } from './http/no-store.ts';
import { installRequestContext } from './http/request-context.ts';
import { installInputGuard } from './http/text-guard.ts';
import type { LiveHub } from './live/hub.ts';
import { attachHub } from './live-wiring.ts';
import { routeModules } from './routes/index.ts';
import { registerWebApp } from './web/static.ts';

export const MAX_BODY_BYTES = 1_048_576;

/** Fastify's trust: the listed proxies, or the nearest `hops` whoever they are. */
const trustedProxies = (
  trust: readonly string[] | number | undefined,
): false | string[] | ((address: string, hop: number) => boolean) =>
  trust === undefined ? false : typeof trust === 'number' ? (_, hop) => hop < trust : [...trust];

/** The reference POS API: every route of routes/, the envelope, JSON with exact ids. */
export const buildApp = async (deps: AppDeps, hub?: LiveHub): Promise<FastifyInstance> => {
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast only widens the type Fastify infers.
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: MAX_BODY_BYTES,
    // Only the proxies TRUST_PROXY names may say who the diner is (request.ip): server/config.ts.
    trustProxy:
      deps.config.trustProxy === undefined ? false : trustedProxies(deps.config.trustProxy),
    // A request must arrive whole within this (server/http/connection-limits.ts); Node looks
    // every few seconds rather than its default thirty. A live connection, once upgraded, is
    // the hub's and not timed here.
    requestTimeout: deps.config.requestTimeoutMs,
    http: {
      headersTimeout: deps.config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, deps.config.requestTimeoutMs),
    },
    // Ids in URLs are up to 20 digits; anything longer is refused by the routes' own checks.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // One line per request drowns the demo's one-time codes; LOG_REQUESTS=1 turns them back on.
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    // The router's and Node's own refusals (bad percent escapes, over-long paths or headers)
    // answer with the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  limitConnectionsPerAddress(
    app.server,
    deps.config.maxConnectionsPerAddress,
    isTrustedPeer(deps.config.trustProxy),
  );
  installJson(app);
  // First of the request hooks: a request the next ones refuse (a host naming no merchant) still
  // carries it.
  installNoStore(app);
  installRequestContext(app, deps.config);
  installErrorHandling(app);
  installInputGuard(app);
  installReplyCompression(app);
  if (hub) attachHub(app, hub);
  for (const register of routeModules) register(app, deps);
  registerWebApp(app, deps.config.webRoot);
  await app.ready();
  return app;
};
