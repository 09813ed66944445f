import { type FormEvent, useId, useState } from 'react';
import { mergeOrder } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFormat } from '../ui/format.ts';
import type { ActProps } from './act.ts';
import type { MergedInto } from './OrderPage.tsx';

interface Props extends ActProps {
  readonly onMerged: (target: MergedInto) => void;
}

/** Moves this order's lines onto another table's open order (tables joined, a party moved). */
export const MergeForm = ({ order, act, busy, onMerged }: Props) => {
  const { session, tables } = useStaff();
  const t = useStaffText();
  const { money } = useFormat();
  const selectId = useId();
  const errorId = useId();
  const [target, setTarget] = useState('');
  // Whether the form was sent without a choice; said in words when shown.
  const [unchosen, setUnchosen] = useState(false);
  const error = unchosen ? t('order.merge.choose') : null;
  const targets = (tables.tables ?? []).flatMap((table) =>
    table.order !== null && table.order.id !== order.id ? [{ table, order: table.order }] : [],
  );

  if (order.payments.length > 0)
    return (
      <section className="panel" aria-labelledby="order-merge">
        <h2 id="order-merge">{t('order.merge.action')}</h2>
        <p className="muted">{t('order.merge.paid')}</p>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = targets.find((entry) => entry.order.id === target);
    setUnchosen(chosen === undefined);
    if (chosen === undefined) return;
    await act(
      t('order.merge.action'),
      (rowVersion) => mergeOrder(session, order.id, { intoOrderId: chosen.order.id, rowVersion }),
      (result) => {
        onMerged({ id: result.order.id, serial: result.order.serial });
        return {
          order: result.merged,
          message: t('order.merge.done', {
            serial: result.order.serial,
            table: chosen.table.name,
          }),
        };
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="order-merge">
      <h2 id="order-merge">{t('order.merge.title')}</h2>
      {targets.length === 0 ? (
        <p className="muted">{t('order.merge.noTargets')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor={selectId}>{t('order.merge.into')}</label>
            <select
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">{t('order.merge.placeholder')}</option>
              {targets.map(({ table, order: other }) => (
                <option key={other.id} value={other.id}>
                  {t('order.merge.option', {
                    table: table.name,
                    serial: other.serial,
                    amount: money(other.payable),
                  })}
                </option>
              ))}
            </select>
            {error && (
              <p className="field__error" id={errorId}>
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy !== null}>
            {t('order.merge.submit')}
          </button>
        </form>
      )}
    </section>
  );
};
