import type { DietaryFactsOnWire } from '../../domain/model/dietary.ts';
import { type ApiResult, request, type StaffSession } from './client.ts';
import {
  AcknowledgedSchema,
  AvailabilitySchema,
  Ignored,
  MergeResultSchema,
  OrderCodeSchema,
  OrderSchema,
  ProductAvailabilitySchema,
  ProductDietarySchema,
  QrcodeSchema,
  StaffMenuSchema,
  TablesSchema,
  WebSettingsSchema,
} from './schemas.ts';
import type {
  MergeResult,
  Order,
  ProductAvailability,
  ProductDietary,
  StaffMenuCategory,
  TableView,
  WebSettings,
} from './types.ts';

/** The staff API of docs/api/staff.md, one function a call. */
const order = (id: string) => `/api/staff/orders/${encodeURIComponent(id)}`;
const table = (id: string) => `/api/staff/tables/${encodeURIComponent(id)}`;

export const listTables = (s: StaffSession): Promise<ApiResult<readonly TableView[]>> =>
  request(s, 'GET', '/api/staff/tables', TablesSchema);

export const getOrder = (s: StaffSession, id: string): Promise<ApiResult<Order>> =>
  request(s, 'GET', order(id), OrderSchema);

export const sendToKitchen = (
  s: StaffSession,
  id: string,
  body: { itemIds?: string[]; rowVersion: number },
): Promise<ApiResult<Order>> => request(s, 'POST', `${order(id)}/send`, OrderSchema, body);

export const voidItem = (
  s: StaffSession,
  id: string,
  itemId: string,
  body: { quantity: number; reason: string; rowVersion: number },
): Promise<ApiResult<Order>> =>
  request(s, 'POST', `${order(id)}/items/${encodeURIComponent(itemId)}/void`, OrderSchema, body);

/** A weighed line's weight per piece, in whole grams (50 to 5000), as the scale reads it. */
export const weighItem = (
  s: StaffSession,
  id: string,
  itemId: string,
  body: { grams: number; rowVersion: number },
): Promise<ApiResult<Order>> =>
  request(s, 'POST', `${order(id)}/items/${encodeURIComponent(itemId)}/weight`, OrderSchema, body);

export interface AdjustmentBody {
  readonly category: 'discount' | 'charge';
  readonly amount?: number;
  readonly percent?: number;
  readonly rowVersion: number;
}

export const addAdjustment = (
  s: StaffSession,
  id: string,
  body: AdjustmentBody,
): Promise<ApiResult<Order>> => request(s, 'POST', `${order(id)}/adjustments`, OrderSchema, body);

export const takePayment = (
  s: StaffSession,
  id: string,
  body: { amount: number; tips: number; method: string; rowVersion: number },
): Promise<ApiResult<Order>> => request(s, 'POST', `${order(id)}/payments`, OrderSchema, body);

export const completeOrder = (
  s: StaffSession,
  id: string,
  rowVersion: number,
): Promise<ApiResult<Order>> =>
  request(s, 'POST', `${order(id)}/complete`, OrderSchema, { rowVersion });

export const cancelOrder = (
  s: StaffSession,
  id: string,
  body: { reason: string; rowVersion: number },
): Promise<ApiResult<Order>> => request(s, 'POST', `${order(id)}/cancel`, OrderSchema, body);

export const mergeOrder = (
  s: StaffSession,
  id: string,
  body: { intoOrderId: string; rowVersion: number; intoRowVersion?: number },
): Promise<ApiResult<MergeResult>> =>
  request(s, 'POST', `${order(id)}/merge`, MergeResultSchema, body);

export const clearTable = (s: StaffSession, tableId: string): Promise<ApiResult<unknown>> =>
  request(s, 'POST', `${table(tableId)}/clear`, Ignored);

export const rotateOrderCode = (
  s: StaffSession,
  tableId: string,
): Promise<ApiResult<{ tableId: string; orderCode: string }>> =>
  request(s, 'POST', `${table(tableId)}/order-code/rotate`, OrderCodeSchema);

export const replaceQrcode = (
  s: StaffSession,
  tableId: string,
): Promise<ApiResult<{ tableId: string; qrcodeId: string }>> =>
  request(s, 'POST', `${table(tableId)}/qrcode/replace`, QrcodeSchema);

export const setTableAvailable = (
  s: StaffSession,
  tableId: string,
  available: boolean,
): Promise<ApiResult<{ tableId: string; available: boolean }>> =>
  request(s, 'POST', `${table(tableId)}/availability`, AvailabilitySchema, { available });

export const setProductAvailability = (
  s: StaffSession,
  productId: string,
  body: { soldOut?: boolean; offShelf?: boolean },
): Promise<ApiResult<ProductAvailability>> =>
  request(
    s,
    'POST',
    `/api/staff/products/${encodeURIComponent(productId)}/availability`,
    ProductAvailabilitySchema,
    body,
  );

/** Replaces a dish's dietary facts (null: not stated); diners' menus reload. */
export const setProductDietary = (
  s: StaffSession,
  productId: string,
  body: DietaryFactsOnWire,
): Promise<ApiResult<ProductDietary>> =>
  request(
    s,
    'PUT',
    `/api/staff/products/${encodeURIComponent(productId)}/dietary`,
    ProductDietarySchema,
    body,
  );

export interface SettingsBody {
  readonly DineinWebSupportGuest: boolean;
  readonly DineinWebOrderCodeRequired: boolean;
  readonly DineinWebClearTableShoppingCart: number;
  readonly ThemePrimaryColor: string;
}

export const updateSettings = (
  s: StaffSession,
  body: SettingsBody,
): Promise<ApiResult<WebSettings>> =>
  request(s, 'PUT', '/api/staff/settings', WebSettingsSchema, body);

/** The staff dealt with a diner's request; acknowledging it twice keeps the first time. */
export const acknowledgeRequest = (
  s: StaffSession,
  id: string,
): Promise<ApiResult<{ id: string; tableId: string; acknowledgedAt: string }>> =>
  request(
    s,
    'POST',
    `/api/staff/requests/${encodeURIComponent(id)}/acknowledge`,
    AcknowledgedSchema,
    {},
  );

/** Every product of the merchant by category, off the shelf included. */
export const listProducts = (s: StaffSession): Promise<ApiResult<readonly StaffMenuCategory[]>> =>
  request(s, 'GET', '/api/staff/products', StaffMenuSchema);
