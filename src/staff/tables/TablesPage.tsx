import { useStaff } from '../app/context.ts';
import { useFailureText } from '../i18n/use-failure-text.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFormat } from '../ui/format.ts';
import { RequestsPanel } from './RequestsPanel.tsx';
import { TableCard } from './TableCard.tsx';

/** The floor: every table with its live status, read again whenever one changes. */
export const TablesPage = () => {
  const { tables } = useStaff();
  const t = useStaffText();
  const reason = useFailureText();
  const { time } = useFormat();
  return (
    <>
      <div className="page__head">
        <h1 tabIndex={-1}>{t('tables.title')}</h1>
        <p className="muted" aria-live="off">
          {tables.updatedAt === null
            ? t('loading.text')
            : t('tables.updated', { time: time(tables.updatedAt) })}
        </p>
      </div>
      <div role="alert" className="feedback-slot">
        {tables.failure !== null && (
          <p className="feedback feedback--error">
            {t('tables.refreshFailed', { reason: reason(tables.failure) })}
          </p>
        )}
      </div>
      {tables.tables !== null && tables.tables.length > 0 && (
        <RequestsPanel tables={tables.tables} />
      )}
      {tables.tables !== null && tables.tables.length === 0 && <p>{t('tables.none')}</p>}
      {tables.tables !== null && (
        <ul className="table-grid" aria-label={t('tables.list')}>
          {tables.tables.map((table) => (
            <TableCard key={table.id} table={table} />
          ))}
        </ul>
      )}
    </>
  );
};
