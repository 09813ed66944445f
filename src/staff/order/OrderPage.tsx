import { useState } from 'react';
import { useStaff } from '../app/context.ts';
import { Link } from '../app/Link.tsx';
import { hrefOf } from '../app/router.ts';
import { TableActions } from '../tables/TableActions.tsx';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { orderStatusText, paymentStatusText, sendStatusText } from '../ui/format.ts';
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
  const back = (
    <p className="back">
      <Link href={hrefOf({ page: 'tables' })}>← All tables</Link>
    </p>
  );
  if (order === null)
    return (
      <>
        {back}
        <h1 tabIndex={-1}>Order</h1>
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
          Order #{order.serial} <span className="muted">at {order.tableName || table?.name}</span>
        </h1>
        <p className="badges" aria-label="Order state">
          <span className={`badge ${open ? 'badge--ok' : 'badge--off'}`}>
            {orderStatusText(order.status)}
          </span>
          <span className="badge">{sendStatusText(order.sendStatus)}</span>
          <span className="badge">{paymentStatusText(order.paymentStatus)}</span>
        </p>
      </div>
      <FeedbackBar feedback={feedback} />
      {mergedInto !== null && (
        <p>
          <Link href={hrefOf({ page: 'order', orderId: mergedInto.id })} className="strong-link">
            Open order #{mergedInto.serial}, which it was merged into
          </Link>
        </p>
      )}
      {!open && order.reason && <p>Reason: {order.reason}</p>}
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
          {!open && <p className="muted">This order is closed: nothing on it can change.</p>}
          {table !== null && (
            <section className="panel" aria-labelledby="order-table">
              <h2 id="order-table">Table {table.name}</h2>
              <p>
                Order code <span className="code">{table.orderCode}</span>
              </p>
              <TableActions table={table} />
            </section>
          )}
        </div>
      </div>
    </>
  );
};
