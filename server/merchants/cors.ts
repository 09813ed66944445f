import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { failure } from '../http/envelope.ts';
import { message } from '../http/messages.ts';
import { isOwnHostname, parseAuthority, publicHostnameOf } from './host.ts';

const METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** The §7 headers, the diner's seat, and the two the SignalR client adds to its negotiate call. */
const HEADERS = [
  'Authorization',
  'Guest-Account-Identifier',
  'merchantId',
  'tableId',
  'Table-Seat',
  'languagecode',
  'Content-Type',
  'X-Requested-With',
  'X-SignalR-User-Agent',
].join(', ');
const PREFLIGHT_MAX_AGE_S = '600';

const CORS_PATHS = /^\/(api|images)(\/|$)/;

/**
 * In local mode the web app on localhost calls the merchant's subdomain and back, so those
 * origins are one site to us: localhost, the public host and `{id}.localhost`, on the port this
 * request came in on. Every other origin gets no CORS headers and the browser keeps it out.
 */
export const isAllowedOrigin = (
  origin: string,
  requestHost: string | undefined,
  config: ServerConfig,
): boolean => {
  if (!/^https?:\/\//.test(origin)) return false;
  const from = parseAuthority(origin.replace(/^https?:\/\//, ''));
  const to = parseAuthority(requestHost);
  if (from === null || to === null || from.port !== to.port) return false;
  return isOwnHostname(from.hostname, publicHostnameOf(config.publicUrl));
};

const isPreflight = (request: FastifyRequest): boolean =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

const answerPreflight = (request: FastifyRequest, reply: FastifyReply, allowed: boolean) => {
  if (!allowed) {
    return reply.status(403).send(failure(403, message('forbidden', request.ctx.locale)));
  }
  return reply
    .status(204)
    .header('access-control-allow-methods', METHODS)
    .header('access-control-allow-headers', HEADERS)
    .header('access-control-max-age', PREFLIGHT_MAX_AGE_S)
    .send();
};

export const installCors = (app: FastifyInstance, config: ServerConfig): void => {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !CORS_PATHS.test(request.url)) return;
    reply.header('vary', 'Origin');
    const allowed = isAllowedOrigin(origin, request.headers.host, config);
    if (allowed) reply.header('access-control-allow-origin', origin);
    if (isPreflight(request)) return answerPreflight(request, reply, allowed);
  });
};
