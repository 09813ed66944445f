import { type FormEvent, useState } from 'react';
import { weighItem } from '../api/staff-api.ts';
import type { OrderItem } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { checkInteger } from '../forms/amount.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';
import { gramsOf, WEIGHT_GRAMS } from './amounts.ts';

interface Props extends ActProps {
  readonly line: OrderItem;
  /** The dish as the console names it (the menu's English name). */
  readonly name: string;
}

/**
 * A weighed dish's weight per piece: the diner's estimate until the staff weigh it and save, then
 * the line is billed by the scale's weight (POST …/items/:itemId/weight).
 */
export const WeighForm = ({ order, line, name, act, busy }: Props) => {
  const { session } = useStaff();
  const [grams, setGrams] = useState(String(Math.round(gramsOf(line))));
  const [error, setError] = useState<string | undefined>(undefined);
  const each = line.quantity > 1 ? ' each' : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const weight = checkInteger(grams, { ...WEIGHT_GRAMS, what: 'the weight in grams' });
    setError(weight.ok ? undefined : weight.error);
    if (!weight.ok) return;
    await act(
      'Save weight',
      (rowVersion) => weighItem(session, order.id, line.id, { grams: weight.value, rowVersion }),
      (next) => ({ order: next, message: `Weighed ${name}: ${weight.value} g${each}.` }),
    );
  };

  return (
    <form className="inline-form weigh-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={`Weight in grams${each}: ${name}`}
        inputMode="numeric"
        value={grams}
        onChange={setGrams}
        error={error}
        hint={`${WEIGHT_GRAMS.min} to ${WEIGHT_GRAMS.max} g, as the scale reads it.`}
      />
      <div className="button-row">
        <button
          type="submit"
          className="button"
          disabled={busy !== null}
          aria-label={`Save weight of ${name}`}
        >
          Save weight
        </button>
      </div>
    </form>
  );
};
