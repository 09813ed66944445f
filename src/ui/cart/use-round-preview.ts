import type { RoundPreview } from '../../domain/model/records.ts';
import type { PreviewRecord } from '../../domain/records/state.ts';
import { useReadModel } from '../worker/context.tsx';

type ShownPreview =
  | { readonly status: 'idle' | 'pending' | 'error' }
  | { readonly status: 'success'; readonly value: RoundPreview };

const shownPreview = (wanted: boolean, record: PreviewRecord): ShownPreview => {
  if (!wanted) return { status: 'idle' };
  if (record.status === 'success' && record.preview !== null)
    return { status: 'success', value: record.preview };
  return { status: record.status === 'error' ? 'error' : 'pending' };
};

/** What this round's coupons take off: the order's discounts grow by it (records.ts). */
const roundDiscountOf = (preview: RoundPreview): number =>
  preview.roundDiscount ?? preview.order.totalDiscountAmount;

/**
 * Whether the cart has the server price this round, and what it answered: for a member who chose
 * a coupon or holds points dishes (`chosen`), and for any diner once the order holds a percentage
 * coupon, which takes its share of every round. Online only: offline the cart says ordering needs
 * the connection, and a preview could only fail. `discount`: what the answer takes off, 0 until it
 * is here.
 */
export const useRoundPreview = (couponId: string | null) => {
  const { loggedIn } = useReadModel('member');
  const cart = useReadModel('cart');
  const { pricesRoundsWithCoupons } = useReadModel('order');
  const { online } = useReadModel('connection');
  const chosen = loggedIn && (couponId !== null || cart.points > 0);
  const wanted = (chosen || pricesRoundsWithCoupons) && cart.itemCount > 0 && online;
  const preview = shownPreview(wanted, useReadModel('records').preview);
  const discount = preview.status === 'success' ? roundDiscountOf(preview.value) : 0;
  return { chosen, wanted, preview, discount };
};
