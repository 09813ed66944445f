import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { OrderStatus } from '../../domain/model/enums.ts';
import { amountDue } from '../../domain/pricing/amount-due.ts';
import { orderTypeOf } from '../../domain/rules/order-type.ts';
import { merchantOrderPath } from '../../domain/rules/paths.ts';
import { PageState } from '../components/PageState.tsx';
import { DateTime, Money } from '../i18n/format.tsx';
import { orderTypeLabel } from '../i18n/order-type-label.ts';
import { useText } from '../i18n/use-text.ts';
import { useMenu } from '../menu/use-menu.ts';
import { DinerGroups, DinerSplit } from '../order/DinerGroups.tsx';
import { type OrderDetailView, orderDetailView } from '../order/order-view.ts';
import { orderStatusLabel, paymentStatusLabel } from '../order/status-labels.ts';
import { Totals } from '../order/Totals.tsx';
import { useIdParam } from '../routing/use-params.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

type Fetched =
  | { readonly status: 'pending' | 'error' | 'missing' }
  | { readonly status: 'success'; readonly view: OrderDetailView };

/**
 * One order: the table's open one live from the worker (staff and other diners change it), any
 * other fetched once (detailForMember).
 */
const useOrderDetail = (orderId: string): Fetched => {
  const commands = useCommands();
  const live = useReadModel('order');
  const { detail } = useReadModel('records');
  const isLive = live.placed !== null && live.placed.id === orderId && live.totals !== null;
  useEffect(() => {
    if (!isLive) void commands.loadOrderDetail(orderId);
  }, [commands, orderId, isLive]);
  const fetched = detail.orderId === orderId ? detail : null;
  const view = useMemo(
    () => (fetched?.order == null ? null : orderDetailView(fetched.order)),
    [fetched?.order],
  );
  if (isLive && live.placed !== null && live.totals !== null)
    return {
      status: 'success',
      view: { order: live.placed, lines: live.lines, totals: live.totals, points: live.points },
    };
  // Asked again (a return to the page): what was read before shows until the answer comes.
  if (view !== null) return { status: 'success', view };
  if (fetched?.status !== 'error') return { status: 'pending' };
  // A wrong link or another table's order: no retry would help, so no "went wrong".
  return { status: fetched.missing ? 'missing' : 'error' };
};

const OrderDetailPage = () => {
  const t = useText();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  const detail = useOrderDetail(useIdParam('orderId'));
  const me = useReadModel('member').member?.id ?? null;
  // Lines name their options in the diner's language from the menu.
  useMenu(merchantId);
  if (detail.status !== 'success')
    return (
      <section className="page">
        <PageState
          status={detail.status === 'missing' ? 'success' : detail.status}
          empty="state.noOrder"
        />
      </section>
    );
  const { order, lines, totals, points } = detail.view;
  // What the table chose at the chooser, as the round's placement recorded it.
  const orderType = orderTypeOf(order);
  const paid = order.paymentsTotal;
  const due = amountDue(totals.payable, paid);
  return (
    <section className="page order-detail">
      <div className="order-detail__head">
        <h2 className="section-title">{t('orderDetail.serial', { serial: order.serial })}</h2>
        <p className="muted">
          {[
            ...(order.tableName === '' ? [] : [t('home.table', { name: order.tableName })]),
            ...(orderType === null ? [] : [t(orderTypeLabel[orderType])]),
            ...(order.guests > 0 ? [t('orderDetail.guests', { count: order.guests })] : []),
          ].map((part) => `${part} · `)}
          <DateTime value={order.createAt} />
        </p>
        <p className="badges">
          <span className="badge" data-testid="order-status">
            {t(orderStatusLabel(order.status))}
          </span>
          {/* A cancelled order nobody paid owes nothing: "Unpaid" would say it does. */}
          {order.status === OrderStatus.Cancelled && paid === 0 ? null : (
            <span className="badge" data-testid="payment-status">
              {t(paymentStatusLabel(order.paymentStatus))}
            </span>
          )}
        </p>
        {order.status === OrderStatus.Cancelled ? (
          <p className="order-notice" role="note">
            {order.reason.trim() === ''
              ? t('orderDetail.cancelled')
              : t('orderDetail.cancelledBecause', { reason: order.reason })}
          </p>
        ) : null}
      </div>
      <h3 className="section-title">{t('orderDetail.items')}</h3>
      <DinerGroups order={order} lines={lines} me={me === null ? null : String(me)} />
      <Totals
        totals={totals}
        points={points}
        coupons={order.orderCoupons.map((coupon) => coupon.name)}
        extra={[
          ...(paid > 0 ? [{ label: 'orderDetail.paid' as const, amount: paid }] : []),
          ...(order.paymentsTips > 0
            ? [{ label: 'orderDetail.paidTips' as const, amount: order.paymentsTips }]
            : []),
        ]}
      />
      <DinerSplit order={order} lines={lines} me={me === null ? null : String(me)} />
      {order.status === OrderStatus.Progressing ? (
        <p className="total-row total-row--strong">
          <span>{t('orderDetail.due')}</span>
          <Money amount={due} />
        </p>
      ) : null}
      {order.status === OrderStatus.Progressing ? (
        <Link className="button button--block" to={local(merchantOrderPath(merchantId))}>
          {t('orderDetail.addItems')}
        </Link>
      ) : null}
    </section>
  );
};

export default OrderDetailPage;
