import type { DomainEvent } from '../event.ts';
import type { MenuProduct } from '../model/menu.ts';
import type { Order } from '../model/order.ts';
import type { CouponState, OrderSummary, RoundPreview, UserCoupon } from '../model/records.ts';

/**
 * The server's records a diner looks through (search, the member's orders and coupons, an
 * order's detail): each ask and its answer are events, so every screen built on them replays in
 * the developer panel (issue 14). An answer to an ask that is no longer the latest is dropped.
 */
export type SearchAsked = DomainEvent<'SearchAsked', { readonly keyword: string }>;
export type SearchAnswered = DomainEvent<
  'SearchAnswered',
  { readonly keyword: string; readonly products: readonly MenuProduct[] }
>;
export type SearchFailed = DomainEvent<'SearchFailed', { readonly keyword: string }>;

export type OrderListAsked = DomainEvent<'OrderListAsked', { readonly page: number }>;
export type OrderListAnswered = DomainEvent<
  'OrderListAnswered',
  { readonly page: number; readonly list: readonly OrderSummary[]; readonly total: number }
>;
export type OrderListFailed = DomainEvent<'OrderListFailed', { readonly page: number }>;

export type OrderDetailAsked = DomainEvent<'OrderDetailAsked', { readonly orderId: string }>;
export type OrderDetailAnswered = DomainEvent<'OrderDetailAnswered', { readonly order: Order }>;
export type OrderDetailFailed = DomainEvent<'OrderDetailFailed', { readonly orderId: string }>;

export type CouponsAsked = DomainEvent<
  'CouponsAsked',
  { readonly state: CouponState; readonly page: number }
>;
export type CouponsAnswered = DomainEvent<
  'CouponsAnswered',
  {
    readonly state: CouponState;
    readonly page: number;
    readonly list: readonly UserCoupon[];
    readonly total: number;
  }
>;
export type CouponsFailed = DomainEvent<
  'CouponsFailed',
  { readonly state: CouponState; readonly page: number }
>;

/** `key` names what was priced (the cart's version, the coupons): the last asked is shown. */
export type PreviewAsked = DomainEvent<'PreviewAsked', { readonly key: string }>;
export type PreviewAnswered = DomainEvent<
  'PreviewAnswered',
  { readonly key: string; readonly preview: RoundPreview }
>;
export type PreviewFailed = DomainEvent<'PreviewFailed', { readonly key: string }>;

export type RecordsEvent =
  | SearchAsked
  | SearchAnswered
  | SearchFailed
  | OrderListAsked
  | OrderListAnswered
  | OrderListFailed
  | OrderDetailAsked
  | OrderDetailAnswered
  | OrderDetailFailed
  | CouponsAsked
  | CouponsAnswered
  | CouponsFailed
  | PreviewAsked
  | PreviewAnswered
  | PreviewFailed;

export const recordsEventTypes = [
  'SearchAsked',
  'SearchAnswered',
  'SearchFailed',
  'OrderListAsked',
  'OrderListAnswered',
  'OrderListFailed',
  'OrderDetailAsked',
  'OrderDetailAnswered',
  'OrderDetailFailed',
  'CouponsAsked',
  'CouponsAnswered',
  'CouponsFailed',
  'PreviewAsked',
  'PreviewAnswered',
  'PreviewFailed',
] as const satisfies readonly RecordsEvent['type'][];
