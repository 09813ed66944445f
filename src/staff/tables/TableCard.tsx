import type { TableView } from '../api/types.ts';
import { Link } from '../app/Link.tsx';
import { hrefOf } from '../app/router.ts';
import { money, orderStatusText, paymentStatusText, sendStatusText } from '../ui/format.ts';
import { TableActions } from './TableActions.tsx';
import { TABLE_STATE_BADGE, TABLE_STATE_TEXT, tableState } from './table-state.ts';

const cartQuantity = (table: TableView): number =>
  table.cart.diners.reduce((sum, diner) => sum + diner.quantity, 0);

/** One table on the floor: availability, who is there, the cart, the open order. */
export const TableCard = ({ table }: { readonly table: TableView }) => {
  const headingId = `table-${table.id}`;
  const { order } = table;
  const inCart = cartQuantity(table);
  const state = tableState(table);
  return (
    <li className={`table-card${table.available ? '' : ' table-card--closed'}`}>
      <article aria-labelledby={headingId}>
        <header className="table-card__head">
          <h2 id={headingId}>{table.name}</h2>
          <span className={`badge ${TABLE_STATE_BADGE[state]}`}>{TABLE_STATE_TEXT[state]}</span>
          {(table.requests ?? []).length > 0 && (
            <span className="badge badge--warn">Asks for the code</span>
          )}
        </header>
        <dl className="facts">
          <div>
            <dt>Order code</dt>
            <dd className="code">{table.orderCode}</dd>
          </div>
          <div>
            <dt>Diners here</dt>
            <dd>{table.dinersPresent ?? 'unknown'}</dd>
          </div>
          <div>
            <dt>In the cart</dt>
            <dd>
              {inCart} {inCart === 1 ? 'item' : 'items'}
            </dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{table.cart.guests}</dd>
          </div>
        </dl>
        {order === null ? (
          <p className="muted table-card__order">No open order.</p>
        ) : (
          <div className="table-card__order">
            <p>
              <Link href={hrefOf({ page: 'order', orderId: order.id })} className="strong-link">
                Order #{order.serial}
                <span className="visually-hidden"> at {table.name}</span>
              </Link>{' '}
              <span className="muted">{orderStatusText(order.status)}</span>
            </p>
            <p className="badges">
              <span className={`badge ${order.waitingQuantity > 0 ? 'badge--warn' : ''}`}>
                {sendStatusText(order.sendStatus)}
                {order.waitingQuantity > 0 && ` (${order.waitingQuantity} waiting)`}
              </span>
              <span className={`badge ${order.paymentStatus === 2 ? 'badge--ok' : ''}`}>
                {paymentStatusText(order.paymentStatus)}
              </span>
            </p>
            <p>
              Total <strong>{money(order.payable)}</strong>, paid {money(order.paymentsTotal)}
              {order.paymentsTips > 0 && ` + ${money(order.paymentsTips)} tips`}
            </p>
          </div>
        )}
        <TableActions table={table} />
      </article>
    </li>
  );
};
