import { type FormEvent, useState } from 'react';
import { voidItem } from '../api/staff-api.ts';
import type { OrderItem } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { checkInteger, checkReason } from '../forms/amount.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';

interface Props extends ActProps {
  readonly line: OrderItem;
  /** The dish as the console names it (the menu's English name). */
  readonly name: string;
  readonly onDone: () => void;
}

/** Voids some or all of a line, with the reason the kitchen and the bill will show. */
export const VoidForm = ({ order, line, name, act, busy, onDone }: Props) => {
  const { session } = useStaff();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; reason?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = checkInteger(quantity, { min: 1, max: line.quantity, what: 'the quantity' });
    const why = checkReason(reason);
    setErrors({
      quantity: count.ok ? undefined : count.error,
      reason: why.ok ? undefined : why.error,
    });
    if (!count.ok || !why.ok) return;
    const done = await act(
      'Void',
      (rowVersion) =>
        voidItem(session, order.id, line.id, {
          quantity: count.value,
          reason: why.value,
          rowVersion,
        }),
      (next) => ({ order: next, message: `Voided ${count.value} × ${name}.` }),
    );
    if (done) onDone();
  };

  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={`Quantity to void (1 to ${line.quantity})`}
        inputMode="numeric"
        value={quantity}
        onChange={setQuantity}
        error={errors.quantity}
      />
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        maxLength={200}
        error={errors.reason}
        hint="For example: sent back, wrong dish, customer changed their mind."
      />
      <div className="button-row">
        <button type="submit" className="button button--danger" disabled={busy !== null}>
          Void {name}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Keep it
        </button>
      </div>
    </form>
  );
};
