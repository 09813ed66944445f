import { useState } from 'react';
import { sendToKitchen } from '../api/staff-api.ts';
import type { OrderItem } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { money, time } from '../ui/format.ts';
import type { ActProps } from './act.ts';
import {
  gramsOf,
  isOpen,
  isWeighed,
  isWeightEstimated,
  shownLines,
  waitingQuantity,
} from './amounts.ts';
import { VoidForm } from './VoidForm.tsx';
import { WeighForm } from './WeighForm.tsx';

const LineState = ({ line }: { readonly line: OrderItem }) => {
  const parts: string[] = [];
  if (line.qtySentToKitchen > 0)
    parts.push(`${line.qtySentToKitchen} sent${line.sentAt ? ` at ${time(line.sentAt)}` : ''}`);
  if (line.waitToSend > 0) parts.push(`${line.waitToSend} waiting`);
  if (line.qtyVoid > 0) parts.push(`${line.qtyVoid} voided`);
  return <p className="line__state">{parts.join(' · ')}</p>;
};

/** A weighed line's weight, and whether it is still the diner's estimate. */
const LineWeight = ({ line }: { readonly line: OrderItem }) => {
  const estimated = isWeightEstimated(line);
  return (
    <p className="line__state">
      Weight {gramsOf(line)} g{line.quantity > 1 ? ' each' : ''}{' '}
      <span className={`badge ${estimated ? 'badge--warn' : 'badge--ok'}`}>
        {estimated ? 'estimated' : 'weighed'}
      </span>
    </p>
  );
};

/** The order's lines: what the kitchen has, what waits, what was voided and why. */
export const OrderLines = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const [voiding, setVoiding] = useState<string | null>(null);
  const open = isOpen(order);
  const waiting = waitingQuantity(order);
  const lines = shownLines(order);

  const send = (itemIds?: string[]) =>
    act(
      'Send to kitchen',
      (rowVersion) => sendToKitchen(session, order.id, { itemIds, rowVersion }),
      (next) => ({
        order: next,
        message:
          next.rowVersion === order.rowVersion
            ? 'Nothing was waiting: the kitchen has it all.'
            : 'Sent to the kitchen.',
      }),
    );

  return (
    <section className="panel" aria-labelledby="order-lines">
      <div className="panel__head">
        <h2 id="order-lines">Items</h2>
        {open && (
          <button
            type="button"
            className="button button--primary"
            disabled={waiting === 0 || busy !== null}
            onClick={() => void send()}
          >
            {waiting === 0 ? 'Nothing waiting' : `Send ${waiting} waiting to kitchen`}
          </button>
        )}
      </div>
      {lines.length === 0 && <p className="muted">No items.</p>}
      <ul className="lines">
        {lines.map((line) => {
          const voided = line.quantity === 0;
          return (
            <li key={line.id} className={`line${voided ? ' line--voided' : ''}`}>
              <div className="line__row">
                <p className="line__name">
                  {voided ? <s>{line.menuName}</s> : line.menuName}
                  {voided && <span className="visually-hidden"> (voided)</span>}
                </p>
                <p className="line__qty">
                  {line.quantity} × {money(line.price)}
                </p>
              </div>
              {line.notes && <p className="line__notes">Note: {line.notes}</p>}
              {isWeighed(line) && <LineWeight line={line} />}
              <LineState line={line} />
              {line.voidReason && <p className="line__void">Void reason: {line.voidReason}</p>}
              {open && !voided && (
                <div className="button-row">
                  {line.waitToSend > 0 && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== null}
                      onClick={() => void send([line.id])}
                      aria-label={`Send ${line.menuName}`}
                    >
                      Send
                    </button>
                  )}
                  <button
                    type="button"
                    className="button"
                    aria-expanded={voiding === line.id}
                    onClick={() => setVoiding(voiding === line.id ? null : line.id)}
                    aria-label={`Void ${line.menuName}…`}
                  >
                    Void…
                  </button>
                </div>
              )}
              {open && !voided && isWeighed(line) && (
                // A weight saved elsewhere (polling) starts the field again from it.
                <WeighForm key={gramsOf(line)} order={order} line={line} act={act} busy={busy} />
              )}
              {open && !voided && voiding === line.id && (
                <VoidForm
                  order={order}
                  line={line}
                  act={act}
                  busy={busy}
                  onDone={() => setVoiding(null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
