import { useSyncExternalStore } from 'react';

/**
 * The coupon a member chose in the cart: view state of the UI that outlives the cart panel (it is
 * unmounted when it closes, and a diner closes it to add one more dish), held for the member who
 * chose it, so another member on the phone starts with none. A placement that used it lets it go.
 */
let chosen: { readonly memberId: string; readonly couponId: string } | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const chooseCoupon = (memberId: string | null, couponId: string | null): void => {
  chosen = memberId === null || couponId === null ? null : { memberId, couponId };
  for (const listener of listeners) listener();
};

/** The coupon this member chose, if any. */
export const useChosenCoupon = (memberId: string | null): string | null =>
  useSyncExternalStore(
    subscribe,
    () => (chosen !== null && chosen.memberId === memberId ? chosen.couponId : null),
    () => null,
  );
