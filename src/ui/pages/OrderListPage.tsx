import { Link } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { ORDER_LIST_FIRST_PAGE } from '../../domain/constants.ts';
import { merchantOrderPath, orderDetailPath } from '../../domain/rules/paths.ts';
import { PageState } from '../components/PageState.tsx';
import { DateTime, Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { orderStatusLabel } from '../order/status-labels.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

/** The member's orders, newest first, 15 a page (spec §9), more on request. */
const OrderListPage = () => {
  const t = useText();
  const commands = useCommands();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  const { list: rows, total, page, status: loaded } = useReadModel('records').orders;
  // Until the worker has been asked, this page is on its way.
  const status = loaded === 'idle' ? 'pending' : loaded;

  const load = useCallback((next: number) => void commands.loadOrderList(next), [commands]);
  useEffect(() => {
    load(ORDER_LIST_FIRST_PAGE);
  }, [load]);

  // Nothing ordered yet: say so, and lead back to the menu rather than
  // leave the header's Back (which may lead to the account page) as the only way out.
  if (rows.length === 0 && status === 'success')
    return (
      <section className="page page--centered">
        <p className="lead">{t('orderList.empty')}</p>
        <Link className="button" to={local(merchantOrderPath(merchantId))}>
          {t('orderList.toMenu')}
        </Link>
      </section>
    );
  if (rows.length === 0)
    return (
      <section className="page">
        <PageState status={status} empty="orderList.empty" />
        {status === 'error' ? (
          <button type="button" className="button" onClick={() => load(ORDER_LIST_FIRST_PAGE)}>
            {t('common.retry')}
          </button>
        ) : null}
      </section>
    );
  return (
    <section className="page">
      <ul className="order-rows">
        {rows.map((row) => (
          <li key={row.id}>
            <Link className="order-row" to={local(orderDetailPath(merchantId, row.id))}>
              <span className="order-row__title">
                {t('orderDetail.serial', { serial: row.serial })}
              </span>
              <span className="order-row__amount">
                <Money amount={row.totalAmount} />
              </span>
              <span className="muted small">
                <DateTime value={row.createAt} />
                {row.tableName === '' ? '' : ` · ${row.tableName}`}
              </span>
              <span className="badge">{t(orderStatusLabel(row.status))}</span>
            </Link>
          </li>
        ))}
      </ul>
      {rows.length < total ? (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={status === 'pending'}
          aria-busy={status === 'pending'}
          onClick={() => load(page + 1)}
        >
          {t('orderList.more')}
        </button>
      ) : null}
      {status === 'error' ? (
        <p className="form-error" role="alert">
          {t('common.somethingWentWrong')}
        </p>
      ) : null}
    </section>
  );
};

export default OrderListPage;
