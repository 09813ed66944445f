import { Schema } from 'effect';
import { orderStatus, paymentStatus, sendStatus } from '../../domain/model/schemas/enums.ts';
import {
  Amount,
  Id,
  amount,
  flag,
  listOf,
  nullable,
  text,
} from '../../domain/model/schemas/fields.ts';
import { dietaryFields } from '../../domain/model/schemas/dietary.ts';
import { MenuCategorySchema, MenuProductSchema } from '../../domain/model/schemas/menu.ts';
import { OrderSchema } from '../../domain/model/schemas/order.ts';
import type {
  MergeResult,
  MerchantInfo,
  ProductAvailability,
  ProductDietary,
  StaffMenuCategory,
  StaffRequest,
  TableView,
  WebSettings,
} from './types.ts';

/*
 * The staff API's replies (docs/api/staff.md), decoded rather than cast: a reply that does not
 * fit is a failure the console shows, never a page that breaks on a missing field. Orders and
 * menus decode with the diner app's own schemas, so both read the POS alike.
 */

export { OrderSchema };

const TableOrderSchema = Schema.Struct({
  id: Id,
  serial: text,
  status: orderStatus,
  paymentStatus: paymentStatus,
  sendStatus: sendStatus,
  rowVersion: Amount,
  subTotalAmount: amount(),
  totalAmount: amount(),
  payable: amount(),
  paymentsTotal: amount(),
  paymentsTips: amount(),
  paymentsChange: amount(),
  lineCount: amount(),
  waitingQuantity: amount(),
  createAt: text,
  updateAt: text,
});

const StaffRequestSchema: Schema.Decoder<StaffRequest> = Schema.Struct({
  id: Id,
  tableId: Id,
  kind: Schema.Literals(['orderCode', 'callStaff']),
  times: Amount,
  firstAskedAt: Schema.String,
  askedAt: Schema.String,
});

export const TableViewSchema: Schema.Decoder<TableView> = Schema.Struct({
  id: Id,
  name: text,
  qrcodeId: Id,
  orderCode: text,
  available: Schema.Boolean,
  dinersPresent: nullable(Amount),
  cart: Schema.Struct({
    rowVersion: amount(),
    lastOperateTime: amount(),
    guests: amount(1),
    orderType: nullable(Schema.Literals(['dineIn', 'toGo'])),
    // A diner's id is the seat's (letters and digits), not a POS id.
    diners: listOf(Schema.Struct({ userId: Schema.String, lineCount: Amount, quantity: Amount })),
  }),
  order: nullable(TableOrderSchema),
  leftOpen: Schema.optionalKey(Schema.Array(TableOrderSchema)),
  requests: Schema.optionalKey(Schema.Array(StaffRequestSchema)),
});

export const TablesSchema = Schema.Array(TableViewSchema);

export const MergeResultSchema: Schema.Decoder<MergeResult> = Schema.Struct({
  order: OrderSchema,
  merged: OrderSchema,
});

export const StaffMenuSchema: Schema.Decoder<readonly StaffMenuCategory[]> = Schema.Array(
  Schema.Struct({
    ...MenuCategorySchema.fields,
    products: listOf(Schema.Struct({ ...MenuProductSchema.fields, offShelf: flag(false) })),
  }),
);

export const ProductDietarySchema: Schema.Decoder<ProductDietary> = Schema.Struct({
  productId: Id,
  ...dietaryFields,
});

export const ProductAvailabilitySchema: Schema.Decoder<ProductAvailability> = Schema.Struct({
  productId: Id,
  soldOut: Schema.Boolean,
  offShelf: Schema.Boolean,
});

export const WebSettingsSchema: Schema.Decoder<WebSettings> = Schema.Struct({
  supportGuest: Schema.Boolean,
  orderCodeRequired: Schema.Boolean,
  themePrimaryColor: text,
  clearCartMinutes: nullable(Amount),
});

export const OrderCodeSchema = Schema.Struct({ tableId: Id, orderCode: Schema.String });
export const QrcodeSchema = Schema.Struct({ tableId: Id, qrcodeId: Id });
export const AvailabilitySchema = Schema.Struct({ tableId: Id, available: Schema.Boolean });
export const AcknowledgedSchema = Schema.Struct({
  id: Id,
  tableId: Id,
  acknowledgedAt: Schema.String,
});
export const LiveUrlSchema = Schema.Struct({ url: Schema.String });
/** A reply whose data the console does not read (a cleared cart): anything goes. */
export const Ignored = Schema.Unknown;

export const MerchantInfoSchema: Schema.Decoder<MerchantInfo> = Schema.Struct({
  id: Id,
  shortName: text,
  serverMode: amount(),
  necessarySettingValues: listOf(Schema.Struct({ templateEnum: Amount, value: text })),
  currency: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/))),
});
