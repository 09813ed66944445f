import fc from 'fast-check';
import { ALLERGENS, type DietaryFacts, SPICE_LEVELS } from '../model/dietary.ts';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';
import { aMenuProduct, names } from './menu.fixture.ts';
import type { DietaryFilter } from './dietary-filter.ts';

/** Any facts a POS could state, each key left out at times (not stated), contradictions too. */
export const dietaryFactsArb: fc.Arbitrary<DietaryFacts> = fc.record(
  {
    vegetarian: fc.boolean(),
    vegan: fc.boolean(),
    spiceLevel: fc.constantFrom(...SPICE_LEVELS),
    allergens: fc.subarray([...ALLERGENS]),
  },
  { requiredKeys: [] },
);

export const dietaryFilterArb: fc.Arbitrary<DietaryFilter> = fc.record({
  vegetarian: fc.boolean(),
  vegan: fc.boolean(),
  notSpicy: fc.boolean(),
  without: fc.subarray([...ALLERGENS]),
});

/** A menu as the POS serves it (no empty category) whose dishes state anything or nothing. */
export const dietaryMenuArb: fc.Arbitrary<MenuCategory[]> = fc
  .array(fc.array(dietaryFactsArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 })
  .map((categories) => {
    let next = 1;
    return categories.map((facts, index) => ({
      id: String(600 + index),
      menuId: '1',
      ...names(`Category ${index}`),
      sort: index,
      products: facts.map((fact): MenuProduct => ({
        ...aMenuProduct({ id: String(700 + next++), categoryId: String(600 + index) }),
        ...fact,
      })),
    }));
  });
