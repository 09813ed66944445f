import type { LineView } from '../../domain/cart/line-views.ts';
import { lineChoices } from '../../domain/menu/line-choices.ts';
import type { MenuIndex } from '../../domain/menu/menu-index.ts';
import type { AuthorLabel } from '../../domain/order/line-authors.ts';
import type { OrderItem } from '../api/types.ts';
import { money, time } from '../ui/format.ts';
import type { ActProps } from './act.ts';
import { gramsOf, isOpen, isWeighed, isWeightEstimated } from './amounts.ts';
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

/** What a diner chose with the dish, as the kitchen must cook it. */
const LineChoices = ({
  choices,
  unnamed,
}: {
  readonly choices: readonly string[];
  readonly unnamed: number;
}) =>
  choices.length === 0 && unnamed === 0 ? null : (
    <p className="line__choices">
      {choices.join(' · ')}
      {unnamed > 0 &&
        `${choices.length > 0 ? ' · ' : ''}${unnamed} more not on today’s menu (see the POS)`}
    </p>
  );

const authorText = (author: AuthorLabel): string =>
  author.kind === 'named' ? author.name : `Guest ${author.number}`;

export interface TicketLineProps extends ActProps {
  readonly view: LineView;
  readonly menu: { readonly index: MenuIndex; readonly loaded: boolean };
  readonly author: AuthorLabel | null;
  /** The line's void form is open. */
  readonly voiding: boolean;
  readonly onVoiding: (open: boolean) => void;
  readonly onSend: (itemId: string) => void;
}

/** One line as the kitchen reads it: dish, choices, weight, note, who added it, where it stands. */
export const TicketLine = (props: TicketLineProps) => {
  const { view, menu, author, voiding, onVoiding, onSend, order, act, busy } = props;
  const line = view.item;
  const voided = view.fullyVoided;
  const { name, choices, unnamed } = lineChoices(line, menu.index, 'en-US');
  const editable = isOpen(order) && line.quantity > 0;
  return (
    <li
      className={`line${voided ? ' line--voided' : ''}${line.waitToSend > 0 ? ' line--new' : ''}`}
    >
      <div className="line__row">
        <p className="line__name">
          <span className="line__count">{voided ? line.qtyVoid : line.quantity} ×</span>{' '}
          {voided ? <s>{name}</s> : name}
          {voided && <span className="visually-hidden"> (voided)</span>}
        </p>
        <p className="line__amount">
          {voided ? <s>{money(view.itemTotal)}</s> : money(view.itemTotal)}
        </p>
      </div>
      <LineChoices choices={menu.loaded ? choices : []} unnamed={menu.loaded ? unnamed : 0} />
      {isWeighed(line) && <LineWeight line={line} />}
      {line.notes && <p className="line__notes">Note: {line.notes}</p>}
      {author !== null && <p className="line__state">Added by {authorText(author)}</p>}
      <LineState line={line} />
      {line.voidReason && <p className="line__void">Void reason: {line.voidReason}</p>}
      {editable && (
        <div className="button-row no-print">
          {line.waitToSend > 0 && (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => onSend(line.id)}
              aria-label={`Send ${name}`}
            >
              Send
            </button>
          )}
          <button
            type="button"
            className="button"
            aria-expanded={voiding}
            onClick={() => onVoiding(!voiding)}
            aria-label={`Void ${name}…`}
          >
            Void…
          </button>
        </div>
      )}
      {editable && isWeighed(line) && (
        // A weight saved elsewhere (polling) starts the field again from it.
        <WeighForm
          key={gramsOf(line)}
          order={order}
          line={line}
          name={name}
          act={act}
          busy={busy}
        />
      )}
      {editable && voiding && (
        <VoidForm
          order={order}
          line={line}
          name={name}
          act={act}
          busy={busy}
          onDone={() => onVoiding(false)}
        />
      )}
    </li>
  );
};
