/**
 * The read-only replies a reload offline shows the last menu from (docs/offline.md): the menu and
 * the merchant it belongs to, in the diner's language; none holds anything personal. The worker
 * keeps each one it has read and checked (`keepingReplies`, from the HTTP client), the service
 * worker answers with them when the network does not.
 */
export const KEPT_REPLY_PATHS: ReadonlySet<string> = new Set([
  '/api/merchant/tiny-merchant',
  '/api/member/merchant/home',
  '/api/member/merchant/products-by-categories',
]);

/** Not tied to a build: the last menu outlives a new version of the app. */
export const KEPT_REPLIES_CACHE = 'tablefold-replies-v1';

/**
 * Where a reply is kept: its URL and the language it was asked in (the `languagecode` header;
 * the URL does not say it), so a diner who switched language offline is not shown the other one.
 */
export const keptReplyKey = (url: string, languagecode: string | null): string => {
  const key = new URL(url);
  if (languagecode !== null) key.searchParams.set('tablefold-languagecode', languagecode);
  return key.href;
};

/** The URL a kept reply's key was made from (`keptReplyKey`), its language left out. */
export const keptReplyUrl = (key: string): string => {
  const url = new URL(key);
  url.searchParams.delete('tablefold-languagecode');
  return url.href;
};

/** A call the HTTP client has read and checked: what it asked, and the reply's text. */
export interface CheckedReply {
  readonly method: string;
  readonly url: string;
  readonly languagecode: string | null;
  readonly text: string;
}

export interface KeptReplies {
  /** The page's own origin: the service worker answers for no other (local server mode). */
  readonly origin: string;
  readonly open: () => Promise<Pick<Cache, 'put'>>;
  /** Told once: a browser that refuses storage refuses every time. */
  readonly onFailure: (error: unknown) => void;
}

/**
 * Keeps the menu replies the worker reads. The service worker only sees the calls of a page it
 * controls, and the first visit's calls come before it is installed: without this, a reload
 * offline shortly after the first visit had no menu to show ("can't be reached"). Only replies
 * the client accepted are kept (a refusal, or a captive portal's page, never replaces the menu).
 */
export const keepingReplies = (replies: KeptReplies): ((reply: CheckedReply) => void) => {
  let failed = false;
  return ({ method, url, languagecode, text }) => {
    const address = new URL(url);
    if (method !== 'GET' || address.origin !== replies.origin) return;
    if (!KEPT_REPLY_PATHS.has(address.pathname)) return;
    const kept = new Response(text, { headers: { 'Content-Type': 'application/json' } });
    replies
      .open()
      .then((cache) => cache.put(keptReplyKey(url, languagecode), kept))
      .catch((error: unknown) => {
        if (!failed) replies.onFailure(error);
        failed = true;
      });
  };
};
