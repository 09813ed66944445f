import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuProduct } from '../model/menu.ts';
import { dietaryFactsArb, dietaryFilterArb, dietaryMenuArb } from './dietary.arbitraries.ts';
import {
  criteriaCount,
  dietaryFacets,
  type DietaryFilter,
  filterCategories,
  matchesFilter,
  NO_FILTER,
  readFilter,
  toggleChoice,
  toggleWithout,
} from './dietary-filter.ts';
import { dietOf, statesAnything } from './dietary.ts';
import { aMenuProduct } from './menu.fixture.ts';

const dish = (facts: Partial<MenuProduct>) => aMenuProduct(facts);
const ask = (filter: Partial<DietaryFilter>): DietaryFilter => ({ ...NO_FILTER, ...filter });
const productsOf = (categories: readonly { products: readonly MenuProduct[] }[]) =>
  categories.flatMap((category) => category.products);

describe('dietOf', () => {
  it('follows through: vegan is vegetarian, not vegetarian is not vegan', () => {
    expect(dietOf({ vegan: true })).toMatchObject({ vegetarian: true, vegan: true });
    expect(dietOf({ vegetarian: false })).toMatchObject({ vegetarian: false, vegan: false });
    expect(dietOf({ vegetarian: true })).toMatchObject({ vegetarian: true, vegan: null });
  });

  it('states nothing of a contradiction, and nothing of what is left out', () => {
    expect(dietOf({ vegan: true, vegetarian: false })).toMatchObject({
      vegetarian: null,
      vegan: null,
    });
    expect(dietOf({})).toEqual({
      vegetarian: null,
      vegan: null,
      spiceLevel: null,
      allergens: null,
    });
    expect(statesAnything({})).toBe(false);
    expect(statesAnything({ allergens: [] })).toBe(true);
  });
});

describe('matchesFilter', () => {
  const porkDumplings = dish({ vegetarian: false, spiceLevel: 0, allergens: ['gluten', 'soy'] });
  const greens = dish({ vegan: true, spiceLevel: 0, allergens: [] });
  const danDan = dish({ vegetarian: false, spiceLevel: 2, allergens: ['gluten', 'peanuts'] });
  const silent = dish({});

  it('lets everything through when nothing is asked', () => {
    for (const product of [porkDumplings, greens, danDan, silent])
      expect(matchesFilter(product, NO_FILTER)).toBe(true);
  });

  it('asks each criterion of what the dish states', () => {
    expect(matchesFilter(greens, ask({ vegetarian: true, vegan: true, notSpicy: true }))).toBe(
      true,
    );
    expect(matchesFilter(porkDumplings, ask({ vegetarian: true }))).toBe(false);
    expect(matchesFilter(danDan, ask({ notSpicy: true }))).toBe(false);
    expect(matchesFilter(danDan, ask({ without: ['peanuts'] }))).toBe(false);
    expect(matchesFilter(porkDumplings, ask({ without: ['peanuts', 'sesame'] }))).toBe(true);
  });

  it('never lets through a dish that does not state what was asked', () => {
    for (const filter of [
      ask({ vegetarian: true }),
      ask({ vegan: true }),
      ask({ notSpicy: true }),
      ask({ without: ['sesame'] }),
    ])
      expect(matchesFilter(silent, filter)).toBe(false);
  });
});

