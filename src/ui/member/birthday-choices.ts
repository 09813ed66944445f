import type { DateBounds } from '../../domain/validation/date-bounds.ts';

/** The months a birthday picker offers, each with the days it offers in that month. */
export type BirthdayChoices = ReadonlyMap<number, readonly number[]>;

const DAY_MS = 86_400_000;
/** Every month and day, February 29 included: a birthday has no year. */
const ALL_MONTH_DAYS = 366;

/**
 * The month-and-day pairs that occur between the picker's date bounds (spec §5: ten years either
 * side of today). A birthday is saved without its year, so with the default bounds every day of
 * the year is offered; only bounds narrower than a year (or than the nearest February 29) leave
 * some out. The walk stops as soon as all 366 are found.
 */
export const birthdayChoices = ({ min, max }: DateBounds): BirthdayChoices => {
  const found = new Map<number, Set<number>>();
  let count = 0;
  for (let at = min; at <= max && count < ALL_MONTH_DAYS; at += DAY_MS) {
    const date = new Date(at);
    const month = date.getUTCMonth() + 1;
    const days = found.get(month) ?? new Set<number>();
    if (!days.has(date.getUTCDate())) count += 1;
    days.add(date.getUTCDate());
    found.set(month, days);
  }
  return new Map(
    [...found.entries()]
      .sort(([a], [b]) => a - b)
      .map(([month, days]) => [month, [...days].sort((a, b) => a - b)]),
  );
};
