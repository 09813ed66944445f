import { ApiError } from '../http/api-error.ts';
import type { MessageId } from '../http/messages.ts';
import { MemberCode } from '../members/errors.ts';

/**
 * The codes this slice answers with. The §8 ones are the spec's; the 40xx ones are the reference
 * POS's own for cases §8 does not name (docs/api/cart-orders.md lists them).
 */
export const CartCode = {
  shoppingCartUpdated: 66666,
  orderSubmitted: 10087,
  pleaseAddItAgainToYourCart: 1997,
  itemOffShelfOrSoldOut: 2025,
  tableUnavailable: 10010,
  guestModeDoesNotSupportPlacingOrders: 10011,
  cartEmpty: 4010,
  orderCodeRequired: 4011,
  orderCodeIncorrect: 4012,
  pointsNeedMember: 4013,
  // Shared with the members slice, which owns coupons and points (docs/api/members.md).
  couponUnavailable: MemberCode.couponUnavailable,
  notEnoughPoints: MemberCode.notEnoughPoints,
} as const;

const conflict =
  (code: number, messageId: MessageId) =>
  (data: unknown = null): ApiError =>
    new ApiError(code, messageId, 409, data);

/** Conflicts carry the table's current cart as data, so the client can reload without a call. */
export const cartUpdated = conflict(CartCode.shoppingCartUpdated, 'shoppingCartUpdated');
export const orderSubmitted = conflict(CartCode.orderSubmitted, 'orderSubmitted');
export const addItAgain = conflict(
  CartCode.pleaseAddItAgainToYourCart,
  'pleaseAddItAgainToYourCart',
);
export const itemUnavailable = conflict(CartCode.itemOffShelfOrSoldOut, 'itemOffShelfOrSoldOut');
export const tableUnavailable = conflict(CartCode.tableUnavailable, 'tableUnavailable');
export const couponUnavailable = conflict(CartCode.couponUnavailable, 'couponUnavailable');
export const notEnoughPoints = conflict(CartCode.notEnoughPoints, 'notEnoughPoints');

export const cartEmpty = (): ApiError => new ApiError(CartCode.cartEmpty, 'cartEmpty', 400);

/** A weighed dish's weight (the diner's estimate, or the staff's) outside 50 g…5 kg. */
export const weightOutOfRange = (): ApiError => new ApiError(400, 'weightOutOfRange', 400);
