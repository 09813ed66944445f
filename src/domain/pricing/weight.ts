import type { OrderItem } from '../model/order.ts';
import { sumMoney } from './money.ts';

/**
 * Weighed dishes (salesUnitType Weight) are priced per weight unit: the line bills
 * `price × sum(salesUnitFactorList) × quantity`, each factor a number of units. The reference POS
 * prices weight per 100 g, so a unit is 100 g and a 600 g fish is the factor 6.
 */
export const GRAMS_PER_WEIGHT_UNIT = 100;

/**
 * The weights a line of a weighed dish may ask for, per piece: what a diner estimates and what the
 * staff confirm on the scale. 50 g to 5 kg, that is 0.5 to 50 units.
 */
export const MIN_WEIGHT_GRAMS = 50;
export const MAX_WEIGHT_GRAMS = 5000;

/** Factors are kept to 3 decimals (a tenth of a gram). */
export const roundWeightFactor = (factor: number): number => Math.round(factor * 1000) / 1000;

/** The weight a line's factors stand for, in grams (exact decimal sum, then scaled). */
export const gramsOfFactors = (factors: readonly number[]): number =>
  sumMoney(factors).times(GRAMS_PER_WEIGHT_UNIT).toNumber();

/** The factor list the POS stores for a weight in grams. */
export const factorsOfGrams = (grams: number): readonly number[] => [
  roundWeightFactor(grams / GRAMS_PER_WEIGHT_UNIT),
];

/** Within 50 g to 5 kg, ends included. */
export const isWeightInRange = (factors: readonly number[]): boolean => {
  const grams = gramsOfFactors(factors);
  return grams >= MIN_WEIGHT_GRAMS && grams <= MAX_WEIGHT_GRAMS;
};

/**
 * Whether a weighed line's weight is still the diner's guess: until the staff weigh the dish
 * (server/staff/reweigh.ts); lines placed before the mark existed count as guesses. The diner's
 * cart and order say "estimate" beside it, the staff console "estimated".
 */
export const isWeightEstimated = (line: Pick<OrderItem, 'weightEstimated'>): boolean =>
  line.weightEstimated !== false;
