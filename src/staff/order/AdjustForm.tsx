import { type FormEvent, useState } from 'react';
import { type AdjustmentBody, addAdjustment } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { type Checked, checkMoney, useCheckText } from '../forms/amount.ts';
import type { StaffMessage, StaffMessageId } from '../i18n/catalogues.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { TextField } from '../ui/TextField.tsx';
import type { ActProps } from './act.ts';

type Category = AdjustmentBody['category'];
type Mode = 'amount' | 'percent';

/** Each kind in words: its name, the button that adds it, and what adding it says. */
const CATEGORY: Readonly<
  Record<Category, { name: StaffMessageId; add: StaffMessageId; added: StaffMessageId }>
> = {
  discount: {
    name: 'order.adjust.discount',
    add: 'order.adjust.addDiscount',
    added: 'order.adjust.discountAdded',
  },
  charge: {
    name: 'order.adjust.charge',
    add: 'order.adjust.addCharge',
    added: 'order.adjust.chargeAdded',
  },
};

const check = (mode: Mode, text: string): Checked<number> =>
  mode === 'amount'
    ? checkMoney(text, { min: 0.01, max: 1_000_000, what: 'forms.what.amount' })
    : checkMoney(text.replace(/%\s*$/, ''), {
        min: 0.01,
        max: 100,
        what: 'forms.what.percentage',
      });

/** A discount or a charge on the whole order, in dollars or as a percentage of the subtotal. */
export const AdjustForm = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const t = useStaffText();
  const checkText = useCheckText();
  const [category, setCategory] = useState<Category>('discount');
  const [mode, setMode] = useState<Mode>('amount');
  const [value, setValue] = useState('');
  const [error, setError] = useState<StaffMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(mode, value);
    setError(checked.ok ? null : checked.error);
    if (!checked.ok) return;
    const words = CATEGORY[category];
    const done = await act(
      t(words.name),
      (rowVersion) =>
        addAdjustment(
          session,
          order.id,
          mode === 'amount'
            ? { category, amount: checked.value, rowVersion }
            : { category, percent: checked.value, rowVersion },
        ),
      (next) => ({ order: next, message: t(words.added) }),
    );
    if (done) setValue('');
  };

  return (
    <section className="panel" aria-labelledby="order-adjust">
      <h2 id="order-adjust">{t('order.adjust.title')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="choice">
          <legend>{t('order.adjust.kind')}</legend>
          {(['discount', 'charge'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="category"
                checked={category === option}
                onChange={() => setCategory(option)}
              />{' '}
              {t(CATEGORY[option].name)}
            </label>
          ))}
        </fieldset>
        <fieldset className="choice">
          <legend>{t('order.adjust.in')}</legend>
          {(['amount', 'percent'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="mode"
                checked={mode === option}
                onChange={() => setMode(option)}
              />{' '}
              {option === 'amount' ? t('order.adjust.dollars') : t('order.adjust.percent')}
            </label>
          ))}
        </fieldset>
        <TextField
          label={mode === 'amount' ? t('order.field.amount') : t('order.adjust.percentField')}
          inputMode="decimal"
          value={value}
          onChange={setValue}
          error={error && checkText(error)}
        />
        <button type="submit" className="button" disabled={busy !== null}>
          {t(CATEGORY[category].add)}
        </button>
      </form>
    </section>
  );
};
