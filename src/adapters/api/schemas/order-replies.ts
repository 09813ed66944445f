import { Schema } from 'effect';
import type { OrderSummary } from '../../../domain/model/records.ts';
import { Id, amount, pageOf, text } from '../../../domain/model/schemas/fields.ts';
import { OrderSchema } from '../../../domain/model/schemas/order.ts';
import { OrderSummarySchema } from '../../../domain/model/schemas/records.ts';

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
