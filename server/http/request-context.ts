import type { FastifyInstance } from 'fastify';
import { type RequestContext, readContext } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export const installRequestContext = (app: FastifyInstance): void => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = readContext(request.headers);
  });
};
