import Decimal from 'decimal.js-light';

/**
 * A private Decimal class so money never depends on (or changes) the global Decimal settings.
 * Precision is far above any bill so sums and products stay exact before the final rounding.
 */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_EVEN });
export type Money = InstanceType<typeof Money>;

/** What an amount of money may be read from. */
export type MoneyValue = string | number | bigint | Decimal;

/**
 * The amount as a Money. decimal.js-light (a quarter of decimal.js's weight in the worker) has no
 * NaN or Infinity and reads no bigint: a value that is not a finite amount is a RangeError here.
 */
export const toMoney = (value: MoneyValue): Money => {
  if (typeof value === 'bigint') return new Money(value.toString());
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not an amount of money: ${String(value)}`);
  try {
    return new Money(value);
  } catch {
    throw new RangeError(`Not an amount of money: ${String(value)}`);
  }
};

/**
 * Rounds to cents, ties to even (spec §9). A number is read through its shortest decimal form, so
 * 2.675 is the tie it looks like (the POS wrote "2.675"), not the binary value just below it.
 */
export function roundMoney(value: MoneyValue): number {
  const rounded = toMoney(value).toDecimalPlaces(2, Money.ROUND_HALF_EVEN);
  // -0 would print as "-0.00" on a receipt.
  return rounded.isZero() ? 0 : rounded.toNumber();
}

/** Exact sum, for adding amounts that are already in cents. */
export function sumMoney(values: Iterable<MoneyValue>): Money {
  let sum = new Money(0);
  for (const value of values) {
    sum = sum.plus(toMoney(value));
  }
  return sum;
}

/** The larger of two amounts (decimal.js-light has no Decimal.max). */
export const maxMoney = (a: MoneyValue, b: MoneyValue): Money => {
  const x = toMoney(a);
  const y = toMoney(b);
  return x.gte(y) ? x : y;
};

/** The smaller of two amounts. */
export const minMoney = (a: MoneyValue, b: MoneyValue): Money => {
  const x = toMoney(a);
  const y = toMoney(b);
  return x.lte(y) ? x : y;
};
