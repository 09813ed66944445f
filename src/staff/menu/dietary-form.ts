import { dietOf } from '../../domain/menu/dietary.ts';
import {
  type Allergen,
  canonicalAllergens,
  type DietaryFacts,
  type DietaryFactsOnWire,
  type SpiceLevel,
} from '../../domain/model/dietary.ts';
import type { StaffMessageId } from '../i18n/catalogues.ts';

/** Yes, no, or not stated: what the POS may say of a dish. */
export type Said = 'yes' | 'no' | 'notStated';

/** The dietary form as the staff fill it in (docs/staff-console.md). */
export interface DietaryDraft {
  readonly vegetarian: Said;
  readonly vegan: Said;
  readonly spiceLevel: SpiceLevel | null;
  /** False: nobody has said; true with none ticked: contains none of the nine. */
  readonly allergensStated: boolean;
  readonly allergens: readonly Allergen[];
}

const said = (value: boolean | null): Said => (value === null ? 'notStated' : value ? 'yes' : 'no');
const fact = (value: Said): boolean | null => (value === 'notStated' ? null : value === 'yes');

export const draftOf = (facts: DietaryFacts): DietaryDraft => {
  const diet = dietOf(facts);
  return {
    vegetarian: said(diet.vegetarian),
    vegan: said(diet.vegan),
    spiceLevel: diet.spiceLevel,
    allergensStated: diet.allergens !== null,
    allergens: diet.allergens ?? [],
  };
};

/**
 * The form keeps itself consistent as the staff click, as the server would (a vegan dish is
 * vegetarian; a dish that is not vegetarian is not vegan), so what is sent is never refused.
 */
export const setVegetarian = (draft: DietaryDraft, value: Said): DietaryDraft => ({
  ...draft,
  vegetarian: value,
  vegan:
    value === 'no'
      ? 'no'
      : value === 'notStated' && draft.vegan === 'yes'
        ? 'notStated'
        : draft.vegan,
});

export const setVegan = (draft: DietaryDraft, value: Said): DietaryDraft => ({
  ...draft,
  vegan: value,
  vegetarian: value === 'yes' ? 'yes' : draft.vegetarian,
});

export const toggleAllergen = (draft: DietaryDraft, allergen: Allergen): DietaryDraft => ({
  ...draft,
  allergens: draft.allergens.includes(allergen)
    ? draft.allergens.filter((code) => code !== allergen)
    : canonicalAllergens([...draft.allergens, allergen]),
});

/** PUT /api/staff/products/:id/dietary's body. */
export const bodyOf = (draft: DietaryDraft): DietaryFactsOnWire => ({
  vegetarian: fact(draft.vegetarian),
  vegan: fact(draft.vegan),
  spiceLevel: draft.spiceLevel,
  allergens: draft.allergensStated ? canonicalAllergens(draft.allergens) : null,
});

export const allergenLabel: Readonly<Record<Allergen, StaffMessageId>> = {
  gluten: 'dietary.allergen.gluten',
  peanuts: 'dietary.allergen.peanuts',
  treeNuts: 'dietary.allergen.treeNuts',
  shellfish: 'dietary.allergen.shellfish',
  fish: 'dietary.allergen.fish',
  dairy: 'dietary.allergen.dairy',
  egg: 'dietary.allergen.egg',
  soy: 'dietary.allergen.soy',
  sesame: 'dietary.allergen.sesame',
};
