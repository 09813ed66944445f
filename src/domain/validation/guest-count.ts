import { MAX_GUEST_COUNT } from '../constants.ts';
import { invalid, type Validation, valid } from './result.ts';

const toCount = (raw: unknown): number | null => {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^[0-9]+$/.test(raw.trim())) return Number(raw.trim());
  return null;
};

/**
 * A whole number of guests from 1 to MAX_GUEST_COUNT. Strings are accepted because the count comes
 * back from local storage and from select inputs as text.
 */
export const validateGuestCount = (raw: unknown): Validation<number> => {
  const count = toCount(raw);
  return count !== null && Number.isInteger(count) && count >= 1 && count <= MAX_GUEST_COUNT
    ? valid(count)
    : invalid('order.inValidGuestNumber');
};
