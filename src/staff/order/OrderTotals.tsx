import type { Order } from '../api/types.ts';
import { money, time } from '../ui/format.ts';
import { leftToPay, payableOf } from './amounts.ts';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'totals__strong' : undefined}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** The bill as the server worked it out, and the payments taken against it. */
export const OrderTotals = ({ order }: { readonly order: Order }) => (
  <section className="panel" aria-labelledby="order-totals">
    <h2 id="order-totals">Bill</h2>
    <dl className="totals">
      <Row label="Subtotal" value={money(order.subTotalAmount)} />
      {order.totalDiscountAmount > 0 && (
        <Row label="Discounts" value={`−${money(order.totalDiscountAmount)}`} />
      )}
      {order.totalChargeAmount > 0 && (
        <Row label="Charges" value={money(order.totalChargeAmount)} />
      )}
      {order.totalTaxAmount > 0 && <Row label="Tax" value={money(order.totalTaxAmount)} />}
      <Row label="Total" value={money(payableOf(order))} strong />
      <Row label="Paid" value={money(order.paymentsTotal)} />
      {order.paymentsTips > 0 && <Row label="Tips" value={money(order.paymentsTips)} />}
      {order.paymentsChange > 0 && <Row label="Change due" value={money(order.paymentsChange)} />}
      <Row label="Left to pay" value={money(leftToPay(order))} strong />
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
