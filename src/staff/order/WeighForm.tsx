import { type FormEvent, useState } from 'react';
import { weighItem } from '../api/staff-api.ts';
import type { OrderItem } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { checkInteger, useCheckText } from '../forms/amount.ts';
import type { StaffMessage } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';
import { gramsOf, WEIGHT_GRAMS } from './amounts.ts';

interface Props extends ActProps {
  readonly line: OrderItem;
  /** The dish as the console names it (the menu's name in the console's language). */
  readonly name: string;
}

/**
 * A weighed dish's weight per piece: the diner's estimate until the staff weigh it and save, then
 * the line is billed by the scale's weight (POST …/items/:itemId/weight).
 */
export const WeighForm = ({ order, line, name, act, busy }: Props) => {
  const { session } = useStaff();
  const t = useStaffText();
  const checkText = useCheckText();
  const [grams, setGrams] = useState(String(Math.round(gramsOf(line))));
  const [error, setError] = useState<StaffMessage | undefined>(undefined);
  const each = line.quantity > 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const weight = checkInteger(grams, { ...WEIGHT_GRAMS, what: 'forms.what.grams' });
    setError(weight.ok ? undefined : weight.error);
    if (!weight.ok) return;
    await act(
      t('order.weigh.action'),
      (rowVersion) => weighItem(session, order.id, line.id, { grams: weight.value, rowVersion }),
      (next) => ({
        order: next,
        // Grams as written ("1250", not "1,250"), as the scale and the field say them.
        message: t(each ? 'order.weigh.doneEach' : 'order.weigh.done', {
          name,
          grams: String(weight.value),
        }),
      }),
    );
  };

  return (
    <form className="inline-form weigh-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t(each ? 'order.weigh.labelEach' : 'order.weigh.label', { name })}
        inputMode="numeric"
        value={grams}
        onChange={setGrams}
        error={error && checkText(error)}
        hint={t('order.weigh.hint', {
          min: String(WEIGHT_GRAMS.min),
          max: String(WEIGHT_GRAMS.max),
        })}
      />
      <div className="button-row">
        <button
          type="submit"
          className="button"
          disabled={busy !== null}
          aria-label={t('order.weigh.saveLabel', { name })}
        >
          {t('order.weigh.action')}
        </button>
      </div>
    </form>
  );
};
