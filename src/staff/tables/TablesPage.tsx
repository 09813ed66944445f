import { useStaff } from '../app/context.ts';
import { time } from '../ui/format.ts';
import { RequestsPanel } from './RequestsPanel.tsx';
import { TableCard } from './TableCard.tsx';

/** The floor: every table with its live status, read again whenever one changes. */
export const TablesPage = () => {
  const { tables } = useStaff();
  return (
    <>
      <div className="page__head">
        <h1 tabIndex={-1}>Tables</h1>
        <p className="muted" aria-live="off">
          {tables.updatedAt === null
            ? 'Loading…'
            : `Updated ${time(tables.updatedAt)}; changes show as they happen.`}
        </p>
      </div>
      <div role="alert" className="feedback-slot">
        {tables.failure !== null && (
          <p className="feedback feedback--error">
            Could not refresh the tables: {tables.failure.msg}
          </p>
        )}
      </div>
      {tables.tables !== null && tables.tables.length > 0 && (
        <RequestsPanel tables={tables.tables} />
      )}
      {tables.tables !== null && tables.tables.length === 0 && <p>This merchant has no tables.</p>}
      {tables.tables !== null && (
        <ul className="table-grid" aria-label="Tables">
          {tables.tables.map((table) => (
            <TableCard key={table.id} table={table} />
          ))}
        </ul>
      )}
    </>
  );
};
