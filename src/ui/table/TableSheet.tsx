import { useId } from 'react';
import { FormattedTime } from 'react-intl';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';
import { setTableSheetOpen } from './table-sheet.ts';
import { useTimelineText } from './timeline-text.ts';
import { UndoButton } from './UndoButton.tsx';
import { useDinerName } from './use-diner-name.ts';
import { useDishName } from './use-dish-name.ts';
import './table.css';

/**
 * The table sheet (issue 16): who is at the table now, and what happened there, newest first,
 * from the worker's timeline (the same events the replay tool reads). A removal of this diner's
 * own can be undone here too while it is offered. Opened from the header and from the cart.
 */
export const TableSheet = () => {
  const t = useText();
  const titleId = useId();
  const nameOf = useDinerName();
  const textOf = useTimelineText();
  const dishOf = useDishName();
  const { diners } = useReadModel('presence');
  const { entries, undo } = useReadModel('timeline');
  // Beside the newest removal it puts back: one Undo for all of them.
  const offers = new Map(undo.map((offer) => [offer.newest, offer]));
  const close = () => setTableSheetOpen(false);
  return (
    <Modal open onClose={close} variant="sheet" labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('table.title')} onClose={close} />
      <section aria-labelledby={`${titleId}-here`}>
        <h3 id={`${titleId}-here`} className="section-title">
          {t('table.here')}
        </h3>
        {diners.length === 0 ? (
          <p className="muted">{t('cart.reconnecting')}</p>
        ) : (
          <ul className="table-diners">
            {diners.map((diner) => (
              <li key={diner.userId} className="table-diners__item">
                {nameOf(diner)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${titleId}-activity`}>
        <h3 id={`${titleId}-activity`} className="section-title">
          {t('table.activity')}
        </h3>
        {/* A log, there before anything is in it: what happens while open is read out. */}
        <div role="log" aria-labelledby={`${titleId}-activity`}>
          {entries.length === 0 ? (
            <p className="muted">{t('table.empty')}</p>
          ) : (
            <ol className="timeline">
              {[...entries].reverse().map((entry) => {
                const offer = offers.get(entry.id);
                return (
                  <li key={entry.id} className={`timeline__entry timeline__entry--${entry.kind}`}>
                    <span className="timeline__text">{textOf(entry)}</span>
                    <time
                      className="timeline__time muted"
                      dateTime={new Date(entry.at).toISOString()}
                    >
                      <FormattedTime value={entry.at} />
                    </time>
                    {offer === undefined || entry.kind !== 'removed' ? null : (
                      <UndoButton offer={offer} name={dishOf(entry.productId, entry.dish)} />
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </section>
    </Modal>
  );
};
