import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneInput, phoneForDisplay, validatePhone } from './phone.ts';

describe('validatePhone', () => {
  it.each([
    ['+12125550123', '+12125550123'],
    ['2125550123', '+12125550123'],
    ['(212) 555-0123', '+12125550123'],
    ['1 212 555 0123', '+12125550123'],
    ['+1 (989) 555.0123', '+19895550123'],
    ['２１２５５５０１２３', '+12125550123'],
  ])('accepts %s as %s', (raw, expected) => {
    expect(validatePhone(raw)).toEqual({ ok: true, value: expected });
  });

  it.each([undefined, null, '', '   '])('reports a missing phone (%s) as phoneRequired', (raw) => {
    expect(validatePhone(raw)).toEqual({ ok: false, error: 'phoneRequired' });
  });

  it.each([
    ['+10125550123', 'area code starts with 0'],
    ['+11125550123', 'area code starts with 1'],
    ['+12925550123', 'area code second digit 9'],
    ['+12120550123', 'exchange starts with 0'],
    ['+12121550123', 'exchange starts with 1'],
    ['+1212555012', 'nine digits'],
    ['+121255501234', 'eleven national digits'],
    ['212-555-O123', 'a letter O for a zero'],
    ['+44 20 7946 0958', 'another country'],
  ])('rejects %s (%s) as phoneInvalid', (raw) => {
    expect(validatePhone(raw)).toEqual({ ok: false, error: 'phoneInvalid' });
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['+', '+1'],
    ['1', '+1'],
    ['2', '+12'],
    ['+1212', '+1212'],
    ['(212) 555-01', '+121255501'],
    ['12125550123', '+12125550123'],
    ['+1212555012399', '+12125550123'],
    ['１２１２５５５０１２３', '+12125550123'],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatPhoneInput(raw)).toBe(expected);
  });

  it('property: never exceeds 12 characters, keeps the prefix, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = formatPhoneInput(raw);
        expect(once.length).toBeLessThanOrEqual(12);
        if (once !== '') expect(once.startsWith('+1')).toBe(true);
        expect(formatPhoneInput(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('property: formats every valid number to its validated value', () => {
    const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
    const national = fc
      .tuple(
        digit(2),
        fc.integer({ min: 0, max: 8 }).map(String),
        digit(0),
        digit(2),
        fc.stringMatching(/^[0-9]{6}$/),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(national, (digits) => {
        const result = validatePhone(digits);
        expect(result).toEqual({ ok: true, value: `+1${digits}` });
        expect(formatPhoneInput(digits)).toBe(`+1${digits}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('phoneForDisplay', () => {
  it('groups a stored number as people read it, and leaves anything else as it is', () => {
    expect(phoneForDisplay('+12125550101')).toBe('+1 (212) 555-0101');
    expect(phoneForDisplay('')).toBe('');
    expect(phoneForDisplay('+4420794600')).toBe('+4420794600');
  });

  it('shows every valid number with its ten digits in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9][0-8][0-9][2-9][0-9]{6}$/), (national) => {
        const valid = validatePhone(national);
        if (!valid.ok) return;
        expect(phoneForDisplay(valid.value).replace(/[^0-9]/g, '')).toBe(`1${national}`);
      }),
    );
  });
});
