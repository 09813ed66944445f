import type { Order } from '../api/types.ts';
import { money, time } from '../ui/format.ts';
import { billOf } from './amounts.ts';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'totals__strong' : undefined}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** The bill by the domain's rules (the diner's order page shows the same figures), and the payments. */
export const OrderTotals = ({ order }: { readonly order: Order }) => {
  const { totals, paid, due, change } = billOf(order);
  return (
    <section className="panel panel--bill" aria-labelledby="order-totals">
      <h2 id="order-totals">Bill</h2>
      <dl className="totals">
        <Row label="Subtotal" value={money(totals.subtotal)} />
        {totals.discounts > 0 && <Row label="Discounts" value={`−${money(totals.discounts)}`} />}
        {totals.charges > 0 && <Row label="Charges" value={money(totals.charges)} />}
        {totals.taxes > 0 && <Row label="Tax" value={money(totals.taxes)} />}
        {totals.tips > 0 && <Row label="Service tips" value={money(totals.tips)} />}
        <Row label="Total" value={money(totals.payable)} strong />
        <Row label="Paid" value={money(paid)} />
        {order.paymentsTips > 0 && <Row label="Tips" value={money(order.paymentsTips)} />}
        {change > 0 && <Row label="Change due" value={money(change)} />}
        <Row label="Left to pay" value={money(due)} strong />
      </dl>
      {order.payments.length > 0 && (
        <>
          <h3>Payments</h3>
          <ul className="payments">
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {money(payment.amount)} {payment.method}
                {payment.tips > 0 && ` + ${money(payment.tips)} tips`}{' '}
                <span className="muted">{time(payment.createAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
