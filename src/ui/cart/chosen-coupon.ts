import { createViewState } from '../components/view-state.ts';

/**
 * The coupon a member chose in the cart: view state of the UI that outlives the cart panel (it is
 * unmounted when it closes, and a diner closes it to add one more dish), held for the member who
 * chose it, so another member on the phone starts with none. A placement that used it lets it go.
 */
const chosen = createViewState<{ readonly memberId: string; readonly couponId: string } | null>(
  null,
);

export const chooseCoupon = (memberId: string | null, couponId: string | null): void =>
  chosen.set(memberId === null || couponId === null ? null : { memberId, couponId });

/** The coupon this member chose, if any. */
export const useChosenCoupon = (memberId: string | null): string | null =>
  chosen.use((current) =>
    current !== null && current.memberId === memberId ? current.couponId : null,
  );
