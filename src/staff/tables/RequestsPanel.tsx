import { acknowledgeRequest } from '../api/staff-api.ts';
import type { StaffRequest, TableView } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { StaffRich } from '../i18n/StaffRich.tsx';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { useFormat } from '../ui/format.ts';
import { useAction } from './table-action.ts';

/**
 * What diners are waiting for, oldest first, at the top of the floor: the order code they asked
 * for, or someone at their table. The staff see to it and mark it done; every console takes it
 * off at once.
 */
export const RequestsPanel = ({ tables }: { readonly tables: readonly TableView[] }) => {
  const { session } = useStaff();
  const t = useStaffText();
  const { time } = useFormat();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const asked = (request: StaffRequest): string =>
    request.times > 1
      ? t('requests.askedAtTimes', { time: time(request.askedAt), count: request.times })
      : t('requests.askedAt', { time: time(request.askedAt) });
  const waiting = tables
    .flatMap((table) => (table.requests ?? []).map((request) => ({ table, request })))
    .sort((a, b) => a.request.firstAskedAt.localeCompare(b.request.firstAskedAt));
  return (
    <section className="panel requests" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('requests.title')}</h2>
      {waiting.length === 0 ? (
        <p className="muted">{t('requests.none')}</p>
      ) : (
        <ul className="requests__list">
          {waiting.map(({ table, request }) => (
            <li key={request.id} className="requests__item">
              <p>
                <StaffRich
                  id={request.kind === 'callStaff' ? 'requests.calls' : 'requests.asks'}
                  values={{
                    table: table.name,
                    orderCode: table.orderCode,
                    asked: asked(request),
                    b: (chunks) => <strong>{chunks}</strong>,
                    code: (chunks) => <span className="code">{chunks}</span>,
                    muted: (chunks) => <span className="muted">{chunks}</span>,
                  }}
                />
              </p>
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                aria-label={t(
                  request.kind === 'callStaff' ? 'requests.doneForCall' : 'requests.doneFor',
                  { table: table.name },
                )}
                onClick={() =>
                  void run(
                    t('requests.markDone'),
                    () => acknowledgeRequest(session, request.id),
                    () => t('requests.doneDone', { table: table.name }),
                  )
                }
              >
                {t('requests.done')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FeedbackBar feedback={feedback.feedback} />
    </section>
  );
};
