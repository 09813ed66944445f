import { useEffect } from 'react';
import type { RoundPreview } from '../../domain/model/records.ts';
import { subtotalWithRound } from '../../domain/pricing/coupon-threshold.ts';
import type { PreviewRecord } from '../../domain/records/state.ts';
import { Money } from '../i18n/format.tsx';
import { useText } from '../i18n/use-text.ts';
import { CouponChooser } from '../member/CouponChooser.tsx';
import { useCommands, useReadModel } from '../worker/context.tsx';

type Preview =
  | { readonly status: 'idle' | 'pending' | 'error' }
  | { readonly status: 'success'; readonly value: RoundPreview };

const shownPreview = (wanted: boolean, record: PreviewRecord): Preview => {
  if (!wanted) return { status: 'idle' };
  if (record.status === 'success' && record.preview !== null)
    return { status: 'success', value: record.preview };
  return { status: record.status === 'error' ? 'error' : 'pending' };
};

/** What this round's coupon takes off: the order's discounts grow by it (records.ts). */
const roundDiscountOf = (preview: RoundPreview): number =>
  preview.roundDiscount ?? preview.order.totalDiscountAmount;

/**
 * The order preview inside the cart flow (spec §2: the preview route itself is not-found): a
 * member picks a coupon and sees the server price it, with the points the order spends and
 * earns, before placing. The preview follows every change of the cart.
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
  const orderSubtotal = subtotalWithRound(
    cart.totals.subtotal,
    order.placed === null ? null : (order.totals?.subtotal ?? null),
  );
  // Any diner's round joins the order's coupons; a member's own choices need a member.
  const chosen = loggedIn && (couponId !== null || cart.points > 0);
  const wanted = (chosen || order.pricesRoundsWithCoupons) && cart.itemCount > 0;
  const preview = shownPreview(wanted, useReadModel('records').preview);

  useEffect(() => {
    if (wanted) void commands.previewOrder(couponId === null ? {} : { userCouponIds: [couponId] });
  }, [commands, couponId, wanted, cart.version]);

  const balance = member?.points ?? 0;
  const pointsShort = cart.points > balance;
  return (
    <section className="stack preview" aria-labelledby="preview-title" aria-live="polite">
      <h3 id="preview-title" className="cart-diner__title">
        {t('preview.title')}
      </h3>
      <CouponChooser selected={couponId} onChange={onCoupon} orderSubtotal={orderSubtotal} />
      {preview.status === 'pending' ? <p className="muted">{t('common.loading')}</p> : null}
      {/* Points short: said once, below, with what the dishes come to and what the member has. */}
      {preview.status === 'error' && !pointsShort ? (
        <p className="form-error" role="alert">
          {t('preview.failed')}
        </p>
      ) : null}
      {preview.status === 'success' ? (
        <dl className="totals">
          {roundDiscountOf(preview.value) > 0 ? (
            <div className="total-row">
              {/* None chosen: the discount is the order's coupon growing with this round. */}
              <dt>{t(couponId === null ? 'preview.orderCouponDiscount' : 'preview.discount')}</dt>
              <dd>
                <Money amount={-roundDiscountOf(preview.value)} />
              </dd>
            </div>
          ) : null}
          {/* With no coupon at work, the cart's totals above already say it (points dishes alone). */}
          {couponId === null && roundDiscountOf(preview.value) === 0 ? null : (
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
    </section>
  );
};
