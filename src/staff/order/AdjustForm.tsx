import { type FormEvent, useState } from 'react';
import { type AdjustmentBody, addAdjustment } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { type Checked, checkMoney } from '../forms/amount.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';

type Category = AdjustmentBody['category'];
type Mode = 'amount' | 'percent';

const check = (mode: Mode, text: string): Checked<number> =>
  mode === 'amount'
    ? checkMoney(text, { min: 0.01, max: 1_000_000, what: 'the amount' })
    : checkMoney(text.replace(/%\s*$/, ''), { min: 0.01, max: 100, what: 'the percentage' });

/** A discount or a charge on the whole order, in dollars or as a percentage of the subtotal. */
export const AdjustForm = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const [category, setCategory] = useState<Category>('discount');
  const [mode, setMode] = useState<Mode>('amount');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(mode, value);
    setError(checked.ok ? null : checked.error);
    if (!checked.ok) return;
    const label = category === 'discount' ? 'Discount' : 'Charge';
    const done = await act(
      label,
      (rowVersion) =>
        addAdjustment(
          session,
          order.id,
          mode === 'amount'
            ? { category, amount: checked.value, rowVersion }
            : { category, percent: checked.value, rowVersion },
        ),
      (next) => ({ order: next, message: `${label} added.` }),
    );
    if (done) setValue('');
  };

  return (
    <section className="panel" aria-labelledby="order-adjust">
      <h2 id="order-adjust">Discount or charge</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="choice">
          <legend>Kind</legend>
          {(['discount', 'charge'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="category"
                checked={category === option}
                onChange={() => setCategory(option)}
              />{' '}
              {option === 'discount' ? 'Discount' : 'Charge'}
            </label>
          ))}
        </fieldset>
        <fieldset className="choice">
          <legend>In</legend>
          {(['amount', 'percent'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="mode"
                checked={mode === option}
                onChange={() => setMode(option)}
              />{' '}
              {option === 'amount' ? 'Dollars' : 'Percent of subtotal'}
            </label>
          ))}
        </fieldset>
        <TextField
          label={mode === 'amount' ? 'Amount ($)' : 'Percent (%)'}
          inputMode="decimal"
          value={value}
          onChange={setValue}
          error={error}
        />
        <button type="submit" className="button" disabled={busy !== null}>
          Add {category}
        </button>
      </form>
    </section>
  );
};
