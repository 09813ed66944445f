import { Effect, Schema } from 'effect';
import {
  API_TIMEOUT_SHORT_MS,
  ORDER_LIST_FIRST_PAGE,
  ORDER_LIST_PAGE_SIZE,
} from '../../domain/constants.ts';
import type { WebOrderType } from '../../domain/model/enums.ts';
import type { Order, OrderCoupon, OrderItem } from '../../domain/model/order.ts';
import { type ApiCall, call } from './call.ts';
import { Id } from '../../domain/model/schemas/fields.ts';
import {
  type ActiveOrderRef,
  ActiveOrderSchema,
  type OrderPage,
  OrderPageSchema,
  type OrderPreview,
  OrderPreviewSchema,
  PlacedOrderSchema,
} from './schemas/order-replies.ts';
import { OrderSchema } from '../../domain/model/schemas/order.ts';

/** What placing (or previewing) an order sends: the cart's lines and what they are for. */
export interface OrderSubmission {
  readonly cartRowVersion: number;
  readonly tableId: string;
  readonly tableName: string;
  readonly memberId: string;
  readonly orderItems: readonly OrderItem[];
  readonly orderCode: string;
  readonly userCouponIds: readonly string[];
  readonly orderCoupons: readonly OrderCoupon[];
  readonly orderType: WebOrderType;
}

/** extraInfo is JSON text holding the web order type (spec §7). */
const orderBody = (input: OrderSubmission, items: readonly unknown[]) => {
  const { orderType, ...fields } = input;
  return { ...fields, orderItems: items, extraInfo: JSON.stringify({ orderType }) };
};

/**
 * How long a placement waits for its reply. Set on the call rather than left to the client's
 * default, so the worker's wait before it says a placement did not arrive
 * (PLACEMENT_TRUTH_DELAY_MS) is this very number and cannot drift from it.
 */
export const PLACEMENT_TIMEOUT_MS = API_TIMEOUT_SHORT_MS;

/**
 * POST /api/member/order: places the cart as an order, or as a new round of the table's open
 * one. Lines go with their sort and orderId; the reply's data.order is the order.
 */
export const placeOrder = (input: OrderSubmission): ApiCall<Order> =>
  call({
    method: 'POST',
    path: '/api/member/order',
    body: orderBody(input, input.orderItems),
    context: { tableId: input.tableId },
    timeoutMs: PLACEMENT_TIMEOUT_MS,
    data: PlacedOrderSchema,
  }).pipe(Effect.map((reply) => reply.order));

/** POST /api/merchant/order/preview: the same body without sort and with no order code. */
export const previewOrder = (input: OrderSubmission): ApiCall<OrderPreview> =>
  call({
    method: 'POST',
    path: '/api/merchant/order/preview',
    body: orderBody(
      { ...input, orderCode: '' },
      input.orderItems.map(({ sort: _sort, ...item }) => item),
    ),
    context: { tableId: input.tableId },
    data: OrderPreviewSchema,
  });

/** GET api/merchant/order/table-active-order: the table's open order, null when none. */
export const getActiveOrder = (input: { readonly tableId: string }): ApiCall<ActiveOrderRef> =>
  call({
    method: 'GET',
    path: '/api/merchant/order/table-active-order',
    context: { tableId: input.tableId },
    data: ActiveOrderSchema,
  });

/** GET api/merchant/order/has-processing-order: whether the table has an open order. */
export const hasProcessingOrder = (input: { readonly tableId: string }): ApiCall<boolean> =>
  call({
    method: 'GET',
    path: '/api/merchant/order/has-processing-order',
    context: { tableId: input.tableId },
    data: Schema.Boolean,
  });

/** GET /api/merchant/order/table-order-ids: the table's open orders' ids (spec: path not shown). */
export const getTableOrderIds = (input: { readonly tableId: string }): ApiCall<readonly string[]> =>
  call({
    method: 'GET',
    path: '/api/merchant/order/table-order-ids',
    context: { tableId: input.tableId },
    data: Schema.Array(Id),
  });

/** GET /api/merchant/order/member-order-list: page 1 and 15 a page unless asked (spec §9). */
export const getMemberOrders = (
  input: { readonly page?: number; readonly size?: number } = {},
): ApiCall<OrderPage> =>
  call({
    method: 'GET',
    path: '/api/merchant/order/member-order-list',
    query: { page: input.page ?? ORDER_LIST_FIRST_PAGE, size: input.size ?? ORDER_LIST_PAGE_SIZE },
    data: OrderPageSchema,
  });

/** GET api/merchant/order/detailForMember: one order the member placed or the table's open one. */
export const getOrderDetail = (input: { readonly orderId: string }): ApiCall<Order> =>
  call({
    method: 'GET',
    path: '/api/merchant/order/detailForMember',
    query: { orderId: input.orderId },
    data: OrderSchema,
  });
