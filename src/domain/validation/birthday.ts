import { invalid, type Validation, valid } from './result.ts';

export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

/** No year is asked for, so February always allows the 29th. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (month: number): number => DAYS_IN_MONTH[month - 1] ?? 0;

export const isValidMonthDay = (month: number, day: number): boolean =>
  Number.isInteger(month) && Number.isInteger(day) && day >= 1 && day <= daysInMonth(month);

/**
 * The member's birthday travels as one number: the month followed by the two-digit day
 * (March 7 → 307, December 25 → 1225). Padding the day keeps the encoding reversible;
 * unpadded, 1/12 and 11/2 would both be 112.
 */
export const combineBirthday = ({ month, day }: MonthDay): number => month * 100 + day;

export const splitBirthday = (birthday: number | null | undefined): MonthDay | null => {
  if (birthday == null || !Number.isInteger(birthday)) return null;
  const month = Math.floor(birthday / 100);
  const day = birthday % 100;
  return isValidMonthDay(month, day) ? { month, day } : null;
};

export const validateBirthday = (
  month: number | null | undefined,
  day: number | null | undefined,
): Validation<number> => {
  if (month == null || day == null) return invalid('birthdayRequired');
  return isValidMonthDay(month, day)
    ? valid(combineBirthday({ month, day }))
    : invalid('birthdayInvalid');
};
