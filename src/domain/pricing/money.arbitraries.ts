import fc from 'fast-check';
import { AdjustmentCategory, AdjustmentTarget } from '../model/enums.ts';
import type { PriceAdjustment } from '../model/order.ts';

/** A whole number of cents as the POS writes it (shortest decimal form, at most 2 places). */
export const centsArb = (maxCents = 100_000): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: maxCents }).map((cents) => cents / 100);

/**
 * An exact decimal as text with up to `maxPlaces` places, and its value as integer / 10^places,
 * so a test can check arithmetic against BigInt instead of against decimal.js itself.
 */
export interface ScaledDecimal {
  readonly text: string;
  readonly units: bigint;
  readonly places: number;
}

export const scaledDecimalArb = (maxPlaces = 6): fc.Arbitrary<ScaledDecimal> =>
  fc
    .record({
      units: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
      places: fc.integer({ min: 0, max: maxPlaces }),
    })
    .map(({ units, places }) => {
      const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
      const whole = digits.slice(0, digits.length - places);
      const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
      return { text: `${units < 0n ? '-' : ''}${whole}${fraction}`, units, places };
    });

export const adjustmentCategoryArb: fc.Arbitrary<AdjustmentCategory> = fc.constantFrom(
  ...Object.values(AdjustmentCategory),
);

export const priceAdjustmentArb = (
  overrides: {
    target?: fc.Arbitrary<AdjustmentTarget>;
    category?: fc.Arbitrary<AdjustmentCategory>;
  } = {},
): fc.Arbitrary<PriceAdjustment> =>
  fc.record({
    category: overrides.category ?? adjustmentCategoryArb,
    target: overrides.target ?? fc.constantFrom(...Object.values(AdjustmentTarget)),
    amount: centsArb(5_000),
  });
