import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { isStorableId } from '../merchants/ids.ts';
import { hostMerchantId } from '../merchants/scope.ts';
import { notFound } from './api-error.ts';
import { type RequestContext, readContext } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/**
 * Who is asking, from the §7 headers and the host. A local-mode merchant's subdomain
 * (`{id}.localhost`) stands for that merchant's own in-store server, so it names the merchant as
 * the merchantId header does: every merchant check (a member's or staff token, a table, the
 * menu) then holds on it too, and a header naming another merchant is one this server does not
 * know.
 */
export const installRequestContext = (app: FastifyInstance, config: ServerConfig): void => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const said = readContext(request.headers);
    request.ctx = said;
    const hostId = hostMerchantId(request, config);
    if (hostId === null) return;
    // `02002` or 20 digits past bigint name no merchant there could be (and the query would fail).
    if (!isStorableId(hostId)) throw notFound('merchantNotFound');
    if (said.merchantId !== null && said.merchantId !== hostId) throw notFound('merchantNotFound');
    request.ctx = { ...said, merchantId: hostId };
  });
};
