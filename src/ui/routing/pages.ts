import { lazyRouteComponent } from '@tanstack/react-router';
import { guardedImport } from '../app/reload-guard.ts';
import type { PageName } from './route-table.ts';

/** Each page's code, fetched as it is: a prefetch (prefetch.ts) that fails only fails. */
export const pageImports = {
  Index: () => import('../pages/IndexPage.tsx'),
  MerchantHome: () => import('../pages/MerchantHomePage.tsx'),
  Order: () => import('../pages/OrderPage.tsx'),
  Search: () => import('../pages/SearchPage.tsx'),
  SelectGuests: () => import('../pages/SelectGuestsPage.tsx'),
  OrderPreview: () => import('../pages/OrderPreviewPage.tsx'),
  OrderList: () => import('../pages/OrderListPage.tsx'),
  OrderDetail: () => import('../pages/OrderDetailPage.tsx'),
  Account: () => import('../pages/AccountPage.tsx'),
  Profile: () => import('../pages/ProfilePage.tsx'),
  Coupons: () => import('../pages/CouponsPage.tsx'),
  Login: () => import('../pages/LoginPage.tsx'),
  Member: () => import('../pages/MemberPage.tsx'),
  QrLanding: () => import('../pages/QrLandingPage.tsx'),
  Scan: () => import('../pages/ScanPage.tsx'),
  ScanResult: () => import('../pages/ScanResultPage.tsx'),
  Simple: () => import('../pages/SimplePage.tsx'),
} satisfies Record<Exclude<PageName, 'NotFound'>, () => Promise<unknown>>;

const page = <T extends Record<'default', unknown>>(load: () => Promise<T>) =>
  lazyRouteComponent(guardedImport(load));

/**
 * Each page is its own chunk, fetched when its route is first entered: the QR landing's first
 * view carries the frame and that page only. A chunk that cannot be fetched (a new release
 * replaced it) reloads the page, once per 10 s; offline, it is asked for again once the network
 * is back (app/reload-guard.ts).
 */
export const pageComponents = {
  Index: page(pageImports.Index),
  MerchantHome: page(pageImports.MerchantHome),
  Order: page(pageImports.Order),
  Search: page(pageImports.Search),
  SelectGuests: page(pageImports.SelectGuests),
  OrderPreview: page(pageImports.OrderPreview),
  OrderList: page(pageImports.OrderList),
  OrderDetail: page(pageImports.OrderDetail),
  Account: page(pageImports.Account),
  Profile: page(pageImports.Profile),
  Coupons: page(pageImports.Coupons),
  Login: page(pageImports.Login),
  Member: page(pageImports.Member),
  QrLanding: page(pageImports.QrLanding),
  Scan: page(pageImports.Scan),
  ScanResult: page(pageImports.ScanResult),
  // Also every route's not-found fallback (tree.ts, router.ts); the first view does without it.
  NotFound: page(() => import('../layout/NotFoundPage.tsx')),
  Simple: page(pageImports.Simple),
} satisfies Record<PageName, unknown>;
