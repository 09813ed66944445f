import { Link } from '@tanstack/react-router';
import type { TableOrder, TableView } from '../api/types.ts';
import { StaffRich } from '../i18n/StaffRich.tsx';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useFormat } from '../ui/format.ts';
import { TableActions } from './TableActions.tsx';
import { TABLE_STATE_BADGE, TABLE_STATE_TEXT, tableState } from './table-state.ts';

const cartQuantity = (table: TableView): number =>
  table.cart.diners.reduce((sum, diner) => sum + diner.quantity, 0);

/** A link to an order's page; the table it is at is said to screen readers only. */
const OrderLink = ({
  message,
  order,
  table,
}: {
  readonly message: 'tables.orderLink' | 'tables.leftOpenLink';
  readonly order: TableOrder;
  readonly table: TableView;
}) => (
  <Link to="/orders/$orderId" params={{ orderId: order.id }} className="strong-link">
    <StaffRich
      id={message}
      values={{
        serial: order.serial,
        table: table.name,
        hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
      }}
    />
  </Link>
);

/** One table on the floor: availability, who is there, the cart, the open order. */
export const TableCard = ({ table }: { readonly table: TableView }) => {
  const t = useStaffText();
  const format = useFormat();
  const headingId = `table-${table.id}`;
  const { order } = table;
  const inCart = cartQuantity(table);
  const state = tableState(table);
  return (
    <li className={`table-card${table.available ? '' : ' table-card--closed'}`}>
      <article aria-labelledby={headingId}>
        <header className="table-card__head">
          <h2 id={headingId}>{table.name}</h2>
          <span className={`badge ${TABLE_STATE_BADGE[state]}`}>{t(TABLE_STATE_TEXT[state])}</span>
          {(table.requests ?? []).some((request) => request.kind === 'orderCode') && (
            <span className="badge badge--warn">{t('tables.asksForCode')}</span>
          )}
          {(table.requests ?? []).some((request) => request.kind === 'callStaff') && (
            <span className="badge badge--warn">{t('tables.callsStaff')}</span>
          )}
        </header>
        <dl className="facts">
          <div>
            <dt>{t('tables.orderCode')}</dt>
            <dd className="code">{table.orderCode}</dd>
          </div>
          <div>
            <dt>{t('tables.dinersHere')}</dt>
            <dd>{table.dinersPresent ?? t('tables.dinersUnknown')}</dd>
          </div>
          <div>
            <dt>{t('tables.inCart')}</dt>
            <dd>{t('tables.cartItems', { count: inCart })}</dd>
          </div>
          <div>
            <dt>{t('tables.guests')}</dt>
            <dd>{table.cart.guests}</dd>
          </div>
        </dl>
        {order === null ? (
          <p className="muted table-card__order">{t('tables.noOrder')}</p>
        ) : (
          <div className="table-card__order">
            <p>
              <OrderLink message="tables.orderLink" order={order} table={table} />{' '}
              <span className="muted">{format.orderStatus(order.status)}</span>
            </p>
            <p className="badges">
              <span className={`badge ${order.waitingQuantity > 0 ? 'badge--warn' : ''}`}>
                {order.waitingQuantity > 0
                  ? t('tables.sendWaiting', {
                      status: format.sendStatus(order.sendStatus),
                      count: order.waitingQuantity,
                    })
                  : format.sendStatus(order.sendStatus)}
              </span>
              <span className={`badge ${order.paymentStatus === 2 ? 'badge--ok' : ''}`}>
                {format.paymentStatus(order.paymentStatus)}
              </span>
            </p>
            <p>
              <StaffRich
                id={order.paymentsTips > 0 ? 'tables.totalTips' : 'tables.total'}
                values={{
                  payable: format.money(order.payable),
                  paid: format.money(order.paymentsTotal),
                  tips: format.money(order.paymentsTips),
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </p>
          </div>
        )}
        {(table.leftOpen ?? []).length > 0 && (
          <ul className="table-card__left-open" aria-label={t('tables.leftOpen')}>
            {(table.leftOpen ?? []).map((left) => (
              <li key={left.id}>
                <OrderLink message="tables.leftOpenLink" order={left} table={table} />{' '}
                <span className="muted">
                  {format.paymentStatus(left.paymentStatus)} · {format.money(left.payable)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <TableActions table={table} />
      </article>
    </li>
  );
};
