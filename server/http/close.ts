import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish when the server stops. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * Stops the HTTP side: no new connections, requests in flight finish, idle keep-alive connections
 * close (Fastify's default). A connection that is neither (one accepted just as the server began
 * to stop, that never sent its request) would hold the close for ever: seen on a loaded machine,
 * a test server still closing 40 s on. After the grace every connection still open is cut.
 */
export const closeApp = async (app: FastifyInstance, graceMs = CLOSE_GRACE_MS): Promise<void> => {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
};
