import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useStaff } from '../app/context.ts';
import { StaffRich } from '../i18n/StaffRich.tsx';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { TableActions } from '../tables/TableActions.tsx';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useFormat } from '../ui/format.ts';
import { isOpen, leftToPay } from './amounts.ts';
import { AdjustForm } from './AdjustForm.tsx';
import { CloseActions } from './CloseActions.tsx';
import { MergeForm } from './MergeForm.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { useOrder } from './use-order.ts';

export interface MergedInto {
  readonly id: string;
  readonly serial: string;
}

/** One order: its lines and totals, and everything staff can do to it. */
export const OrderPage = ({ orderId }: { readonly orderId: string }) => {
  const { tables } = useStaff();
  const { order, loadError, busy, act, feedback } = useOrder(orderId);
  const [mergedInto, setMergedInto] = useState<MergedInto | null>(null);
  const t = useStaffText();
  const format = useFormat();
  const back = (
    <p className="back">
      <Link to="/">{t('order.back')}</Link>
    </p>
  );
  if (order === null)
    return (
      <>
        {back}
        <h1 tabIndex={-1}>{t('order.heading')}</h1>
        <Loading failure={loadError} />
      </>
    );
  const table = tables.tables?.find((entry) => entry.id === order.tableId) ?? null;
  const open = isOpen(order);
  return (
    <>
      {back}
      <div className="page__head">
        <h1 tabIndex={-1}>
          <StaffRich
            id={'order.title'}
            values={{
              serial: order.serial,
              table: order.tableName || table?.name || '',
              muted: (chunks) => <span className="muted">{chunks}</span>,
            }}
          />
        </h1>
        <p className="badges" aria-label={t('order.state')}>
          <span className={`badge ${open ? 'badge--ok' : 'badge--off'}`}>
            {format.orderStatus(order.status)}
          </span>
          <span className="badge">{format.sendStatus(order.sendStatus)}</span>
          <span className="badge">{format.paymentStatus(order.paymentStatus)}</span>
        </p>
      </div>
      <FeedbackBar feedback={feedback} />
      {mergedInto !== null && (
        <p>
          <Link to="/orders/$orderId" params={{ orderId: mergedInto.id }} className="strong-link">
            {t('order.mergedInto', { serial: mergedInto.serial })}
          </Link>
        </p>
      )}
      {!open && order.reason && <p>{t('order.reason', { reason: order.reason })}</p>}
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderLines order={order} act={act} busy={busy} />
          <OrderTotals order={order} />
        </div>
        <div className="order-layout__side">
          {open && leftToPay(order) > 0 && <PaymentForm order={order} act={act} busy={busy} />}
          {open && <AdjustForm order={order} act={act} busy={busy} />}
          {open && <CloseActions order={order} act={act} busy={busy} />}
          {open && <MergeForm order={order} act={act} busy={busy} onMerged={setMergedInto} />}
          {!open && <p className="muted">{t('order.closed')}</p>}
          {table !== null && (
            <section className="panel" aria-labelledby="order-table">
              <h2 id="order-table">{t('order.table.title', { name: table.name })}</h2>
              <p>
                <StaffRich
                  id={'order.table.orderCode'}
                  values={{
                    orderCode: table.orderCode,
                    code: (chunks) => <span className="code">{chunks}</span>,
                  }}
                />
              </p>
              <TableActions table={table} />
            </section>
          )}
        </div>
      </div>
    </>
  );
};
