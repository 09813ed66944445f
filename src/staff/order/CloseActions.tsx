import { type FormEvent, useState } from 'react';
import { cancelOrder, completeOrder } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { checkReason, useCheckText } from '../forms/amount.ts';
import type { StaffMessage } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFormat } from '../ui/format.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';
import { waitingForKitchen } from '../../domain/order/kitchen.ts';
import { leftToPay } from './amounts.ts';

/** Checking out (once paid) or cancelling (only without payments: there are no refunds). */
export const CloseActions = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const t = useStaffText();
  const { money } = useFormat();
  const checkText = useCheckText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<StaffMessage | null>(null);
  const due = leftToPay(order);
  // What the kitchen has not had blocks checkout as the server does (server/staff/close.ts).
  const waiting = waitingForKitchen(order);

  const complete = () =>
    act(
      t('order.complete.action'),
      (rowVersion) => completeOrder(session, order.id, rowVersion),
      (next) => ({ order: next, message: t('order.complete.done', { serial: next.serial }) }),
    );

  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    const why = checkReason(reason);
    setError(why.ok ? null : why.error);
    if (!why.ok) return;
    await act(
      t('order.cancel.action'),
      (rowVersion) => cancelOrder(session, order.id, { reason: why.value, rowVersion }),
      (next) => ({ order: next, message: t('order.cancel.done', { serial: next.serial }) }),
    );
  };

  return (
    <section className="panel" aria-labelledby="order-close">
      <h2 id="order-close">{t('order.close.title')}</h2>
      <p id={`order-close-state-${order.id}`} className="muted">
        {due > 0
          ? t('order.close.remaining', { amount: money(due) })
          : waiting > 0
            ? t('order.close.waiting', { count: waiting })
            : t('order.close.paid')}
      </p>
      <button
        type="button"
        className="button button--primary"
        aria-describedby={`order-close-state-${order.id}`}
        disabled={due > 0 || waiting > 0 || busy !== null}
        onClick={() => void complete()}
      >
        {t('order.complete.submit')}
      </button>
      {order.payments.length > 0 ? (
        <p className="muted">{t('order.cancel.paid')}</p>
      ) : (
        <form className="stacked" onSubmit={(event) => void cancel(event)} noValidate>
          <TextField
            label={t('order.cancel.reason')}
            value={reason}
            onChange={setReason}
            maxLength={200}
            error={error && checkText(error)}
          />
          <button type="submit" className="button button--danger" disabled={busy !== null}>
            {t('order.cancel.submit')}
          </button>
        </form>
      )}
    </section>
  );
};
