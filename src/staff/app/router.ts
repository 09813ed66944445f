import { useSyncExternalStore } from 'react';

/**
 * The console's few pages, under /staff (the server answers staff.html for all of them):
 * history.pushState and popstate, no router library.
 */
export type Route =
  | { readonly page: 'tables' }
  | { readonly page: 'order'; readonly orderId: string }
  | { readonly page: 'menu' }
  | { readonly page: 'settings' }
  | { readonly page: 'qr' }
  | { readonly page: 'notFound' };

export const BASE = '/staff';

export const hrefOf = (route: Route): string => {
  switch (route.page) {
    case 'order':
      return `${BASE}/orders/${encodeURIComponent(route.orderId)}`;
    case 'tables':
    case 'notFound':
      return BASE;
    default:
      return `${BASE}/${route.page}`;
  }
};

export const routeOf = (pathname: string): Route => {
  const path = pathname.replace(/\/+$/, '');
  if (path === BASE || path === '') return { page: 'tables' };
  const order = /^\/staff\/orders\/([0-9]{1,20})$/.exec(path);
  if (order?.[1] !== undefined) return { page: 'order', orderId: order[1] };
  if (path === `${BASE}/menu`) return { page: 'menu' };
  if (path === `${BASE}/settings`) return { page: 'settings' };
  if (path === `${BASE}/qr`) return { page: 'qr' };
  return { page: 'notFound' };
};

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

export const navigate = (href: string): void => {
  if (href === window.location.pathname) return;
  history.pushState(null, '', href);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
};

export const usePathname = (): string =>
  useSyncExternalStore(subscribe, () => window.location.pathname);
