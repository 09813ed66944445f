import { DEFAULT_GUEST_COUNT } from '../constants.ts';
import { validateGuestCount } from '../validation/guest-count.ts';
import { invalid, type Validation, valid } from '../validation/result.ts';
import type { RouteKind } from './route-guard.ts';

/** Spec §5: the merchant-start and QR pages come before the guest count is chosen. */
export const isGuestCountRequired = (route: RouteKind): boolean =>
  route !== 'merchantStart' && route !== 'qrCode';

/** A stored count that is unreadable (or absent) falls back to the default of one guest. */
export const guestCountOrDefault = (stored: unknown): number => {
  const count = validateGuestCount(stored);
  return count.ok ? count.value : DEFAULT_GUEST_COUNT;
};

/** On exempt pages any stored count passes, read with the default; elsewhere it must be valid. */
export const checkGuestCountForRoute = (stored: unknown, route: RouteKind): Validation<number> => {
  if (!isGuestCountRequired(route)) return valid(guestCountOrDefault(stored));
  const count = validateGuestCount(stored);
  return count.ok ? count : invalid(count.error);
};
