import { type FormEvent, useId, useState } from 'react';
import { takePayment } from '../api/staff-api.ts';
import type { Order } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { checkMoney } from '../forms/amount.ts';
import { money } from '../ui/format.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';
import { leftToPay } from './amounts.ts';

const METHODS = ['Cash', 'Card', 'Other'] as const;

const paidMessage = (paid: number, next: Order): string => {
  const left = leftToPay(next);
  if (left > 0) return `Took ${money(paid)}; ${money(left)} left to pay.`;
  const change = next.paymentsChange > 0 ? `, change ${money(next.paymentsChange)}` : '';
  return `Took ${money(paid)}: paid in full${change}.`;
};

/** Takes a payment, full or partial, with tips on top (tips never count towards the bill). */
export const PaymentForm = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const due = leftToPay(order);
  // The amount follows what is left to pay (a void or a new round changes it) until typed in.
  const [typed, setTyped] = useState<string | null>(null);
  const amount = typed ?? due.toFixed(2);
  const [tips, setTips] = useState('0');
  const [method, setMethod] = useState<string>(METHODS[0]);
  const [errors, setErrors] = useState<{ amount?: string; tips?: string }>({});
  const methodId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paid = checkMoney(amount, { min: 0.01, max: 1_000_000, what: 'the amount' });
    const tip = checkMoney(tips === '' ? '0' : tips, { min: 0, max: 100_000, what: 'tips' });
    setErrors({ amount: paid.ok ? undefined : paid.error, tips: tip.ok ? undefined : tip.error });
    if (!paid.ok || !tip.ok) return;
    const done = await act(
      'Payment',
      (rowVersion) =>
        takePayment(session, order.id, { amount: paid.value, tips: tip.value, method, rowVersion }),
      (next) => ({ order: next, message: paidMessage(paid.value, next) }),
    );
    if (done) {
      setTyped(null);
      setTips('0');
    }
  };

  return (
    <section className="panel" aria-labelledby="order-payment">
      <h2 id="order-payment">Take a payment</h2>
      <p className="muted">Left to pay: {money(due)}. Pay part of it to split the bill.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          value={amount}
          onChange={setTyped}
          error={errors.amount}
        />
        <TextField
          label="Tips ($)"
          inputMode="decimal"
          value={tips}
          onChange={setTips}
          error={errors.tips}
        />
        <div className="field">
          <label htmlFor={methodId}>Method</label>
          <select id={methodId} value={method} onChange={(event) => setMethod(event.target.value)}>
            {METHODS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          Take payment
        </button>
      </form>
    </section>
  );
};
