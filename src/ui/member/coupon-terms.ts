import { DiscountType } from '../../domain/model/enums.ts';
import type { CouponPage } from '../../worker/api.ts';
import type { MessageId } from '../i18n/messages.ts';

export type Coupon = CouponPage['list'][number];

/** One message and its arguments, turned into text by the view (useText). */
export interface Phrase {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface CouponFormat {
  readonly money: (amount: number) => string;
  /** 10 → "10%". */
  readonly percent: (value: number) => string;
}

type Terms = Pick<
  Coupon,
  'discountType' | 'discountValue' | 'thresholdAmount' | 'maxDiscountAmount'
>;

/** The coupon's worth in a few characters, for the card's large figure: "$5", "10%". */
export const couponFigure = (coupon: Terms, format: CouponFormat): string | null => {
  if (coupon.discountType === DiscountType.Amount) return format.money(coupon.discountValue);
  if (coupon.discountType === DiscountType.Percent) return format.percent(coupon.discountValue);
  return null;
};

/**
 * What the coupon takes off and when (the server's rule, server/coupons/discount.ts): an amount
 * or a percentage, from a threshold (inclusive), a percentage capped by the maximum (0: no cap).
 */
export const couponConditions = (coupon: Terms, format: CouponFormat): Phrase[] => {
  const phrases: Phrase[] = [];
  const figure = couponFigure(coupon, format);
  if (figure !== null && coupon.discountType === DiscountType.Amount)
    phrases.push({ id: 'coupon.amountOff', values: { amount: figure } });
  if (figure !== null && coupon.discountType === DiscountType.Percent)
    phrases.push({ id: 'coupon.percentOff', values: { percent: figure } });
  phrases.push(
    coupon.thresholdAmount > 0
      ? { id: 'coupon.threshold', values: { amount: format.money(coupon.thresholdAmount) } }
      : { id: 'coupon.noThreshold' },
  );
  if (coupon.discountType === DiscountType.Percent && coupon.maxDiscountAmount > 0)
    phrases.push({ id: 'coupon.max', values: { amount: format.money(coupon.maxDiscountAmount) } });
  return phrases;
};
