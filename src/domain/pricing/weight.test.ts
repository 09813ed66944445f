import { describe, expect, it } from 'vitest';
import {
  factorsOfGrams,
  gramsOfFactors,
  isWeightInRange,
  MAX_WEIGHT_GRAMS,
  MIN_WEIGHT_GRAMS,
  roundWeightFactor,
} from './weight.ts';

describe('weights of weighed dishes', () => {
  it('reads factors as 100 g units, summed exactly', () => {
    expect(gramsOfFactors([6])).toBe(600);
    expect(gramsOfFactors([0.1, 0.2])).toBe(30);
    expect(gramsOfFactors([])).toBe(0);
  });

  it('turns grams into the one factor the POS stores, to a tenth of a gram', () => {
    expect(factorsOfGrams(640)).toEqual([6.4]);
    expect(factorsOfGrams(50)).toEqual([0.5]);
    expect(factorsOfGrams(123.45)).toEqual([1.235]);
    expect(roundWeightFactor(0.0004)).toBe(0);
  });

  it('takes 50 g to 5 kg, ends included, and nothing outside', () => {
    expect([MIN_WEIGHT_GRAMS, MAX_WEIGHT_GRAMS]).toEqual([50, 5000]);
    for (const factors of [[0.5], [50], [6], [25, 25], [0.25, 0.25]])
      expect([factors, isWeightInRange(factors)]).toEqual([factors, true]);
    for (const factors of [[], [0.001], [0.499], [50.001], [30, 30]])
      expect([factors, isWeightInRange(factors)]).toEqual([factors, false]);
  });
});
