import { DATE_PICKER_SPAN_YEARS } from '../constants.ts';

export interface DateBounds {
  /** Epoch milliseconds. */
  readonly min: number;
  readonly max: number;
}

/**
 * Moves a UTC instant by whole years, keeping time of day. February 29 lands on February 28 in
 * a common year instead of rolling into March, so the bound stays in the month the user sees.
 */
export const shiftYears = (epochMs: number, years: number): number => {
  const at = new Date(epochMs);
  const year = at.getUTCFullYear() + years;
  const month = at.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  at.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return at.getTime();
};

/** Spec §5: date pickers default to ten years either side of today. */
export const datePickerBounds = (now: number, years = DATE_PICKER_SPAN_YEARS): DateBounds => ({
  min: shiftYears(now, -years),
  max: shiftYears(now, years),
});
