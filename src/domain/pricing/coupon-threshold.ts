import { roundMoney, toMoney } from './money.ts';

/**
 * What the order still needs before a coupon with this minimum spend can be used: 0 once the
 * order's money subtotal (every round of it, this one included) reaches the threshold. The
 * server refuses a coupon short of it (server/orders/coupons.ts); the chooser says by how much.
 */
export const couponShortfall = (thresholdAmount: number, orderSubtotal: number): number => {
  const short = toMoney(thresholdAmount).minus(toMoney(orderSubtotal));
  return short.isPositive() && !short.isZero() ? roundMoney(short) : 0;
};
