import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { OrderPage } from '../../worker/api.ts';
import { ORDER_LIST_FIRST_PAGE } from '../../domain/constants.ts';
import { orderDetailPath } from '../../domain/rules/paths.ts';
import { PageState } from '../components/PageState.tsx';
import { DateTime, Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { orderStatusLabel } from '../order/status-labels.ts';
import { useIdParam } from '../routing/use-params.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useCommands } from '../worker/context.tsx';

type Row = OrderPage['list'][number];

/** The member's orders, newest first, 15 a page (spec §9), more on request. */
const OrderListPage = () => {
  const t = useText();
  const commands = useCommands();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<'pending' | 'success' | 'error'>('pending');

  const load = useCallback(
    async (next: number) => {
      setStatus('pending');
      const result = await commands.loadOrderList(next);
      if (!result.ok) return setStatus('error');
      setRows((before) => (next === ORDER_LIST_FIRST_PAGE ? [] : before).concat(result.value.list));
      setTotal(result.value.total);
      setPage(next);
      setStatus('success');
    },
    [commands],
  );
  useEffect(() => {
    void load(ORDER_LIST_FIRST_PAGE);
  }, [load]);

  if (rows.length === 0)
    return (
      <section className="page">
        <PageState status={status} empty="orderList.empty" />
        {status === 'error' ? (
          <button type="button" className="button" onClick={() => void load(ORDER_LIST_FIRST_PAGE)}>
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
          onClick={() => void load(page + 1)}
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
