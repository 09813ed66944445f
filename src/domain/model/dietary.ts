/**
 * What a dish is made of, as far as a diner with a diet or an allergy needs to know
 * (docs/dietary.md). Every fact may be left unsaid by the POS: an absent key is "not stated",
 * which is never the same as "no" (an absent allergen list is not an empty one).
 */

/**
 * The major food allergens (the US "big nine"), a closed list: the server refuses any other
 * code, and a client drops codes it does not know. `shellfish` covers crustaceans and molluscs
 * (shrimp, crab, clams, squid, oyster sauce), as a diner who says "no shellfish" means both.
 */
export const ALLERGENS = [
  'gluten',
  'peanuts',
  'treeNuts',
  'shellfish',
  'fish',
  'dairy',
  'egg',
  'soy',
  'sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** 0 not spicy, 1 mild, 2 medium, 3 hot: the dish as it usually comes. */
export const SPICE_LEVELS = [0, 1, 2, 3] as const;
export type SpiceLevel = (typeof SPICE_LEVELS)[number];
export const MAX_SPICE_LEVEL: SpiceLevel = 3;

/** A product's dietary facts; each key absent when the POS does not state it. */
export interface DietaryFacts {
  readonly vegetarian?: boolean;
  readonly vegan?: boolean;
  readonly spiceLevel?: SpiceLevel;
  /** The allergens the dish contains, in ALLERGENS order; [] says it contains none of them. */
  readonly allergens?: readonly Allergen[];
}

const allergenSet: ReadonlySet<unknown> = new Set(ALLERGENS);

export const isAllergen = (value: unknown): value is Allergen => allergenSet.has(value);

export const isSpiceLevel = (value: unknown): value is SpiceLevel =>
  value === 0 || value === 1 || value === 2 || value === 3;

/** Known codes only, each once, in ALLERGENS order: one list, one way to write it. */
export const canonicalAllergens = (codes: readonly unknown[]): Allergen[] =>
  ALLERGENS.filter((allergen) => codes.includes(allergen));

/**
 * The facts as the reference POS writes them (docs/api): every key, null where not stated, so
 * a reader sees "not stated" said rather than a key it might think was forgotten.
 */
export type DietaryFactsOnWire = { readonly [K in keyof DietaryFacts]-?: DietaryFacts[K] | null };
