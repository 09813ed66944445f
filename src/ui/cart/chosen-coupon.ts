import { createViewState } from '../components/view-state.ts';

interface Chosen {
  readonly memberId: string;
  readonly couponId: string;
}

/**
 * Kept for the tab (sessionStorage), so a reload before Place order keeps the discount the member
 * saw in the preview; gone with the tab, as the cart panel's other choices are.
 */
const KEY = 'cart-chosen-coupon';

const readChosen = (stored: unknown): Chosen | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const { memberId, couponId } = stored as Partial<Record<keyof Chosen, unknown>>;
  return typeof memberId === 'string' && typeof couponId === 'string'
    ? { memberId, couponId }
    : null;
};

/**
 * The coupon a member chose in the cart: view state of the UI that outlives the cart panel (it is
 * unmounted when it closes, and a diner closes it to add one more dish) and a reload, held for the
 * member who chose it, so another member on the phone starts with none. A placement that used it
 * lets it go; one no longer available is simply not offered (CouponChooser).
 */
const chosen = createViewState<Chosen | null>(null, { key: KEY, read: readChosen });

export const chooseCoupon = (memberId: string | null, couponId: string | null): void =>
  chosen.set(memberId === null || couponId === null ? null : { memberId, couponId });

/** The coupon this member chose, if any. */
export const useChosenCoupon = (memberId: string | null): string | null =>
  chosen.use((current) =>
    current !== null && current.memberId === memberId ? current.couponId : null,
  );
