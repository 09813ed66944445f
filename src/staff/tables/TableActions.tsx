import { clearTable, rotateOrderCode, setTableAvailable } from '../api/staff-api.ts';
import type { TableView } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { useAction } from './table-action.ts';

/** What staff do to a table itself: a new order code, an emptied cart, closing or reopening. */
export const TableActions = ({ table }: { readonly table: TableView }) => {
  const { session } = useStaff();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const toggleLabel = table.available ? 'Close table' : 'Reopen table';

  const rotate = () =>
    run(
      'New order code',
      () => rotateOrderCode(session, table.id),
      (data) => `${table.name}'s new order code is ${data.orderCode}.`,
    );
  const clear = () => {
    if (!window.confirm(`Empty every diner's cart at ${table.name}? Placed orders stay.`)) return;
    void run(
      'Clear cart',
      () => clearTable(session, table.id),
      () => `${table.name}'s cart is empty; diners were asked to start again.`,
    );
  };
  const toggle = () =>
    run(
      toggleLabel,
      () => setTableAvailable(session, table.id, !table.available),
      (data) => `${table.name} is ${data.available ? 'open for orders' : 'closed'}.`,
    );

  return (
    <div className="table-actions">
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void rotate()}
          aria-label={`New order code for ${table.name}`}
        >
          New order code
        </button>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={clear}
          aria-label={`Clear cart for ${table.name}`}
        >
          Clear cart
        </button>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void toggle()}
          aria-label={`${toggleLabel} for ${table.name}`}
        >
          {toggleLabel}
        </button>
      </div>
      <FeedbackBar feedback={feedback.feedback} />
    </div>
  );
};
