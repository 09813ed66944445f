import type { Fetch } from './client.ts';

/**
 * The read-only replies a reload offline shows the last menu from (docs/offline.md): the menu and
 * the merchant it belongs to; none holds anything personal. The worker keeps each one it reads
 * (`keepingReplies`), the service worker answers with them when the network does not.
 */
export const KEPT_REPLY_PATHS: ReadonlySet<string> = new Set([
  '/api/merchant/tiny-merchant',
  '/api/member/merchant/home',
  '/api/member/merchant/products-by-categories',
]);

/** Not tied to a build: the last menu outlives a new version of the app. */
export const KEPT_REPLIES_CACHE = 'tablefold-replies-v1';

export interface KeptReplies {
  /** The page's own origin: the service worker answers for no other (local server mode). */
  readonly origin: string;
  readonly open: () => Promise<Pick<Cache, 'put'>>;
  readonly onFailure: (error: unknown) => void;
}

const kept = (url: URL, init: RequestInit | undefined, origin: string): boolean =>
  (init?.method ?? 'GET') === 'GET' && url.origin === origin && KEPT_REPLY_PATHS.has(url.pathname);

/**
 * Keeps the menu replies the worker reads. The service worker only sees the calls of a page it
 * controls, and the first visit's calls come before it is installed: without this, a reload
 * offline shortly after the first visit had no menu to show ("can't be reached").
 */
export const keepingReplies =
  (doFetch: Fetch, replies: KeptReplies): Fetch =>
  async (input, init) => {
    const reply = await doFetch(input, init);
    const url = new URL(input);
    if (reply.ok && kept(url, init, replies.origin)) {
      // Cloned before the caller reads the body; written behind the caller's back.
      const copy = reply.clone();
      replies
        .open()
        .then((cache) => cache.put(url.href, copy))
        .catch(replies.onFailure);
    }
    return reply;
  };
