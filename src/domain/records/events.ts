import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable, NoPayload } from '../event.ts';
import { couponStates } from '../model/records.ts';
import { MenuProductSchema } from '../model/schemas/menu.ts';
import { OrderSchema } from '../model/schemas/order.ts';
import { CouponSchema, OrderSummarySchema, RoundPreviewSchema } from '../model/schemas/records.ts';

/*
 * The server's records a diner looks through (search, the member's orders and coupons, an
 * order's detail): each ask and its answer are events, so every screen built on them replays in
 * the developer panel (issue 14). An answer to an ask that is no longer the latest is dropped.
 */

const Keyword = Schema.Struct({ keyword: Schema.String });
const Page = Schema.Struct({ page: Schema.Number });
const OrderId = Schema.Struct({ orderId: Schema.String });
const CouponPage = Schema.Struct({ state: Schema.Literals(couponStates), page: Schema.Number });
/** `key` names what was priced (the cart's version, the coupons): the last asked is shown. */
const PreviewKey = Schema.Struct({ key: Schema.String });

export const SearchAsked = declareEvent('SearchAsked', 1, Keyword);
export type SearchAsked = EventOf<typeof SearchAsked>;

export const SearchAnswered = declareEvent(
  'SearchAnswered',
  1,
  Schema.Struct({ keyword: Schema.String, products: Schema.Array(MenuProductSchema) }),
);
export type SearchAnswered = EventOf<typeof SearchAnswered>;

export const SearchFailed = declareEvent('SearchFailed', 1, Keyword);
export type SearchFailed = EventOf<typeof SearchFailed>;

export const OrderListAsked = declareEvent('OrderListAsked', 1, Page);
export type OrderListAsked = EventOf<typeof OrderListAsked>;

export const OrderListAnswered = declareEvent(
  'OrderListAnswered',
  1,
  Schema.Struct({
    page: Schema.Number,
    list: Schema.Array(OrderSummarySchema),
    total: Schema.Number,
  }),
);
export type OrderListAnswered = EventOf<typeof OrderListAnswered>;

export const OrderListFailed = declareEvent('OrderListFailed', 1, Page);
export type OrderListFailed = EventOf<typeof OrderListFailed>;

export const OrderDetailAsked = declareEvent('OrderDetailAsked', 1, OrderId);
export type OrderDetailAsked = EventOf<typeof OrderDetailAsked>;

export const OrderDetailAnswered = declareEvent(
  'OrderDetailAnswered',
  1,
  Schema.Struct({ order: OrderSchema }),
);
export type OrderDetailAnswered = EventOf<typeof OrderDetailAnswered>;

/** `missing`: the server has no such order for this diner (a wrong link, another table's). */
export const OrderDetailFailed = declareEvent(
  'OrderDetailFailed',
  1,
  Schema.Struct({ orderId: Schema.String, missing: Schema.optionalKey(Schema.Boolean) }),
);
export type OrderDetailFailed = EventOf<typeof OrderDetailFailed>;

export const CouponsAsked = declareEvent('CouponsAsked', 1, CouponPage);
export type CouponsAsked = EventOf<typeof CouponsAsked>;

export const CouponsAnswered = declareEvent(
  'CouponsAnswered',
  1,
  Schema.Struct({
    ...CouponPage.fields,
    list: Schema.Array(CouponSchema),
    total: Schema.Number,
  }),
);
export type CouponsAnswered = EventOf<typeof CouponsAnswered>;

export const CouponsFailed = declareEvent('CouponsFailed', 1, CouponPage);
export type CouponsFailed = EventOf<typeof CouponsFailed>;

export const PreviewAsked = declareEvent('PreviewAsked', 1, PreviewKey);
export type PreviewAsked = EventOf<typeof PreviewAsked>;

export const PreviewAnswered = declareEvent(
  'PreviewAnswered',
  1,
  Schema.Struct({ key: Schema.String, preview: RoundPreviewSchema }),
);
export type PreviewAnswered = EventOf<typeof PreviewAnswered>;

export const PreviewFailed = declareEvent('PreviewFailed', 1, PreviewKey);
export type PreviewFailed = EventOf<typeof PreviewFailed>;

/*
 * What the diner asks of the table: whether the order code they typed is right, that the staff
 * bring it, that someone come over (the bell). Asked and answered as events too, so the order-code
 * popup and the bell replay; the code itself is never logged.
 */
export const OrderCodeCheckAsked = declareEvent('OrderCodeCheckAsked', 1, NoPayload);
export type OrderCodeCheckAsked = EventOf<typeof OrderCodeCheckAsked>;

export const OrderCodeChecked = declareEvent(
  'OrderCodeChecked',
  1,
  Schema.Struct({ valid: Schema.Boolean }),
);
export type OrderCodeChecked = EventOf<typeof OrderCodeChecked>;

export const OrderCodeCheckFailed = declareEvent('OrderCodeCheckFailed', 1, NoPayload);
export type OrderCodeCheckFailed = EventOf<typeof OrderCodeCheckFailed>;

export const OrderCodeAsked = declareEvent('OrderCodeAsked', 1, NoPayload);
export type OrderCodeAsked = EventOf<typeof OrderCodeAsked>;

export const OrderCodeAskSent = declareEvent('OrderCodeAskSent', 1, NoPayload);
export type OrderCodeAskSent = EventOf<typeof OrderCodeAskSent>;

export const OrderCodeAskFailed = declareEvent('OrderCodeAskFailed', 1, NoPayload);
export type OrderCodeAskFailed = EventOf<typeof OrderCodeAskFailed>;

export const StaffCallAsked = declareEvent('StaffCallAsked', 1, NoPayload);
export type StaffCallAsked = EventOf<typeof StaffCallAsked>;

export const StaffCalled = declareEvent('StaffCalled', 1, NoPayload);
export type StaffCalled = EventOf<typeof StaffCalled>;

export const StaffCallFailed = declareEvent('StaffCallFailed', 1, NoPayload);
export type StaffCallFailed = EventOf<typeof StaffCallFailed>;

export const recordsEvents = eventTable({
  SearchAsked,
  SearchAnswered,
  SearchFailed,
  OrderListAsked,
  OrderListAnswered,
  OrderListFailed,
  OrderDetailAsked,
  OrderDetailAnswered,
  OrderDetailFailed,
  CouponsAsked,
  CouponsAnswered,
  CouponsFailed,
  PreviewAsked,
  PreviewAnswered,
  PreviewFailed,
  OrderCodeCheckAsked,
  OrderCodeChecked,
  OrderCodeCheckFailed,
  OrderCodeAsked,
  OrderCodeAskSent,
  OrderCodeAskFailed,
  StaffCallAsked,
  StaffCalled,
  StaffCallFailed,
});
export type RecordsEvent = EventsOf<typeof recordsEvents>;
