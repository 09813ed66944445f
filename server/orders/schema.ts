import { Schema } from 'effect';
import { CartVersion, LineInput } from '../cart/schema.ts';
import { IdInput } from '../http/validate.ts';

const OptionalText = (maximum: number) =>
  Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(maximum))));

/**
 * POST /api/member/order and /api/merchant/order/preview. The lines are only checked against the
 * table's cart; memberId, tableName and orderCoupons are accepted and ignored (the server knows
 * them better).
 */
export const OrderBody = Schema.Struct({
  cartRowVersion: CartVersion,
  tableId: Schema.optionalKey(Schema.NullOr(IdInput)),
  orderCode: OptionalText(32),
  userCouponIds: Schema.optionalKey(
    Schema.NullOr(Schema.Array(IdInput).check(Schema.isMaxLength(10))),
  ),
  extraInfo: OptionalText(2000),
  orderItems: Schema.Array(LineInput).check(Schema.isMaxLength(200)),
});
export type OrderBody = typeof OrderBody.Type;

const PositiveInt = Schema.String.check(Schema.isPattern(/^[1-9][0-9]{0,5}$/));

export const OrderListQuery = Schema.Struct({
  page: Schema.optionalKey(PositiveInt),
  size: Schema.optionalKey(PositiveInt),
});

export const OrderDetailQuery = Schema.Struct({ orderId: IdInput });
