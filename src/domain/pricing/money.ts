import Decimal from 'decimal.js';

/**
 * A private Decimal class so money never depends on (or changes) the global Decimal settings.
 * Precision is far above any bill so sums and products stay exact before the final rounding.
 */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
export type Money = InstanceType<typeof Money>;

/**
 * Rounds to cents, ties to even (spec §9). A number is read through its shortest decimal form, so
 * 2.675 is the tie it looks like (the POS wrote "2.675"), not the binary value just below it.
 */
export function roundMoney(value: Decimal.Value): number {
  const rounded = new Money(value).toDecimalPlaces(2, Money.ROUND_HALF_EVEN);
  if (!rounded.isFinite()) {
    throw new RangeError(`Not an amount of money: ${String(value)}`);
  }
  // -0 would print as "-0.00" on a receipt.
  return rounded.isZero() ? 0 : rounded.toNumber();
}

/** Exact sum, for adding amounts that are already in cents. */
export function sumMoney(values: Iterable<Decimal.Value>): Money {
  let sum = new Money(0);
  for (const value of values) {
    sum = sum.plus(value);
  }
  return sum;
}
