import type { OrderTotals } from '../../domain/pricing/order-totals.ts';
import { Money } from '../i18n/format.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { useIntl } from 'react-intl';
import { useText } from '../i18n/use-text.ts';

const Row = ({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) => (
  <div className={strong ? 'total-row total-row--strong' : 'total-row'}>
    <dt>{label}</dt>
    <dd>
      <Money amount={amount} />
    </dd>
  </div>
);

/** The money of a cart or an order, priced by src/domain; rows that are zero are left out. */
export const Totals = ({
  totals,
  points = 0,
  extra = [],
  beforeCoupon = false,
  coupons = [],
}: {
  readonly totals: OrderTotals;
  readonly points?: number;
  /** Rows only an order has (paid, tips...), shown before the total. */
  readonly extra?: readonly { readonly label: MessageId; readonly amount: number }[];
  /** A coupon is chosen: this total is not what the table pays; the preview's total is. */
  readonly beforeCoupon?: boolean;
  /** The coupons the discounts come from, by name (an order's; a cart has none yet). */
  readonly coupons?: readonly string[];
}) => {
  const t = useText();
  const intl = useIntl();
  return (
    <dl className="totals">
      <Row label={t('totals.subtotal')} amount={totals.subtotal} />
      {totals.discounts === 0 ? null : (
        <Row label={t('totals.discounts')} amount={-totals.discounts} />
      )}
      {/* Which coupons the order used, beside its discounts (staff discounts are among them). */}
      {coupons.length === 0 ? null : (
        <div className="total-row total-row--note">
          <dt>
            {t('totals.couponsUsed', {
              // Quoted: a name may hold a comma ("$5 off, dine in"), and the list joins with one.
              coupons: intl.formatList(coupons.map((name) => t('totals.couponName', { name }))),
            })}
          </dt>
          <dd />
        </div>
      )}
      {totals.charges === 0 ? null : <Row label={t('totals.charges')} amount={totals.charges} />}
      {totals.taxes === 0 ? null : <Row label={t('totals.taxes')} amount={totals.taxes} />}
      {totals.tips === 0 ? null : <Row label={t('totals.tips')} amount={totals.tips} />}
      <Row
        label={t(beforeCoupon ? 'totals.beforeCoupon' : 'order.total')}
        amount={totals.total}
        strong={!beforeCoupon}
      />
      {points === 0 ? null : (
        <div className="total-row">
          <dt>{t('totals.points')}</dt>
          <dd>{t('menu.points', { points })}</dd>
        </div>
      )}
      {extra.map((row) => (
        <Row key={row.label} label={t(row.label)} amount={row.amount} />
      ))}
    </dl>
  );
};
