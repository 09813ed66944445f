import { roundMoney, sumMoney, toMoney } from './money.ts';

/**
 * What the order still needs before a coupon with this minimum spend can be used: 0 once the
 * order's money subtotal (every round of it, this one included) reaches the threshold. The
 * server refuses a coupon short of it (server/orders/coupons.ts); the chooser says by how much.
 */
export const couponShortfall = (thresholdAmount: number, orderSubtotal: number): number => {
  const short = toMoney(thresholdAmount).minus(toMoney(orderSubtotal));
  return short.isPositive() && !short.isZero() ? roundMoney(short) : 0;
};

/**
 * The subtotal a coupon's minimum spend is met by when this round is placed: the round's and,
 * when it joins an order already placed, that order's (the server prices coupons on the whole
 * order, earlier rounds included).
 */
export const subtotalWithRound = (round: number, placedOrder: number | null): number =>
  roundMoney(sumMoney([round, placedOrder ?? 0]));
