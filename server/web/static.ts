import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The API, the menu's drawn images and the live hub: never the web app, even for a browser. */
const NOT_THE_APP = /^\/(?:api\/|images\/|live)/;

/** Vite names what it builds under /assets/ by content hash: a new build gets new names. */
const HASHED = /^\/assets\//;
const FOREVER = 'public, max-age=31536000, immutable';
/** The shell names the hashed files: it must be revalidated on every load to pick up a release. */
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

const pathOf = (request: FastifyRequest): string | null => {
  try {
    return decodeURIComponent(request.url.split(/[?#]/, 1)[0] ?? '/');
  } catch {
    return null;
  }
};

/** A regular file inside the web root, or null: "..", encoded or not, cannot climb out. */
const fileIn = (root: string, path: string): string | null => {
  const full = resolve(root, `.${path}`);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile()
      ? full
          .slice(root.length + 1)
          .split(sep)
          .join('/')
      : null;
  } catch {
    return null;
  }
};

/**
 * The service worker (docs/offline.md): revalidated on every check, so a release reaches the
 * browser at its next load, and allowed the whole site as its scope.
 */
const SERVICE_WORKER = 'sw.js';

const send = (reply: FastifyReply, file: string, cache: string) =>
  reply
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .sendFile(file, { cacheControl: false });

/** The staff console's pages: its own entry, staff.html (docs/staff-console.md). */
const STAFF = /^\/staff(?:\/|$)/;
const SHELLS = new Set(['index.html', 'staff.html']);

const servesHtml = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built diner app (dist/web) beside the API. Files of the build are served as they
 * are; any other GET that a browser makes for a page gets index.html (the router is client-side,
 * so /merchant/1001/order exists only there), or staff.html under /staff (the staff console).
 * Both shells are revalidated on every load. Text files, the shells included, go out brotli- or
 * gzip-compressed as the build precompressed them. Without a build, nothing is registered and the
 * API runs alone. Returns whether the app is served.
 */
export const registerWebApp = (app: FastifyInstance, webRoot: string): boolean => {
  const root = resolve(webRoot);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ webRoot: root }, 'no built web app (npm run build:web): serving the API only');
    return false;
  }
  // Only for reply.sendFile; routing stays here so the API's own 404 envelope is untouched.
  // preCompressed: the build's .br or .gz beside a file (tools/build/precompress.ts) is sent
  // when the browser accepts it, the file itself otherwise, each with Vary: Accept-Encoding.
  void app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get('/*', async (request, reply) => {
    const path = pathOf(request);
    if (path === null || NOT_THE_APP.test(path)) return reply.callNotFound();
    const file = fileIn(root, path);
    if (file !== null && SHELLS.has(file)) return send(reply, file, REVALIDATE);
    if (file === SERVICE_WORKER)
      return send(reply.header('service-worker-allowed', '/'), file, REVALIDATE);
    if (file !== null) return send(reply, file, HASHED.test(path) ? FOREVER : SHORT);
    if (!servesHtml(request)) return reply.callNotFound();
    if (STAFF.test(path) && fileIn(root, '/staff.html') !== null)
      return send(reply, 'staff.html', REVALIDATE);
    return send(reply, 'index.html', REVALIDATE);
  });
  return true;
};
