/**
 * The POS API origin: the page's own by default (the reference server serves both), or the one
 * named by the worker URL's `api` parameter when a restaurant's POS lives elsewhere. Absolute,
 * because inside a worker nothing resolves relative URLs for fetch or SignalR.
 */
export const apiOrigin = (location: Pick<URL, 'href'>): string => {
  const url = new URL(location.href);
  const named = url.searchParams.get('api');
  return named === null || named === '' ? url.origin : new URL(named).origin;
};
