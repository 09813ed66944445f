import { clearTable, rotateOrderCode, setTableAvailable } from '../api/staff-api.ts';
import type { TableView } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { useAction } from './table-action.ts';

/** What staff do to a table itself: a new order code, an emptied cart, closing or reopening. */
export const TableActions = ({ table }: { readonly table: TableView }) => {
  const { session } = useStaff();
  const t = useStaffText();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const toggleLabel = t(table.available ? 'tables.close' : 'tables.reopen');
  const values = { table: table.name };

  const rotate = () =>
    run(
      t('tables.newCode'),
      () => rotateOrderCode(session, table.id),
      (data) => t('tables.newCodeDone', { table: table.name, code: data.orderCode }),
    );
  const clear = () => {
    if (!window.confirm(t('tables.clearConfirm', values))) return;
    void run(
      t('tables.clearCart'),
      () => clearTable(session, table.id),
      () => t('tables.clearDone', values),
    );
  };
  const toggle = () =>
    run(
      toggleLabel,
      () => setTableAvailable(session, table.id, !table.available),
      (data) => t(data.available ? 'tables.openDone' : 'tables.closedDone', values),
    );

  return (
    <div className="table-actions">
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void rotate()}
          aria-label={t('tables.newCodeFor', values)}
        >
          {t('tables.newCode')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={clear}
          aria-label={t('tables.clearCartFor', values)}
        >
          {t('tables.clearCart')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void toggle()}
          aria-label={t(table.available ? 'tables.closeFor' : 'tables.reopenFor', values)}
        >
          {toggleLabel}
        </button>
      </div>
      <FeedbackBar feedback={feedback.feedback} />
    </div>
  );
};
