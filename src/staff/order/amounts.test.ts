import { describe, expect, it } from 'vitest';
import { anOrderItem } from '../../domain/cart/order-item.fixture.ts';
import { SalesUnitType } from '../../domain/model/enums.ts';
import { isWeightEstimated } from '../../domain/pricing/weight.ts';
import { gramsOf, isWeighed } from './amounts.ts';

const fish = (overrides: Parameters<typeof anOrderItem>[0] = {}) =>
  anOrderItem({ salesUnitType: SalesUnitType.Weight, salesUnitFactorList: [6], ...overrides });

describe('a weighed line on the order page', () => {
  it('reads its factors as 100 g units, to a tenth of a gram', () => {
    expect(gramsOf(fish())).toBe(600);
    expect(gramsOf(fish({ salesUnitFactorList: [6.4] }))).toBe(640);
    expect(gramsOf(fish({ salesUnitFactorList: [2.5, 1.235] }))).toBe(373.5);
  });

  it('is an estimate until the staff weighed it; lines placed before the mark count as estimates', () => {
    expect(isWeightEstimated(fish({ weightEstimated: true }))).toBe(true);
    expect(isWeightEstimated(fish())).toBe(true);
    expect(isWeightEstimated(fish({ weightEstimated: false }))).toBe(false);
  });

  it('is only a line sold by weight', () => {
    expect(isWeighed(fish())).toBe(true);
    expect(isWeighed(anOrderItem())).toBe(false);
  });
});
