import { useEffect } from 'react';
import { subtotalWithRound } from '../../domain/pricing/coupon-threshold.ts';
import { SAY_AFTER_MS, useSettledValue } from '../components/use-settled-value.ts';
import { Money } from '../i18n/format.tsx';
import { useMoneyText } from '../i18n/money-text.ts';
import { useText } from '../i18n/use-text.ts';
import { CouponChooser } from '../member/CouponChooser.tsx';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { useRoundPreview } from './use-round-preview.ts';

/** A pause in the cart's changes before the server is asked (another diner's taps come in runs). */
const PREVIEW_DELAY_MS = 300;

/**
 * The order preview inside the cart flow (spec §2: the preview route itself is not-found): a
 * member picks a coupon and sees the server price it, with the points the order spends and
 * earns, before placing; any diner sees a percentage coupon already on the order take its share
 * of this round. The preview follows the cart's changes once they pause.
 */
export const PreviewSection = ({
  couponId,
  onCoupon,
}: {
  readonly couponId: string | null;
  readonly onCoupon: (userCouponId: string | null) => void;
}) => {
  const t = useText();
  const commands = useCommands();
  const { loggedIn, member } = useReadModel('member');
  const cart = useReadModel('cart');
  const order = useReadModel('order');
  const { chosen, wanted, preview, discount } = useRoundPreview(couponId);
  const orderSubtotal = subtotalWithRound(
    cart.totals.subtotal,
    order.placed === null ? null : (order.totals?.subtotal ?? null),
  );
  useEffect(() => {
    if (!wanted) return;
    const input = couponId === null ? {} : { userCouponIds: [couponId] };
    const timer = setTimeout(() => void commands.previewOrder(input), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [commands, couponId, wanted, cart.version]);

  const moneyText = useMoneyText();
  // Said once it settles: the section as a live region read out every row at each change.
  const said = useSettledValue(
    preview.status === 'success' && (couponId !== null || discount > 0)
      ? `${t('preview.total')} ${moneyText(preview.value.roundTotal)}`
      : '',
    SAY_AFTER_MS,
  );
  const balance = member?.points ?? 0;
  const pointsShort = cart.points > balance;
  return (
    <section className="stack preview" aria-labelledby="preview-title">
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <h3 id="preview-title" className="cart-diner__title">
        {t('preview.title')}
      </h3>
      <CouponChooser selected={couponId} onChange={onCoupon} orderSubtotal={orderSubtotal} />
      {/* Not announced: the live region reads the totals once they are here. */}
      {preview.status === 'pending' ? (
        <p className="muted" aria-hidden="true">
          {t('common.loading')}
        </p>
      ) : null}
      {/* Points short: said once, below, with what the dishes come to and what the member has.
          The order's coupon alone failing says nothing: the cart's own total stands. */}
      {preview.status === 'error' && chosen && !pointsShort ? (
        <p className="form-error" role="alert">
          {t('preview.failed')}
        </p>
      ) : null}
      {preview.status === 'success' ? (
        <dl className="totals">
          {discount > 0 ? (
            <div className="total-row">
              {/* None chosen: the discount is the order's coupon growing with this round. */}
              <dt>{t(couponId === null ? 'preview.orderCouponDiscount' : 'preview.discount')}</dt>
              <dd>
                <Money amount={-discount} />
              </dd>
            </div>
          ) : null}
          {/* With no coupon at work, the cart's totals above already say it (points dishes alone). */}
          {couponId === null && discount === 0 ? null : (
            <div className="total-row total-row--strong">
              <dt>{t('preview.total')}</dt>
              <dd>
                <Money amount={preview.value.roundTotal} />
              </dd>
            </div>
          )}
          {preview.value.joinsOrder ? (
            <div className="total-row">
              <dt>{t('preview.orderTotal')}</dt>
              <dd>
                <Money amount={preview.value.order.totalAmount} />
              </dd>
            </div>
          ) : null}
          {preview.value.pointsToSpend > 0 ? (
            <div className="total-row">
              <dt>{t('preview.pointsToSpend')}</dt>
              <dd>{t('menu.points', { points: preview.value.pointsToSpend })}</dd>
            </div>
          ) : null}
          {preview.value.pointsToEarn > 0 ? (
            <div className="total-row">
              <dt>{t('preview.pointsToEarn')}</dt>
              <dd>{t('menu.points', { points: preview.value.pointsToEarn })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {/* The reference POS credits points at placement (docs/decisions.md): say so, not "paid". */}
      {preview.status === 'success' && preview.value.pointsToEarn > 0 ? (
        <p className="muted small">{t('preview.pointsWhen')}</p>
      ) : null}
      {loggedIn && pointsShort ? (
        <p className="form-error" role="alert">
          {t('preview.notEnoughPoints', { points: cart.points, balance })}
        </p>
      ) : null}
      {loggedIn && cart.points > 0 && !pointsShort ? (
        <p className="muted">{t('preview.pointsBalance', { points: balance })}</p>
      ) : null}
      {/* Whoever places the round pays every point dish in it (docs/decisions.md). */}
      {loggedIn && cart.othersPoints > 0 ? (
        <p className="small">{t('preview.othersPoints', { points: cart.othersPoints })}</p>
      ) : null}
    </section>
  );
};
