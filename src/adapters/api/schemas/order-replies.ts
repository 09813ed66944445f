import { Schema } from 'effect';
import type { OrderSummary } from '../../../domain/model/records.ts';
import { orderStatus, paymentStatus } from './enums.ts';
import { Id, amount, pageOf, text } from './fields.ts';
import { OrderSchema } from './order.ts';

/** One row of a member's order list: enough to show it and open its detail. */
export const OrderSummarySchema: Schema.Decoder<OrderSummary> = Schema.Struct({
  id: Id,
  serial: text,
  createAt: text,
  status: orderStatus,
  paymentStatus: paymentStatus,
  totalAmount: amount(),
  totalPointAmount: amount(),
  itemCount: amount(),
  tableId: Id,
  tableName: text,
});
export type { OrderSummary };

export const OrderPageSchema = pageOf(OrderSummarySchema);
export type OrderPage = typeof OrderPageSchema.Type;

/** POST /api/member/order answers data.order (spec §7). */
export const PlacedOrderSchema = Schema.Struct({ order: OrderSchema });

/** POST /api/merchant/order/preview: the order the placement would make, and its points. */
export const OrderPreviewSchema = Schema.Struct({
  order: OrderSchema,
  pointsToSpend: amount(),
  pointsToEarn: amount(),
});
export type OrderPreview = typeof OrderPreviewSchema.Type;

/** GET table-active-order: the table's open order (data.id, code), or null when it has none. */
export const ActiveOrderSchema = Schema.NullOr(Schema.Struct({ id: Id, code: text }));
export type ActiveOrderRef = typeof ActiveOrderSchema.Type;
