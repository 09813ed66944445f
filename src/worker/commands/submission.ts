import type { OrderSubmission } from '../../adapters/api/order.ts';
import { WebOrderType } from '../../domain/model/enums.ts';
import type { CartOrder } from '../../domain/model/order.ts';
import type { AppState } from '../../domain/state.ts';
import type { PlaceOrderInput } from '../api.ts';

/** What placing or previewing sends: the confirmed cart's live lines, for this table. */
export const submissionOf = (
  state: AppState,
  cartOrder: CartOrder,
  tableId: string,
  input: PlaceOrderInput,
): OrderSubmission => ({
  cartRowVersion: cartOrder.cartRowVersion,
  tableId,
  tableName: state.session.tableName ?? cartOrder.tableName,
  memberId: state.session.memberId ?? '0',
  orderItems: cartOrder.orderItems.filter((item) => item.quantity > 0),
  orderCode: input.orderCode ?? '',
  userCouponIds: input.userCouponIds ?? [],
  orderCoupons: [],
  orderType: state.session.orderType ?? WebOrderType.DineIn,
});
