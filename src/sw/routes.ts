import { KEPT_REPLIES_CACHE, KEPT_REPLY_PATHS } from '../adapters/http/kept-replies.ts';

/**
 * Which cache answers a request (docs/offline.md). Pure, so it is tested without a worker:
 * the service worker (service-worker.ts) only carries the decision out.
 */
export type Strategy =
  /** The page itself: the network first, the shell this worker cached when offline. */
  | 'navigation'
  /** A hashed build file: never changes, so the cache first. */
  | 'asset'
  /**
   * The menu and the merchant it belongs to: the network first, the last reply the app's worker
   * kept when offline (it keeps each one it reads, those of a first visit this worker never saw).
   */
  | 'lastReply'
  /** A dish's picture: the cache at once, refreshed behind (stale-while-revalidate), bounded. */
  | 'image'
  /** Anything else (the cart, orders, the member, the live hub, writes): never cached. */
  | 'network';

export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly url: URL;
  /** The service worker's own origin: anything else is left to the browser. */
  readonly origin: string;
}

export const strategyFor = ({ method, mode, url, origin }: RequestFacts): Strategy => {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (mode === 'navigate') return path.startsWith('/staff') ? 'network' : 'navigation';
  if (path.startsWith('/assets/')) return 'asset';
  if (KEPT_REPLY_PATHS.has(path)) return 'lastReply';
  if (path.startsWith('/images/')) return 'image';
  return 'network';
};

/** How many pictures the image cache keeps: a menu's worth, not the whole catalogue's. */
export const IMAGE_LIMIT = 150;

/** The cache names of one build: only the shell's carries the build, the others outlive it. */
export const cacheNames = (build: string) => ({
  shell: `tablefold-shell-${build}`,
  replies: KEPT_REPLIES_CACHE,
  images: 'tablefold-images-v1',
});
