import { lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '../layout/NotFoundPage.tsx';
import type { PageName } from './route-table.ts';

/**
 * Each page is its own chunk, fetched when its route is first entered: the QR landing's first
 * view carries the frame and that page only.
 */
export const pageComponents = {
  Index: lazyRouteComponent(() => import('../pages/IndexPage.tsx')),
  MerchantHome: lazyRouteComponent(() => import('../pages/MerchantHomePage.tsx')),
  Order: lazyRouteComponent(() => import('../pages/OrderPage.tsx')),
  Search: lazyRouteComponent(() => import('../pages/SearchPage.tsx')),
  SelectGuests: lazyRouteComponent(() => import('../pages/SelectGuestsPage.tsx')),
  OrderPreview: lazyRouteComponent(() => import('../pages/OrderPreviewPage.tsx')),
  OrderList: lazyRouteComponent(() => import('../pages/OrderListPage.tsx')),
  OrderDetail: lazyRouteComponent(() => import('../pages/OrderDetailPage.tsx')),
  Account: lazyRouteComponent(() => import('../pages/AccountPage.tsx')),
  Profile: lazyRouteComponent(() => import('../pages/ProfilePage.tsx')),
  Coupons: lazyRouteComponent(() => import('../pages/CouponsPage.tsx')),
  Login: lazyRouteComponent(() => import('../pages/LoginPage.tsx')),
  Member: lazyRouteComponent(() => import('../pages/MemberPage.tsx')),
  QrLanding: lazyRouteComponent(() => import('../pages/QrLandingPage.tsx')),
  Scan: lazyRouteComponent(() => import('../pages/ScanPage.tsx')),
  ScanResult: lazyRouteComponent(() => import('../pages/ScanResultPage.tsx')),
  // Also every route's not-found fallback, so it is in the first view anyway.
  NotFound: NotFoundPage,
  Simple: lazyRouteComponent(() => import('../pages/SimplePage.tsx')),
} satisfies Record<PageName, unknown>;
