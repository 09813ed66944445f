import { type FormEvent, useId, useState } from 'react';
import { takePayment } from '../api/staff-api.ts';
import type { Order } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { checkMoney, useCheckText } from '../forms/amount.ts';
import type { StaffMessage, StaffMessageId } from '../i18n/catalogues.ts';
import { type StaffText, useStaffText } from '../i18n/use-staff-text.ts';
import { type StaffFormat, useFormat } from '../ui/format.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';
import { leftToPay } from './amounts.ts';

/** The methods the console records, as the API stores them (in English), and their words. */
const METHODS = {
  Cash: 'order.payment.method.cash',
  Card: 'order.payment.method.card',
  Other: 'order.payment.method.other',
} as const satisfies Readonly<Record<string, StaffMessageId>>;
type Method = keyof typeof METHODS;
const METHOD_NAMES = Object.keys(METHODS) as Method[];

/**
 * One of the console's own methods, however another client of the API wrote it ("cash", " CARD"):
 * a zh-TW console showed such a payment's method in English. Null for any other method.
 */
const isMethod = (method: string): method is Method => Object.hasOwn(METHODS, method);

export const knownMethod = (method: string): Method | null =>
  METHOD_NAMES.find((name) => name.toLowerCase() === method.trim().toLowerCase()) ?? null;

/** A payment's method in words: the console's own ones translated, any other as the API has it. */
export const useMethodText = (): ((method: string) => string) => {
  const t = useStaffText();
  return (method) => {
    const known = knownMethod(method);
    return known === null ? method : t(METHODS[known]);
  };
};

const paidMessage = (t: StaffText, { money }: StaffFormat, paid: number, next: Order): string => {
  const left = leftToPay(next);
  if (left > 0) return t('order.payment.partial', { paid: money(paid), left: money(left) });
  return next.paymentsChange > 0
    ? t('order.payment.fullChange', { paid: money(paid), change: money(next.paymentsChange) })
    : t('order.payment.full', { paid: money(paid) });
};

/** Takes a payment, full or partial, with tips on top (tips never count towards the bill). */
export const PaymentForm = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const t = useStaffText();
  const format = useFormat();
  const checkText = useCheckText();
  const due = leftToPay(order);
  // The amount follows what is left to pay (a void or a new round changes it) until typed in.
  const [typed, setTyped] = useState<string | null>(null);
  const amount = typed ?? due.toFixed(2);
  const [tips, setTips] = useState('0');
  const [method, setMethod] = useState<Method>('Cash');
  const [errors, setErrors] = useState<{ amount?: StaffMessage; tips?: StaffMessage }>({});
  const methodId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const paid = checkMoney(amount, { min: 0.01, max: 1_000_000, what: 'forms.what.amount' });
    const tip = checkMoney(tips === '' ? '0' : tips, {
      min: 0,
      max: 100_000,
      what: 'forms.what.tips',
    });
    setErrors({ amount: paid.ok ? undefined : paid.error, tips: tip.ok ? undefined : tip.error });
    if (!paid.ok || !tip.ok) return;
    const done = await act(
      t('order.payment.action'),
      (rowVersion) =>
        takePayment(session, order.id, { amount: paid.value, tips: tip.value, method, rowVersion }),
      (next) => ({ order: next, message: paidMessage(t, format, paid.value, next) }),
    );
    if (done) {
      setTyped(null);
      setTips('0');
    }
  };

  return (
    <section className="panel" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('order.payment.title')}</h2>
      <p className="muted">{t('order.payment.due', { amount: format.money(due) })}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('order.field.amount')}
          inputMode="decimal"
          value={amount}
          onChange={setTyped}
          error={errors.amount && checkText(errors.amount)}
        />
        <TextField
          label={t('order.payment.tips')}
          inputMode="decimal"
          value={tips}
          onChange={setTips}
          error={errors.tips && checkText(errors.tips)}
        />
        <div className="field">
          <label htmlFor={methodId}>{t('order.payment.method')}</label>
          <select
            id={methodId}
            value={method}
            onChange={(event) => {
              if (isMethod(event.target.value)) setMethod(event.target.value);
            }}
          >
            {METHOD_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(METHODS[name])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {t('order.payment.submit')}
        </button>
      </form>
    </section>
  );
};
