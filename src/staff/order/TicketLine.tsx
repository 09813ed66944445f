import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { LineView } from '../../domain/cart/line-views.ts';
import { lineChoices } from '../../domain/menu/line-choices.ts';
import type { MenuIndex } from '../../domain/menu/menu-index.ts';
import type { AuthorLabel } from '../../domain/order/line-authors.ts';
import { normaliseLocale } from '../../domain/rules/locale.ts';
import type { OrderItem } from '../api/types.ts';
import { type StaffText, useStaffText } from '../i18n/use-staff-text.ts';
import { useFormat } from '../ui/format.ts';
import type { ActProps } from './act.ts';
import { pointsTotal } from '../../domain/pricing/points.ts';
import { isWeightEstimated } from '../../domain/pricing/weight.ts';
import { gramsOf, isOpen, isWeighed } from './amounts.ts';
import { VoidForm } from './VoidForm.tsx';
import { WeighForm } from './WeighForm.tsx';

/** Sent, waiting and voided units; a closed order's units wait for nothing. */
const LineState = ({ line, open }: { readonly line: OrderItem; readonly open: boolean }) => {
  const t = useStaffText();
  const { time } = useFormat();
  const parts: string[] = [];
  if (line.qtySentToKitchen > 0)
    parts.push(
      line.sentAt
        ? t('order.line.sentAt', { count: line.qtySentToKitchen, time: time(line.sentAt) })
        : t('order.line.sent', { count: line.qtySentToKitchen }),
    );
  if (open && line.waitToSend > 0) parts.push(t('order.line.waiting', { count: line.waitToSend }));
  if (line.qtyVoid > 0) parts.push(t('order.line.voided', { count: line.qtyVoid }));
  return <p className="line__state">{parts.join(' · ')}</p>;
};

/** A weighed line's weight, and whether it is still the diner's estimate. */
const LineWeight = ({ line }: { readonly line: OrderItem }) => {
  const t = useStaffText();
  const estimated = isWeightEstimated(line);
  // The weight as written ("1250", not "1,250"), as the scale and the field say it.
  const grams = String(gramsOf(line));
  return (
    <p className="line__state">
      {line.quantity > 1
        ? t('order.line.weightEach', { grams })
        : t('order.line.weight', { grams })}{' '}
      <span className={`badge ${estimated ? 'badge--warn' : 'badge--ok'}`}>
        {estimated ? t('order.line.estimated') : t('order.line.weighed')}
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
}) => {
  const t = useStaffText();
  return choices.length === 0 && unnamed === 0 ? null : (
    <p className="line__choices">
      {choices.join(' · ')}
      {unnamed > 0 &&
        `${choices.length > 0 ? ' · ' : ''}${t('order.line.unnamed', { count: unnamed })}`}
    </p>
  );
};

const authorText = (t: StaffText, author: AuthorLabel): string =>
  author.kind === 'named' ? author.name : t('order.line.guest', { number: author.number });

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
  const t = useStaffText();
  const { money } = useFormat();
  // Dishes and choices are named in the console's language, where the menu has it.
  const locale = normaliseLocale(useIntl().locale);
  const line = view.item;
  const voided = view.fullyVoided;
  const { name, choices, unnamed } = lineChoices(line, menu.index, locale);
  const editable = isOpen(order) && line.quantity > 0;
  const points = pointsTotal(line);
  // Two diners' lines of one dish have buttons of one name: who added it tells them apart.
  const authorId = useId();
  const describedBy = author === null ? undefined : authorId;
  return (
    <li
      className={`line${voided ? ' line--voided' : ''}${line.waitToSend > 0 ? ' line--new' : ''}`}
    >
      <div className="line__row">
        <p className="line__name">
          <span className="line__count">{voided ? line.qtyVoid : line.quantity} ×</span>{' '}
          {voided ? <s>{name}</s> : name}
          {voided && <span className="visually-hidden"> {t('order.line.voidedNote')}</span>}
        </p>
        <p className="line__amount">
          {/* A dish paid with points bills no money: its points are its price (spec §5). */}
          {voided ? (
            <s>{money(view.itemTotal)}</s>
          ) : points > 0 ? (
            t('order.line.points', { points })
          ) : (
            money(view.itemTotal)
          )}
        </p>
      </div>
      <LineChoices choices={menu.loaded ? choices : []} unnamed={menu.loaded ? unnamed : 0} />
      {isWeighed(line) && <LineWeight line={line} />}
      {line.notes && <p className="line__notes">{t('order.line.note', { note: line.notes })}</p>}
      {author !== null && (
        <p id={authorId} className="line__state">
          {t('order.line.addedBy', { author: authorText(t, author) })}
        </p>
      )}
      <LineState line={line} open={isOpen(order)} />
      {line.voidReason && (
        <p className="line__void">{t('order.line.voidReason', { reason: line.voidReason })}</p>
      )}
      {editable && (
        <div className="button-row no-print">
          {line.waitToSend > 0 && (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => onSend(line.id)}
              aria-label={t('order.line.sendLabel', { name })}
              aria-describedby={describedBy}
            >
              {t('order.line.send')}
            </button>
          )}
          <button
            type="button"
            className="button"
            aria-expanded={voiding}
            onClick={() => onVoiding(!voiding)}
            aria-label={t('order.line.voidLabel', { name })}
            aria-describedby={describedBy}
          >
            {t('order.line.void')}
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
