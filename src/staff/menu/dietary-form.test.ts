import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dietaryFactsArb } from '../../domain/menu/dietary.arbitraries.ts';
import { dietOf } from '../../domain/menu/dietary.ts';
import { bodyOf, draftOf, setVegan, setVegetarian, toggleAllergen } from './dietary-form.ts';

describe('the dietary form', () => {
  it('starts from what the dish states, "not stated" included', () => {
    expect(draftOf({})).toEqual({
      vegetarian: 'notStated',
      vegan: 'notStated',
      spiceLevel: null,
      allergensStated: false,
      allergens: [],
    });
    expect(draftOf({ vegan: true, spiceLevel: 2, allergens: [] })).toEqual({
      vegetarian: 'yes',
      vegan: 'yes',
      spiceLevel: 2,
      allergensStated: true,
      allergens: [],
    });
  });

  it('keeps vegan and vegetarian consistent as the staff click', () => {
    const vegan = setVegan(draftOf({}), 'yes');
    expect([vegan.vegetarian, vegan.vegan]).toEqual(['yes', 'yes']);
    const meat = setVegetarian(vegan, 'no');
    expect([meat.vegetarian, meat.vegan]).toEqual(['no', 'no']);
    const unsure = setVegetarian(vegan, 'notStated');
    expect([unsure.vegetarian, unsure.vegan]).toEqual(['notStated', 'notStated']);
  });

  it('sends "not stated" as null and "none ticked" as an empty list', () => {
    expect(bodyOf(draftOf({}))).toEqual({
      vegetarian: null,
      vegan: null,
      spiceLevel: null,
      allergens: null,
    });
    const listed = toggleAllergen(
      toggleAllergen({ ...draftOf({}), allergensStated: true }, 'soy'),
      'gluten',
    );
    expect(bodyOf(listed).allergens).toEqual(['gluten', 'soy']);
    expect(bodyOf(toggleAllergen(listed, 'soy')).allergens).toEqual(['gluten']);
    expect(bodyOf({ ...listed, allergensStated: false }).allergens).toBeNull();
  });

  it('property: a dish opened and saved unchanged keeps what it states', () => {
    fc.assert(
      fc.property(dietaryFactsArb, (facts) => {
        const body = bodyOf(draftOf(facts));
        const diet = dietOf(facts);
        expect(body).toEqual({
          vegetarian: diet.vegetarian,
          vegan: diet.vegan,
          spiceLevel: diet.spiceLevel,
          allergens: diet.allergens,
        });
        // Never what the server refuses: vegan and not vegetarian.
        expect(body.vegan === true && body.vegetarian !== true).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
