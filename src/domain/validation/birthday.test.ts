import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineBirthday,
  daysInMonth,
  isValidMonthDay,
  splitBirthday,
  validateBirthday,
} from './birthday.ts';

describe('birthday encoding', () => {
  it('concatenates the month and the two-digit day', () => {
    expect(combineBirthday({ month: 3, day: 7 })).toBe(307);
    expect(combineBirthday({ month: 12, day: 25 })).toBe(1225);
    expect(combineBirthday({ month: 1, day: 12 })).not.toBe(combineBirthday({ month: 11, day: 2 }));
  });

  it('property: splits back what it combined', () => {
    expect(splitBirthday(307)).toEqual({ month: 3, day: 7 });
    expect(splitBirthday(1225)).toEqual({ month: 12, day: 25 });
    const monthDay = fc.integer({ min: 1, max: 12 }).chain((month) =>
      fc.record({
        month: fc.constant(month),
        day: fc.integer({ min: 1, max: daysInMonth(month) }),
      }),
    );
    fc.assert(
      fc.property(monthDay, (md) => {
        expect(splitBirthday(combineBirthday(md))).toEqual(md);
      }),
      { numRuns: 400 },
    );
  });

  it.each([null, undefined, 0, 100, 1300, 230, 431, 3.07, -307])(
    'reads %j as no birthday',
    (raw) => {
      expect(splitBirthday(raw)).toBeNull();
    },
  );
});

describe('validateBirthday', () => {
  it('allows February 29 and the last day of each month', () => {
    expect(validateBirthday(2, 29)).toEqual({ ok: true, value: 229 });
    expect(validateBirthday(4, 30)).toEqual({ ok: true, value: 430 });
    expect(validateBirthday(12, 31)).toEqual({ ok: true, value: 1231 });
  });

  it.each([
    [null, 7],
    [3, null],
    [undefined, undefined],
  ])('requires month and day (%j/%j)', (month, day) => {
    expect(validateBirthday(month, day)).toEqual({ ok: false, error: 'birthdayRequired' });
  });

  it.each([
    [2, 30],
    [4, 31],
    [13, 1],
    [0, 1],
    [3, 0],
    [3, 1.5],
  ])('rejects %j/%j as birthdayInvalid', (month, day) => {
    expect(validateBirthday(month, day)).toEqual({ ok: false, error: 'birthdayInvalid' });
    expect(isValidMonthDay(month, day)).toBe(false);
  });
});
