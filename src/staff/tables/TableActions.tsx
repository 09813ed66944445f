import type { ReactNode } from 'react';
import { clearTable, replaceQrcode, rotateOrderCode, setTableAvailable } from '../api/staff-api.ts';
import type { TableView } from '../api/types.ts';
import { useStaff } from '../app/context.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { useAction } from './table-action.ts';

/** One table action: every one waits while any is under way; its name says which table. */
const ActionButton = ({
  busy,
  onClick,
  label,
  children,
}: {
  readonly busy: string | null;
  readonly onClick: () => void;
  readonly label: string;
  readonly children: ReactNode;
}) => (
  <button
    type="button"
    className="button"
    disabled={busy !== null}
    onClick={onClick}
    aria-label={label}
  >
    {children}
  </button>
);

/**
 * What staff do to a table itself: a new order code or QR code, an emptied cart, closing or
 * reopening.
 */
export const TableActions = ({ table }: { readonly table: TableView }) => {
  const { session } = useStaff();
  const t = useStaffText();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const toggleLabel = t(table.available ? 'tables.close' : 'tables.reopen');
  const values = { table: table.name };
  /** A confirmation that says who it touches: a party still there is easy to forget. */
  const confirmed = (question: string) => {
    const seated = table.dinersPresent ?? 0;
    const whoIsThere = seated > 0 ? ` ${t('tables.seatedNow', { count: seated })}` : '';
    return window.confirm(`${question}${whoIsThere}`);
  };

  // The old code stops working and the seated diners' connections restart: asked first, as
  // every other action on the table itself is (a misclick beside "Clear" cost a party its code).
  const rotate = () => {
    if (!confirmed(t('tables.newCodeConfirm', values))) return;
    void run(
      t('tables.newCode'),
      () => rotateOrderCode(session, table.id),
      (data) => t('tables.newCodeDone', { table: table.name, code: data.orderCode }),
    );
  };
  // A printed code in the wrong hands (docs/security.md, "What a seat does not stop").
  const replaceQr = () => {
    if (!window.confirm(t('tables.newQrConfirm', values))) return;
    void run(
      t('tables.newQr'),
      () => replaceQrcode(session, table.id),
      () => t('tables.newQrDone', values),
    );
  };
  const clear = () => {
    if (!confirmed(t('tables.clearConfirm', values))) return;
    void run(
      t('tables.clearCart'),
      () => clearTable(session, table.id),
      () => t('tables.clearDone', values),
    );
  };
  // Closing stops a party ordering, with no word on their phones until they try: asked first,
  // as clearing and a new QR code are (a staff probe, 2026-11-29). Reopening harms nobody.
  const toggle = () => {
    if (table.available && !confirmed(t('tables.closeConfirm', values))) return;
    void run(
      toggleLabel,
      () => setTableAvailable(session, table.id, !table.available),
      (data) => t(data.available ? 'tables.openDone' : 'tables.closedDone', values),
    );
  };

  return (
    <div className="table-actions">
      <div className="button-row">
        <ActionButton busy={busy} onClick={rotate} label={t('tables.newCodeFor', values)}>
          {t('tables.newCode')}
        </ActionButton>
        <ActionButton busy={busy} onClick={replaceQr} label={t('tables.newQrFor', values)}>
          {t('tables.newQr')}
        </ActionButton>
        <ActionButton busy={busy} onClick={clear} label={t('tables.clearCartFor', values)}>
          {t('tables.clearCart')}
        </ActionButton>
        <ActionButton
          busy={busy}
          onClick={toggle}
          label={t(table.available ? 'tables.closeFor' : 'tables.reopenFor', values)}
        >
          {toggleLabel}
        </ActionButton>
      </div>
      <FeedbackBar feedback={feedback.feedback} />
    </div>
  );
};
