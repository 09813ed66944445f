import { type Allergen, canonicalAllergens } from '../model/dietary.ts';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';
import { dietOf, statesAnything } from './dietary.ts';

/** What a diner asks the menu for (docs/dietary.md). Nothing asked: the whole menu. */
export interface DietaryFilter {
  readonly vegetarian: boolean;
  readonly vegan: boolean;
  readonly notSpicy: boolean;
  /** Allergens the diner must avoid, in ALLERGENS order. */
  readonly without: readonly Allergen[];
}

export type DietChoice = 'vegetarian' | 'vegan' | 'notSpicy';

export const NO_FILTER: DietaryFilter = {
  vegetarian: false,
  vegan: false,
  notSpicy: false,
  without: [],
};

/** How many things the diner asked for: 0 shows the whole menu. */
export const criteriaCount = (filter: DietaryFilter): number =>
  Number(filter.vegetarian) +
  Number(filter.vegan) +
  Number(filter.notSpicy) +
  filter.without.length;

/**
 * A dish shows only when it states what was asked and the answer fits: a fact the POS does not
 * state never lets a dish through, since a guess could make a diner ill.
 */
export const matchesFilter = (product: MenuProduct, filter: DietaryFilter): boolean => {
  const diet = dietOf(product);
  if (filter.vegetarian && diet.vegetarian !== true) return false;
  if (filter.vegan && diet.vegan !== true) return false;
  if (filter.notSpicy && diet.spiceLevel !== 0) return false;
  if (filter.without.length === 0) return true;
  const allergens = diet.allergens;
  return allergens !== null && filter.without.every((allergen) => !allergens.includes(allergen));
};

/** The dishes that fit, in menu order; the same list when nothing is asked. */
export const filterProducts = (
  products: readonly MenuProduct[],
  filter: DietaryFilter,
): readonly MenuProduct[] =>
  criteriaCount(filter) === 0
    ? products
    : products.filter((product) => matchesFilter(product, filter));

/** The menu with only the dishes that fit; a category left with none is left out. */
export const filterCategories = (
  categories: readonly MenuCategory[],
  filter: DietaryFilter,
): readonly MenuCategory[] =>
  criteriaCount(filter) === 0
    ? categories
    : categories.flatMap((category) => {
        const products = filterProducts(category.products, filter);
        return products.length === 0 ? [] : [{ ...category, products }];
      });

export const toggleChoice = (filter: DietaryFilter, choice: DietChoice): DietaryFilter => ({
  ...filter,
  [choice]: !filter[choice],
});

export const toggleWithout = (filter: DietaryFilter, allergen: Allergen): DietaryFilter => ({
  ...filter,
  without: filter.without.includes(allergen)
    ? filter.without.filter((code) => code !== allergen)
    : canonicalAllergens([...filter.without, allergen]),
});

/** A filter kept as JSON (the diner's tab keeps it): whatever does not read is not asked. */
export const readFilter = (value: unknown): DietaryFilter => {
  if (typeof value !== 'object' || value === null) return NO_FILTER;
  const stored = value as Partial<Record<keyof DietaryFilter, unknown>>;
  return {
    vegetarian: stored.vegetarian === true,
    vegan: stored.vegan === true,
    notSpicy: stored.notSpicy === true,
    without: Array.isArray(stored.without) ? canonicalAllergens(stored.without) : [],
  };
};

/** What the menu says about itself, for the filter to offer and explain (the menu read model). */
export interface DietaryFacets {
  readonly products: number;
  /** Dishes that state at least one fact: with none, a filter could only empty the menu. */
  readonly statingAnything: number;
  /** Dishes with no allergen list: any "without" filter hides them. */
  readonly allergensNotStated: number;
}

export const dietaryFacets = (categories: readonly MenuCategory[]): DietaryFacets => {
  const products = categories.flatMap((category) => category.products);
  return {
    products: products.length,
    statingAnything: products.filter(statesAnything).length,
    allergensNotStated: products.filter((product) => product.allergens === undefined).length,
  };
};
