import type { FastifyInstance } from 'fastify';

/**
 * Every API reply is personal or live unless its route says otherwise: a member and their token,
 * a seat token, the table's cart, the staff's order codes. None may be kept by a shared cache or
 * the browser's disk cache (a stranger's probe, 2026-11-29, found them without Cache-Control).
 * A route under /api/ that may be cached sets its own header, which replaces this one (the menu's
 * pictures are served under /images/, with their own). The service worker's last menu is kept by
 * the Cache API, which does not read this header.
 */
export const installNoStore = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
};