describe('filterCategories', () => {
  it('property: keeps exactly the dishes that match, in menu order, and no empty category', () => {
    fc.assert(
      fc.property(dietaryMenuArb, dietaryFilterArb, (menu, filter) => {
        const shown = filterCategories(menu, filter);
        const expected = productsOf(menu).filter((product) => matchesFilter(product, filter));
        expect(productsOf(shown)).toEqual(expected);
        for (const category of shown) expect(category.products.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('property: asking more never shows more (and vegan shows no more than vegetarian)', () => {
    fc.assert(
      fc.property(dietaryMenuArb, dietaryFilterArb, dietaryFilterArb, (menu, a, b) => {
        const both: DietaryFilter = {
          vegetarian: a.vegetarian || b.vegetarian,
          vegan: a.vegan || b.vegan,
          notSpicy: a.notSpicy || b.notSpicy,
          without: readFilter({ without: [...a.without, ...b.without] }).without,
        };
        const shownA = new Set(productsOf(filterCategories(menu, a)).map((p) => p.id));
        for (const product of productsOf(filterCategories(menu, both)))
          expect(shownA.has(product.id)).toBe(true);
        const vegetarian = new Set(
          productsOf(filterCategories(menu, ask({ vegetarian: true }))).map((p) => p.id),
        );
        for (const product of productsOf(filterCategories(menu, ask({ vegan: true }))))
          expect(vegetarian.has(product.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: filtering twice is filtering once; no filter is the same menu', () => {
    fc.assert(
      fc.property(dietaryMenuArb, dietaryFilterArb, (menu, filter) => {
        const once = filterCategories(menu, filter);
        expect(filterCategories(once, filter)).toEqual(once);
        expect(filterCategories(menu, NO_FILTER)).toBe(menu);
      }),
      { numRuns: 200 },
    );
  });

  it('property: a dish that states nothing shows only when nothing is asked', () => {
    fc.assert(
      fc.property(dietaryFilterArb, (filter) => {
        expect(matchesFilter(dish({}), filter)).toBe(criteriaCount(filter) === 0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the filter as the diner changes it', () => {
  it('toggles choices and allergens, keeping one order', () => {
    const filter = toggleWithout(toggleWithout(NO_FILTER, 'sesame'), 'gluten');
    expect(filter.without).toEqual(['gluten', 'sesame']);
    expect(toggleWithout(filter, 'gluten').without).toEqual(['sesame']);
    expect(toggleChoice(NO_FILTER, 'vegan')).toEqual(ask({ vegan: true }));
    expect(criteriaCount(toggleChoice(filter, 'notSpicy'))).toBe(3);
  });

  it('property: reads back what it wrote; anything else reads as no or fewer criteria', () => {
    fc.assert(
      fc.property(dietaryFilterArb, (filter) => {
        expect(readFilter(JSON.parse(JSON.stringify(filter)))).toEqual(filter);
      }),
      { numRuns: 100 },
    );
    expect(readFilter(null)).toEqual(NO_FILTER);
    expect(readFilter('vegan')).toEqual(NO_FILTER);
    expect(readFilter({ vegan: 'yes', without: ['gluten', 'mustard', 'gluten'] })).toEqual(
      ask({ without: ['gluten'] }),
    );
  });
});

describe('dietaryFacets', () => {
  it('counts the dishes that state something, and those without an allergen list', () => {
    const menu = [
      {
        id: '1',
        menuId: '1',
        name: 'A',
        nameI18n: { 'en-US': 'A', 'zh-TW': 'A' },
        sort: 1,
        products: [dish({ allergens: [] }), dish({ vegan: true }), dish({})],
      },
    ];
    expect(dietaryFacets(menu)).toEqual({
      products: 3,
      statingAnything: 2,
      allergensNotStated: 2,
    });
  });

  it('property: never counts more than there are dishes', () => {
    fc.assert(
      fc.property(dietaryMenuArb, (menu) => {
        const facets = dietaryFacets(menu);
        expect(facets.statingAnything).toBeLessThanOrEqual(facets.products);
        expect(facets.allergensNotStated).toBeLessThanOrEqual(facets.products);
      }),
      { numRuns: 100 },
    );
  });

  it('property: dietOf never says vegan without vegetarian', () => {
    fc.assert(
      fc.property(dietaryFactsArb, (facts) => {
        const diet = dietOf(facts);
        if (diet.vegan === true) expect(diet.vegetarian).toBe(true);
        if (diet.vegetarian === false) expect(diet.vegan).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
