import { acknowledgeRequest } from '../api/staff-api.ts';
import type { StaffRequest, TableView } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { time } from '../ui/format.ts';
import { useAction } from './table-action.ts';

const asked = (request: StaffRequest): string =>
  `asked at ${time(request.askedAt)}${request.times > 1 ? `, ${request.times} times` : ''}`;

/**
 * What diners are waiting for, oldest first, at the top of the floor: today the order code they
 * asked for. The staff tell them and mark it done; every console takes it off at once.
 */
export const RequestsPanel = ({ tables }: { readonly tables: readonly TableView[] }) => {
  const { session } = useStaff();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const waiting = tables
    .flatMap((table) => (table.requests ?? []).map((request) => ({ table, request })))
    .sort((a, b) => a.request.firstAskedAt.localeCompare(b.request.firstAskedAt));
  return (
    <section className="panel requests" aria-labelledby="requests-title">
      <h2 id="requests-title">Diners asking</h2>
      {waiting.length === 0 ? (
        <p className="muted">Nobody is waiting for the staff.</p>
      ) : (
        <ul className="requests__list">
          {waiting.map(({ table, request }) => (
            <li key={request.id} className="requests__item">
              <p>
                <strong>{table.name}</strong> asks for the order code:{' '}
                <span className="code">{table.orderCode}</span>{' '}
                <span className="muted">({asked(request)})</span>
              </p>
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                aria-label={`Done: told ${table.name} the order code`}
                onClick={() =>
                  void run(
                    'Mark done',
                    () => acknowledgeRequest(session, request.id),
                    () => `${table.name}'s request is done.`,
                  )
                }
              >
                Done
              </button>
            </li>
          ))}
        </ul>
      )}
      <FeedbackBar feedback={feedback.feedback} />
    </section>
  );
};
