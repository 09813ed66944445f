import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { type CouponDateKind, CouponDetails } from './CouponDetails.tsx';
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
              <CouponDetails coupon={coupon} date={dateOf[state]} />
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
