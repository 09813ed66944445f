import { keptDigits } from './phone.ts';

/** Table order codes are short digit strings written on the table or given by the staff. */
export const ORDER_CODE_MAX_LENGTH = 8;
export const ORDER_CODE_PATTERN = /^\d{4,8}$/;

/**
 * The order-code field as the diner types or pastes: full-width digits read as digits, anything
 * else dropped first, and only then cut to the longest code, so "Code: 2468" pasted is 2468 (cut
 * first, the field had kept "24").
 */
export const formatOrderCodeInput = (raw: string): string => keptDigits(raw, ORDER_CODE_MAX_LENGTH);
