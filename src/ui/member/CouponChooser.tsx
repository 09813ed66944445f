import { useEffect, useId } from 'react';
import { couponShortfall } from '../../domain/pricing/coupon-threshold.ts';
import { useMoneyText } from '../i18n/money-text.ts';
import { useText } from '../i18n/use-text.ts';
import { useReadModel } from '../worker/context.tsx';
import { CouponDetails } from './CouponDetails.tsx';
import type { Coupon } from './coupon-terms.ts';
import { useCouponPages } from './use-coupon-pages.ts';
import { useProtectedAction } from './use-protected-action.ts';

export interface CouponChooserProps {
  /** The chosen coupon's userCouponId; null: no coupon. */
  readonly selected: string | null;
  readonly onChange: (userCouponId: string | null) => void;
  /** The order's money subtotal with this round: a coupon's minimum spend is met by it. */
  readonly orderSubtotal: number;
}

/**
 * Picks one of the member's available coupons for the order preview (the preview sheet prices
 * it). A visitor has none: they are offered the login instead of a list that would fail.
 */
export const CouponChooser = ({ selected, onChange, orderSubtotal }: CouponChooserProps) => {
  const t = useText();
  const protect = useProtectedAction();
  const { loggedIn, member } = useReadModel('member');
  if (!loggedIn || member === null)
    return (
      <div className="stack coupon-chooser">
        <p className="muted">{t('coupon.loginToUse')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => protect(() => undefined)}
        >
          {t('title.login')}
        </button>
      </div>
    );
  return (
    <CouponRadios
      memberId={member.id}
      selected={selected}
      onChange={onChange}
      orderSubtotal={orderSubtotal}
    />
  );
};

const CouponRadios = ({
  memberId,
  selected,
  onChange,
  orderSubtotal,
}: CouponChooserProps & { readonly memberId: string }) => {
  const t = useText();
  const name = useId();
  const money = useMoneyText();
  const { coupons, status, hasMore, loadMore, retry } = useCouponPages('available', memberId);
  const shortOf = (coupon: Coupon) => couponShortfall(coupon.thresholdAmount, orderSubtotal);
  const chosen = coupons.find((coupon) => coupon.userCouponId === selected);
  const chosenFallsShort = chosen !== undefined && shortOf(chosen) > 0;
  // Chosen before a reload, and used or expired since: the whole list is here without it.
  const chosenGone = selected !== null && status === 'success' && !hasMore && chosen === undefined;
  // Dishes taken out after choosing: the coupon no longer applies, and the preview goes without it.
  useEffect(() => {
    if (chosenFallsShort || chosenGone) onChange(null);
  }, [chosenFallsShort, chosenGone, onChange]);
  return (
    <fieldset className="coupon-chooser" aria-busy={status === 'pending'}>
      <legend className="field-label">{t('coupon.choose')}</legend>
      <div className="choice-list">
        <label className="coupon-option">
          <input
            type="radio"
            name={name}
            checked={selected === null}
            onChange={() => onChange(null)}
          />
          <span className="coupon-option__none">{t('coupon.none')}</span>
        </label>
        {coupons.map((coupon) => {
          const short = shortOf(coupon);
          const shortId = `${name}-${coupon.userCouponId}-short`;
          return (
            <label key={coupon.userCouponId} className="coupon-option">
              <input
                type="radio"
                name={name}
                value={coupon.userCouponId}
                checked={selected === coupon.userCouponId}
                disabled={short > 0}
                aria-describedby={short > 0 ? shortId : undefined}
                onChange={() => onChange(coupon.userCouponId)}
              />
              <span className="coupon-option__body">
                <CouponDetails coupon={coupon} date="validUntil" />
                {short > 0 ? (
                  <span id={shortId} className="coupon-option__short">
                    {t('coupon.addMore', { amount: money(short) })}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {status === 'pending' ? <p className="page-state">{t('common.loading')}</p> : null}
      {status === 'success' && coupons.length === 0 ? (
        <p className="muted">{t('coupon.emptyAvailable')}</p>
      ) : null}
      {status === 'error' ? (
        <p className="form-error" role="alert">
          {t('coupon.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      {hasMore && status === 'success' ? (
        <button type="button" className="button button--secondary" onClick={loadMore}>
          {t('coupon.more')}
        </button>
      ) : null}
    </fieldset>
  );
};
