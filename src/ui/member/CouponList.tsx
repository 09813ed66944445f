import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { orderDetailPath } from '../../domain/rules/paths.ts';
import { dateTimeText } from '../i18n/format.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath } from '../routing/use-navigate-to.ts';
import { useIdParam } from '../routing/use-params.ts';
import { type CouponDateKind, CouponDetails } from './CouponDetails.tsx';
import type { Coupon } from './coupon-terms.ts';
import { type CouponState, useCouponPages } from './use-coupon-pages.ts';

const empty: Readonly<Record<CouponState, MessageId>> = {
  available: 'coupon.emptyAvailable',
  expired: 'coupon.emptyExpired',
  used: 'coupon.emptyUsed',
};

const dateOf: Readonly<Record<CouponState, CouponDateKind>> = {
  available: 'validUntil',
  expired: 'expiredOn',
  used: 'used',
};

/**
 * When a used coupon was used, to the minute, and the order it went on (a link to it), so two
 * coupons of one kind are told apart. One used before the POS kept the time says only "Used".
 */
const CouponUsage = ({ coupon }: { readonly coupon: Coupon }) => {
  const t = useText();
  const intl = useIntl();
  const local = useLocalPath();
  const merchantId = useIdParam('merchantId');
  const at = coupon.usedAt === null ? null : new Date(coupon.usedAt);
  const when = at === null || Number.isNaN(at.getTime()) ? null : dateTimeText(intl, at);
  return (
    <>
      <span className="coupon__date">
        {when === null ? (
          t('coupon.used')
        ) : (
          <time dateTime={coupon.usedAt ?? undefined}>{t('coupon.usedOn', { date: when })}</time>
        )}
      </span>
      {coupon.usedOrderSerial === null || coupon.usedOrderId === null ? null : (
        <span className="coupon__date">
          <Link to={local(orderDetailPath(merchantId, coupon.usedOrderId))}>
            {t('orderDetail.serial', { serial: coupon.usedOrderSerial })}
          </Link>
        </span>
      )}
    </>
  );
};

/** One of the coupon pages' lists (spec §2), paged, with its loading, empty and error states. */
export const CouponList = ({
  state,
  memberId,
}: {
  readonly state: CouponState;
  readonly memberId: string;
}) => {
  const t = useText();
  const { coupons, status, hasMore, loadMore, retry } = useCouponPages(state, memberId);
  return (
    <div className="stack" aria-busy={status === 'pending'}>
      {coupons.length > 0 ? (
        <ul className="coupon-list">
          {coupons.map((coupon) => (
            <li key={coupon.userCouponId} className={`coupon-card coupon-card--${state}`}>
              <CouponDetails
                coupon={coupon}
                date={dateOf[state]}
                usage={state === 'used' ? <CouponUsage coupon={coupon} /> : undefined}
              />
            </li>
          ))}
        </ul>
      ) : status === 'success' ? (
        <p className="page-state">{t(empty[state])}</p>
      ) : null}
      {status === 'pending' ? <p className="page-state">{t('common.loading')}</p> : null}
      {status === 'error' ? (
        <div className="stack">
          <p className="form-error" role="alert">
            {t('common.somethingWentWrong')}
          </p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {hasMore && status === 'success' ? (
        <button type="button" className="button button--secondary button--block" onClick={loadMore}>
          {t('coupon.more')}
        </button>
      ) : null}
    </div>
  );
};
