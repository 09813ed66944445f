import type { RouteMeta } from '../../domain/rules/route-guard.ts';
import type { MessageId } from '../i18n/messages.ts';

/**
 * The headers of spec §2: a title alone ('plain', "header-only"), with a back button, with the
 * avatar at the left, or the order page's own (not fixed, with a search button).
 */
export type HeaderVariant = 'plain' | 'back' | 'avatar' | 'order';

export interface HeaderSpec {
  readonly variant: HeaderVariant;
  readonly title: MessageId;
  /** The language switch at the right (merchant home, select-guests, the menu). */
  readonly language: boolean;
}

export type PageName =
  | 'Index'
  | 'MerchantHome'
  | 'Order'
  | 'Search'
  | 'SelectGuests'
  | 'OrderPreview'
  | 'OrderList'
  | 'OrderDetail'
  | 'Account'
  | 'Profile'
  | 'Coupons'
  | 'Login'
  | 'Member'
  | 'QrLanding'
  | 'Scan'
  | 'ScanResult'
  | 'NotFound'
  | 'Simple';

/** One route of spec §2, before it is made twice (plain and /zh-tw). */
export interface RouteDef {
  /** The bare (en-US) path in the router's syntax; params are `$name`. */
  readonly path: string;
  readonly meta: RouteMeta;
  readonly header: HeaderSpec;
  readonly page: PageName;
}

const other = (requiresLogin = false): RouteMeta => ({
  kind: 'other',
  requiresLogin,
  allowsNoMerchant: false,
});
const noMerchant: RouteMeta = { kind: 'other', requiresLogin: false, allowsNoMerchant: true };
const header = (variant: HeaderVariant, title: MessageId, language = false): HeaderSpec => ({
  variant,
  title,
  language,
});
const M = '/merchant/$merchantId';

/**
 * Spec §2's routes. The spec does not list the login-required ones; these are the pages that
 * show a member's own records (orders, coupons, profile), which a visitor has none of.
 */
export const routeTable: readonly RouteDef[] = [
  {
    path: '/',
    meta: { ...noMerchant, kind: 'root' },
    header: header('plain', 'welcome'),
    page: 'Index',
  },
  {
    path: M,
    meta: { ...other(), kind: 'merchantStart' },
    header: header('plain', 'welcome', true),
    page: 'MerchantHome',
  },
  {
    path: `${M}/order`,
    meta: { ...other(), kind: 'order' },
    header: header('order', 'title.order', true),
    page: 'Order',
  },
  { path: `${M}/search`, meta: other(), header: header('back', 'title.search'), page: 'Search' },
  {
    path: `${M}/select-guests`,
    meta: other(),
    header: header('plain', 'title.selectGuests', true),
    page: 'SelectGuests',
  },
  {
    path: `${M}/order-preview`,
    meta: { ...other(), kind: 'orderPreview' },
    header: header('avatar', 'title.orderPreview'),
    page: 'OrderPreview',
  },
  {
    path: `${M}/order-list`,
    meta: other(true),
    header: header('back', 'title.orderList'),
    page: 'OrderList',
  },
  {
    path: `${M}/order-detail/$orderId`,
    meta: other(),
    header: header('back', 'title.orderDetail'),
    page: 'OrderDetail',
  },
  {
    path: `${M}/account`,
    meta: other(true),
    header: header('back', 'title.account'),
    page: 'Account',
  },
  {
    path: `${M}/account/profile`,
    meta: other(true),
    header: header('back', 'title.profile'),
    page: 'Profile',
  },
  {
    path: `${M}/coupon-available`,
    meta: other(true),
    header: header('back', 'title.couponAvailable'),
    page: 'Coupons',
  },
  {
    path: `${M}/coupon-expired`,
    meta: other(true),
    header: header('back', 'title.couponExpired'),
    page: 'Coupons',
  },
  {
    path: `${M}/coupon-used`,
    meta: other(true),
    header: header('back', 'title.couponUsed'),
    page: 'Coupons',
  },
  { path: `${M}/login`, meta: other(), header: header('back', 'title.login'), page: 'Login' },
  {
    path: `${M}/member`,
    meta: other(true),
    // A member's records, as the account and coupons: a way back without the browser's own.
    header: header('back', 'title.member'),
    page: 'Member',
  },
  {
    path: '/m/$merchantId/q/$qrcodeId',
    meta: { ...other(), kind: 'qrCode' },
    header: header('plain', 'title.qrCode'),
    page: 'QrLanding',
  },
  { path: '/scan', meta: noMerchant, header: header('back', 'title.scan'), page: 'Scan' },
  {
    path: '/scan/result',
    meta: noMerchant,
    header: header('back', 'title.scanResult'),
    page: 'ScanResult',
  },
  {
    path: '/notFound',
    meta: noMerchant,
    header: header('plain', 'title.notFound'),
    page: 'NotFound',
  },
  { path: '/test', meta: noMerchant, header: header('plain', 'title.test'), page: 'Simple' },
  { path: '/home', meta: noMerchant, header: header('plain', 'title.home'), page: 'Simple' },
  { path: '/login', meta: noMerchant, header: header('back', 'title.login'), page: 'Login' },
];

/** "/merchant/$merchantId/order" → "merchant-merchantId-order"; the root is "index". */
export const routeBaseName = (path: string): string =>
  path === '/' ? 'index' : path.slice(1).replaceAll('$', '').replaceAll('/', '-');
