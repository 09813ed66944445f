import type { Allergen, DietaryFacts, SpiceLevel } from '../model/dietary.ts';

/** A dish's dietary facts as a diner reads them: null where the POS does not say. */
export interface Diet {
  readonly vegetarian: boolean | null;
  readonly vegan: boolean | null;
  readonly spiceLevel: SpiceLevel | null;
  readonly allergens: readonly Allergen[] | null;
}

/**
 * The facts with what follows from them: a vegan dish is vegetarian, and a dish that is not
 * vegetarian is not vegan. A POS that says both "vegan" and "not vegetarian" has said nothing
 * a diner can trust about either, so neither is stated.
 */
export const dietOf = (facts: DietaryFacts): Diet => {
  const { vegetarian, vegan } = facts;
  const contradiction = vegan === true && vegetarian === false;
  return {
    vegetarian: contradiction ? null : vegan === true ? true : (vegetarian ?? null),
    vegan: contradiction ? null : vegetarian === false ? false : (vegan ?? null),
    spiceLevel: facts.spiceLevel ?? null,
    allergens: facts.allergens ?? null,
  };
};

/** Whether the POS states anything at all about the dish. */
export const statesAnything = (facts: DietaryFacts): boolean => {
  const diet = dietOf(facts);
  return (
    diet.vegetarian !== null ||
    diet.vegan !== null ||
    diet.spiceLevel !== null ||
    diet.allergens !== null
  );
};
