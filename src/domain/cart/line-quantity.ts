import { asciiDigits } from '../validation/phone.ts';
import { MAX_LINE_QUANTITY } from './line-limits.ts';

/**
 * A quantity as the line editor takes it: 0 to MAX_LINE_QUANTITY in whole digits, full-width
 * ones too (a zh-TW keyboard types "５"); null for anything else.
 */
export const lineQuantityOf = (raw: string): number | null => {
  const typed = asciiDigits(raw).trim();
  if (!/^\d{1,3}$/.test(typed)) return null;
  const quantity = Number(typed);
  return quantity <= MAX_LINE_QUANTITY ? quantity : null;
};
