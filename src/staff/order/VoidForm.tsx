import { type FormEvent, useState } from 'react';
import { voidItem } from '../api/staff-api.ts';
import type { OrderItem } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { checkInteger, checkReason, useCheckText } from '../forms/amount.ts';
import type { StaffMessage } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';

interface Props extends ActProps {
  readonly line: OrderItem;
  /** The dish as the console names it (the menu's name in the console's language). */
  readonly name: string;
  readonly onDone: () => void;
}

/** Voids some or all of a line, with the reason the kitchen and the bill will show. */
export const VoidForm = ({ order, line, name, act, busy, onDone }: Props) => {
  const { session } = useStaff();
  const t = useStaffText();
  const checkText = useCheckText();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ quantity?: StaffMessage; reason?: StaffMessage }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = checkInteger(quantity, {
      min: 1,
      max: line.quantity,
      what: 'forms.what.quantity',
    });
    const why = checkReason(reason);
    setErrors({
      quantity: count.ok ? undefined : count.error,
      reason: why.ok ? undefined : why.error,
    });
    if (!count.ok || !why.ok) return;
    const done = await act(
      t('order.void.action'),
      (rowVersion) =>
        voidItem(session, order.id, line.id, {
          quantity: count.value,
          reason: why.value,
          rowVersion,
        }),
      (next) => ({ order: next, message: t('order.void.done', { count: count.value, name }) }),
    );
    if (done) onDone();
  };

  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('order.void.quantity', { max: line.quantity })}
        inputMode="numeric"
        value={quantity}
        onChange={setQuantity}
        error={errors.quantity && checkText(errors.quantity)}
      />
      <TextField
        label={t('order.void.reason')}
        value={reason}
        onChange={setReason}
        maxLength={200}
        error={errors.reason && checkText(errors.reason)}
        hint={t('order.void.hint')}
      />
      <div className="button-row">
        <button type="submit" className="button button--danger" disabled={busy !== null}>
          {t('order.void.submit', { name })}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          {t('order.void.keep')}
        </button>
      </div>
    </form>
  );
};
