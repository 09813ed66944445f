import { type FormEvent, useId, useState } from 'react';
import { mergeOrder } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { money } from '../ui/format.ts';
import type { ActProps } from './act.ts';
import type { MergedInto } from './OrderPage.tsx';

interface Props extends ActProps {
  readonly onMerged: (target: MergedInto) => void;
}

/** Moves this order's lines onto another table's open order (tables joined, a party moved). */
export const MergeForm = ({ order, act, busy, onMerged }: Props) => {
  const { session, tables } = useStaff();
  const selectId = useId();
  const errorId = useId();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const targets = (tables.tables ?? []).flatMap((table) =>
    table.order !== null && table.order.id !== order.id ? [{ table, order: table.order }] : [],
  );

  if (order.payments.length > 0)
    return (
      <section className="panel" aria-labelledby="order-merge">
        <h2 id="order-merge">Merge</h2>
        <p className="muted">An order with payments cannot be merged into another.</p>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = targets.find((entry) => entry.order.id === target);
    setError(chosen === undefined ? 'Choose the order to merge into.' : null);
    if (chosen === undefined) return;
    await act(
      'Merge',
      (rowVersion) => mergeOrder(session, order.id, { intoOrderId: chosen.order.id, rowVersion }),
      (result) => {
        onMerged({ id: result.order.id, serial: result.order.serial });
        return {
          order: result.merged,
          message: `Merged into order #${result.order.serial} at ${chosen.table.name}.`,
        };
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="order-merge">
      <h2 id="order-merge">Merge into another order</h2>
      {targets.length === 0 ? (
        <p className="muted">No other table has an open order.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor={selectId}>Merge into</label>
            <select
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">Choose an order…</option>
              {targets.map(({ table, order: other }) => (
                <option key={other.id} value={other.id}>
                  {table.name}: order #{other.serial} ({money(other.payable)})
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
            Merge this order
          </button>
        </form>
      )}
    </section>
  );
};
