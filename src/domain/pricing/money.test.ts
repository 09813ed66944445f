import Decimal from 'decimal.js-light';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScaledDecimal, scaledDecimalArb } from './money.arbitraries.ts';
import { maxMoney, minMoney, Money, roundMoney, sumMoney } from './money.ts';

/** Cents by integer arithmetic alone: ties go to the even neighbour. */
const oracleCents = ({ units, places }: ScaledDecimal): bigint => {
  if (places <= 2) {
    return units * 10n ** BigInt(2 - places);
  }
  const divisor = 10n ** BigInt(places - 2);
  const magnitude = units < 0n ? -units : units;
  const floor = magnitude / divisor;
  const twiceRest = 2n * (magnitude % divisor);
  const up = twiceRest > divisor || (twiceRest === divisor && floor % 2n === 1n);
  const cents = up ? floor + 1n : floor;
  return units < 0n ? -cents : cents;
};

describe('roundMoney', () => {
  it.each([
    [2.675, 2.68],
    [2.665, 2.66],
    [0.125, 0.12],
    [0.135, 0.14],
    [1.005, 1],
    [-2.675, -2.68],
    ['1.0051', 1.01],
    ['12.344999', 12.34],
    [7, 7],
  ])('rounds %s to %s, ties to even', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it('accepts decimals and bigints', () => {
    expect(roundMoney(new Decimal('0.045'))).toBe(0.04);
    expect(roundMoney(5n)).toBe(5);
  });

  it('never answers -0, which would print as "-0.00"', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '-Infinity', 'twelve', ''])(
    'rejects %s',
    (value) => {
      expect(() => roundMoney(value)).toThrow(RangeError);
    },
  );

  it('leaves the global Decimal configuration alone', () => {
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_UP);
    expect(Money.rounding).toBe(Decimal.ROUND_HALF_EVEN);
  });

  it('property: agrees with an integer-arithmetic oracle', () => {
    fc.assert(
      fc.property(scaledDecimalArb(), (value) => {
        expect(roundMoney(value.text)).toBe(Number(oracleCents(value)) / 100);
      }),
      { numRuns: 200 },
    );
  });

  it('property: is idempotent', () => {
    fc.assert(
      fc.property(scaledDecimalArb(), ({ text }) => {
        const once = roundMoney(text);
        expect(roundMoney(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('property: is symmetric around zero, as ties to even must be', () => {
    fc.assert(
      fc.property(scaledDecimalArb(), ({ text }) => {
        expect(roundMoney(new Money(text).negated())).toBe(0 - roundMoney(text));
      }),
      { numRuns: 200 },
    );
  });
});

describe('sumMoney', () => {
  it('adds exactly where floating point would not', () => {
    expect(sumMoney([0.1, 0.2]).toNumber()).toBe(0.3);
    expect(sumMoney([]).toNumber()).toBe(0);
  });
});

describe('maxMoney and minMoney', () => {
  it('take the larger and the smaller amount, exactly', () => {
    expect(maxMoney(0, '-0.01').toString()).toBe('0');
    expect(maxMoney('0.1', new Money('0.3').minus('0.2')).toString()).toBe('0.1');
    expect(minMoney(5n, '4.999').toString()).toBe('4.999');
    expect(minMoney(-1, -2).toNumber()).toBe(-2);
  });

  it('refuse what is not an amount', () => {
    expect(() => maxMoney(Number.NaN, 0)).toThrow(RangeError);
    expect(() => minMoney(0, 'lots')).toThrow(RangeError);
  });
});
