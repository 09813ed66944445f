import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptStatusCode, isNumericString, toHeaderValue } from './http.ts';

describe('acceptStatusCode', () => {
  it.each([
    [100, 100],
    [404, 404],
    [999, 999],
    [99, 200],
    [1000, 200],
    [404.5, 200],
    ['404', 200],
    [null, 200],
    [Number.NaN, 200],
  ])('%j → %j', (raw, expected) => {
    expect(acceptStatusCode(raw)).toBe(expected);
  });
});

describe('isNumericString', () => {
  it.each(['0', '15', '1.5', '007.250'])('accepts %j', (s) =>
    expect(isNumericString(s)).toBe(true),
  );
  it.each(['', '.5', '1.', '-1', '+1', '1e3', '1.2.3', ' 1', 'NaN'])('rejects %j', (s) =>
    expect(isNumericString(s)).toBe(false),
  );
});

describe('toHeaderValue', () => {
  it('drops characters outside printable ASCII', () => {
    expect(toHeaderValue('Ann Lée\n\t~')).toBe('Ann Le~');
    expect(toHeaderValue('王小明')).toBe('');
  });

  it('property: leaves only printable ASCII and keeps printable input intact', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const header = toHeaderValue(s);
        expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
        expect(toHeaderValue(header)).toBe(header);
      }),
      { numRuns: 300 },
    );
  });
});
