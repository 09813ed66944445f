import { describe, expect, it } from 'vitest';
import { datePickerBounds } from '../../domain/validation/date-bounds.ts';
import { daysInMonth } from '../../domain/validation/birthday.ts';
import { birthdayChoices } from './birthday-choices.ts';

const utc = (iso: string) => Date.parse(iso);

describe('birthdayChoices', () => {
  it('offers every day of the year, February 29 too, within the default ten-year bounds', () => {
    const choices = birthdayChoices(datePickerBounds(utc('2025-06-15T08:30:00Z')));
    expect([...choices.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [month, days] of choices) {
      expect(days).toEqual(Array.from({ length: daysInMonth(month) }, (_, i) => i + 1));
    }
  });

  it('offers only what lies between narrow bounds', () => {
    const choices = birthdayChoices({
      min: utc('2025-01-30T00:00:00Z'),
      max: utc('2025-02-02T00:00:00Z'),
    });
    expect([...choices.entries()]).toEqual([
      [1, [30, 31]],
      [2, [1, 2]],
    ]);
  });
});
