import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../i18n/use-text.ts';
import { type Coupon, type CouponFormat, couponConditions, couponFigure } from './coupon-terms.ts';

/** The currency of i18n/format.tsx's <Money>: the POS prices in US dollars. */
const CURRENCY = 'USD';

/** Whole amounts without cents ("$5 off"): a coupon's terms are round numbers, read at a glance. */
const useCouponFormat = (): CouponFormat => {
  const intl = useIntl();
  return {
    money: (amount) =>
      intl.formatNumber(amount, {
        style: 'currency',
        currency: CURRENCY,
        ...(Number.isInteger(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
    percent: (value) =>
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 }),
  };
};

export type CouponDateKind = 'validUntil' | 'expiredOn' | 'used';

/**
 * A coupon as the lists and the chooser show it: its figure, name, what it takes off and from
 * when, and its date. The figure is decoration: the conditions say the same in words. A used
 * coupon's date line is `usage` (when, on which order), else just "Used".
 */
export const CouponDetails = ({
  coupon,
  date,
  usage,
}: {
  readonly coupon: Coupon;
  readonly date: CouponDateKind;
  readonly usage?: ReactNode;
}) => {
  const t = useText();
  const intl = useIntl();
  const format = useCouponFormat();
  const figure = couponFigure(coupon, format);
  const until = new Date(coupon.validUntil);
  const dateText = Number.isNaN(until.getTime())
    ? null
    : intl.formatDate(until, { dateStyle: 'medium' });
  return (
    <span className="coupon">
      <span className="coupon__figure" aria-hidden="true">
        {figure}
      </span>
      <span className="coupon__body">
        <span className="coupon__name">{coupon.name}</span>
        <span className="coupon__terms">
          {couponConditions(coupon, format)
            .map((phrase) => t(phrase.id, phrase.values))
            .join(' · ')}
        </span>
        {date === 'used' ? (
          (usage ?? <span className="coupon__date">{t('coupon.used')}</span>)
        ) : dateText === null ? null : (
          <span className="coupon__date">
            {t(date === 'validUntil' ? 'coupon.validUntil' : 'coupon.expiredOn', {
              date: dateText,
            })}
          </span>
        )}
      </span>
    </span>
  );
};
