import { type FormEvent, useState } from 'react';
import { cancelOrder, completeOrder } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { checkReason } from '../forms/amount.ts';
import { money } from '../ui/format.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';
import { leftToPay } from './amounts.ts';

/** Checking out (once paid) or cancelling (only without payments: there are no refunds). */
export const CloseActions = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const due = leftToPay(order);

  const complete = () =>
    act(
      'Complete',
      (rowVersion) => completeOrder(session, order.id, rowVersion),
      (next) => ({ order: next, message: `Order #${next.serial} is completed.` }),
    );

  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    const why = checkReason(reason);
    setError(why.ok ? null : why.error);
    if (!why.ok) return;
    await act(
      'Cancel',
      (rowVersion) => cancelOrder(session, order.id, { reason: why.value, rowVersion }),
      (next) => ({ order: next, message: `Order #${next.serial} is cancelled.` }),
    );
  };

  return (
    <section className="panel" aria-labelledby="order-close">
      <h2 id="order-close">Check out</h2>
      <p className="muted">
        {due > 0
          ? `Take the remaining ${money(due)} before completing the order.`
          : 'Everything is paid: the order can be completed.'}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={due > 0 || busy !== null}
        onClick={() => void complete()}
      >
        Complete order
      </button>
      {order.payments.length > 0 ? (
        <p className="muted">An order with payments cannot be cancelled (no refunds here).</p>
      ) : (
        <form className="stacked" onSubmit={(event) => void cancel(event)} noValidate>
          <TextField
            label="Reason to cancel"
            value={reason}
            onChange={setReason}
            maxLength={200}
            error={error}
          />
          <button type="submit" className="button button--danger" disabled={busy !== null}>
            Cancel order
          </button>
        </form>
      )}
    </section>
  );
};
