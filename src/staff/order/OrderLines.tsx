import { useState } from 'react';
import type { MergedFrom } from '../../domain/model/order.ts';
import { lineAuthors, linesByRound } from '../../domain/order/line-authors.ts';
import { sendToKitchen } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { type StaffText, useStaffText } from '../i18n/use-staff-text.ts';
import { useMenuIndex } from '../menu/use-menu-index.ts';
import type { ActProps } from './act.ts';
import { waitingForKitchen } from '../../domain/order/kitchen.ts';
import { billOf, isOpen } from './amounts.ts';
import { TicketLine } from './TicketLine.tsx';

/** A round's title, and the table and order it was placed at when a merge brought it here. */
const roundTitle = (t: StaffText, round: number | null, from: MergedFrom | undefined): string => {
  if (round === null) return t('order.lines.earlier');
  if (from === undefined) return t('order.lines.round', { round });
  return t('order.lines.roundFrom', { round, table: from.tableName, serial: from.serial });
};

/**
 * The order's lines as the kitchen works from them: round by round, what is new since the last
 * send highlighted, each line with its choices and who added it; printable as a ticket.
 */
export const OrderLines = ({ order, act, busy }: ActProps) => {
  const { session } = useStaff();
  const t = useStaffText();
  const [voiding, setVoiding] = useState<string | null>(null);
  const open = isOpen(order);
  const waiting = waitingForKitchen(order);
  const { lines } = billOf(order);
  const rounds = linesByRound(lines.map((view) => ({ ...view, round: view.item.round })));
  const author = lineAuthors(order.orderItems);
  const menu = useMenuIndex();

  const send = (itemIds?: string[]) =>
    act(
      t('order.send.action'),
      (rowVersion) => sendToKitchen(session, order.id, { itemIds, rowVersion }),
      (next) => ({
        order: next,
        message:
          next.rowVersion === order.rowVersion ? t('order.send.nothing') : t('order.send.done'),
      }),
    );

  return (
    <section className="panel ticket" aria-labelledby="order-lines">
      <div className="panel__head">
        <h2 id="order-lines">{t('order.lines.title')}</h2>
        <div className="button-row no-print">
          <button type="button" className="button" onClick={() => window.print()}>
            {t('order.lines.print')}
          </button>
          {open && (
            <button
              type="button"
              className="button button--primary"
              disabled={waiting === 0 || busy !== null}
              onClick={() => void send()}
            >
              {waiting === 0
                ? t('order.lines.nothingWaiting')
                : t('order.lines.sendWaiting', { count: waiting })}
            </button>
          )}
        </div>
      </div>
      {lines.length === 0 && <p className="muted">{t('order.lines.none')}</p>}
      {rounds.map(({ round, lines: roundLines }) => {
        // A closed order's lines wait for nothing (a merged-away order's went to the other one).
        const waitingHere = open
          ? roundLines.reduce((sum, view) => sum + view.item.waitToSend, 0)
          : 0;
        const headingId = `round-${round ?? 0}`;
        return (
          <section
            key={headingId}
            className={`round${waitingHere > 0 ? ' round--new' : ''}`}
            aria-labelledby={headingId}
          >
            <h3 id={headingId} className="round__title">
              {roundTitle(t, round, roundLines[0]?.item.mergedFrom)}{' '}
              {!open ? null : waitingHere > 0 ? (
                <span className="badge badge--warn">
                  {t('order.lines.newWaiting', { count: waitingHere })}
                </span>
              ) : (
                <span className="badge">{t('order.lines.sent')}</span>
              )}
            </h3>
            <ul className="lines">
              {roundLines.map((view) => (
                <TicketLine
                  key={view.item.id}
                  view={view}
                  menu={menu}
                  author={author(view.item)}
                  voiding={voiding === view.item.id}
                  onVoiding={(opened) => setVoiding(opened ? view.item.id : null)}
                  onSend={(itemId) => void send([itemId])}
                  order={order}
                  act={act}
                  busy={busy}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
};
