/// <reference lib="webworker" />
/**
 * The diner app's service worker, served as /sw.js (docs/offline.md). Built by
 * tools/build/service-worker.ts, which bundles this file and writes the build's shell (the
 * files the diner app may load) over `__PRECACHE__` and the build's id over `__BUILD__`.
 */
import { keptReplyKey, keptReplyUrl } from '../adapters/http/kept-replies.ts';
import { cacheNames, IMAGE_LIMIT, strategyFor } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: readonly string[];
declare const __BUILD__: string;

const caches_ = cacheNames(__BUILD__);

self.addEventListener('install', (event) => {
  // No skipWaiting: a page that is open keeps the worker (and the chunks) it started with; a
  // new build takes over once no page of the old one is open. Navigations are network-first,
  // so a page loaded online gets the new build's shell anyway.
  event.waitUntil(
    caches
      .open(caches_.shell)
      .then((cache) =>
        cache.addAll(__PRECACHE__.map((path) => new Request(path, { cache: 'no-cache' }))),
      ),
  );
});

self.addEventListener('activate', (event) => {
  const kept = new Set(Object.values(caches_));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('tablefold-') && !kept.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      // The first install controls the page that registered it, so it works offline at once.
      .then(() => self.clients.claim()),
  );
});

/** The network, else what the cache holds (kept by whoever read it: the install, the app's worker). */
const networkElseKept = async (
  request: Request,
  cacheName: string,
  kept: string | Request,
  orElse: (cache: Cache) => Promise<Response | undefined> = async () => undefined,
) => {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(cacheName);
    const reply = (await cache.match(kept)) ?? (await orElse(cache));
    if (reply !== undefined) return reply;
    throw error;
  }
};

/** The menu in the language asked for, else in the other one: better than none offline. */
const keptInAnyLanguage = (request: Request) => async (cache: Cache) => {
  const url = keptReplyUrl(request.url);
  const key = (await cache.keys()).find((kept) => keptReplyUrl(kept.url) === url);
  return key === undefined ? undefined : cache.match(key);
};

const cacheFirst = async (request: Request) => {
  const cache = await caches.open(caches_.shell);
  const kept = await cache.match(request);
  if (kept !== undefined) return kept;
  const reply = await fetch(request);
  // Hashed names never change: a chunk of a newer build is kept for the next offline load.
  if (reply.ok) await cache.put(request, reply.clone());
  return reply;
};

/** Keeps the newest `limit` entries (Cache keys come back oldest first). */
const trim = async (cache: Cache, limit: number) => {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
};

const staleWhileRevalidate = async (
  request: Request,
  waitUntil: (work: Promise<unknown>) => void,
) => {
  const cache = await caches.open(caches_.images);
  const kept = await cache.match(request);
  const fresh = fetch(request).then(async (reply) => {
    if (reply.ok) {
      await cache.delete(request);
      await cache.put(request, reply.clone());
      await trim(cache, IMAGE_LIMIT);
    }
    return reply;
  });
  if (kept === undefined) return fresh;
  waitUntil(fresh.catch(() => undefined));
  return kept;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({
    method: request.method,
    mode: request.mode,
    url: new URL(request.url),
    origin: self.location.origin,
  });
  switch (strategy) {
    case 'navigation':
      return event.respondWith(networkElseKept(request, caches_.shell, '/index.html'));
    case 'asset':
      return event.respondWith(cacheFirst(request));
    case 'lastReply':
      return event.respondWith(
        networkElseKept(
          request,
          caches_.replies,
          keptReplyKey(request.url, request.headers.get('languagecode')),
          keptInAnyLanguage(request),
        ),
      );
    case 'image':
      return event.respondWith(staleWhileRevalidate(request, (work) => event.waitUntil(work)));
    case 'network':
      return;
  }
});
