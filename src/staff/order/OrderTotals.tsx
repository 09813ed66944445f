import { useIntl } from 'react-intl';
import type { Order } from '../api/types.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFormat } from '../ui/format.ts';
import { billOf } from './amounts.ts';
import { useMethodText } from './PaymentForm.tsx';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'totals__strong' : undefined}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** The bill by the domain's rules (the diner's order page shows the same figures), and the payments. */
export const OrderTotals = ({ order }: { readonly order: Order }) => {
  const t = useStaffText();
  const { money, time } = useFormat();
  const methodText = useMethodText();
  const intl = useIntl();
  const { totals, paid, due, change } = billOf(order);
  return (
    <section className="panel panel--bill" aria-labelledby="order-totals">
      <h2 id="order-totals">{t('order.bill.title')}</h2>
      <dl className="totals">
        <Row label={t('order.bill.subtotal')} value={money(totals.subtotal)} />
        {totals.discounts > 0 && (
          <Row label={t('order.bill.discounts')} value={money(-totals.discounts)} />
        )}
        {/* Which members' coupons are among the discounts: the diners' order page says so too. */}
        {order.orderCoupons.length > 0 && (
          <Row
            label={t('order.bill.coupons')}
            // Quoted: a name may hold a comma, and the list joins with one.
            value={intl.formatList(
              order.orderCoupons.map(({ name }) => t('order.bill.couponName', { name })),
            )}
          />
        )}
        {totals.charges > 0 && (
          <Row label={t('order.bill.charges')} value={money(totals.charges)} />
        )}
        {totals.taxes > 0 && <Row label={t('order.bill.tax')} value={money(totals.taxes)} />}
        {totals.tips > 0 && <Row label={t('order.bill.serviceTips')} value={money(totals.tips)} />}
        <Row label={t('order.bill.total')} value={money(totals.payable)} strong />
        {/* Dishes paid with points are not in the money: what they took is said beside it. */}
        {order.totalPointAmount > 0 && (
          <Row
            label={t('order.bill.points')}
            value={t('order.line.points', { points: order.totalPointAmount })}
          />
        )}
        <Row label={t('order.bill.paid')} value={money(paid)} />
        {order.paymentsTips > 0 && (
          <Row label={t('order.bill.tips')} value={money(order.paymentsTips)} />
        )}
        {change > 0 && <Row label={t('order.bill.change')} value={money(change)} />}
        <Row label={t('order.bill.due')} value={money(due)} strong />
      </dl>
      {order.payments.length > 0 && (
        <>
          <h3>{t('order.bill.payments')}</h3>
          <ul className="payments">
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {money(payment.amount)} {methodText(payment.method)}
                {payment.tips > 0 &&
                  ` ${t('order.bill.paymentTips', { amount: money(payment.tips) })}`}{' '}
                <span className="muted">{time(payment.createAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
