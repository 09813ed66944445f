import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMenuProduct } from '../../menu/menu.fixture.ts';
import { ALLERGENS } from '../dietary.ts';
import { DietaryFactsSchema } from './dietary.ts';
import { MenuProductSchema } from './menu.ts';

const decode = Schema.decodeUnknownSync(DietaryFactsSchema);

describe('dietary facts as the POS sends them', () => {
  it('keeps what is stated, in the one canonical order', () => {
    expect(
      decode({
        vegetarian: true,
        vegan: false,
        spiceLevel: 2,
        allergens: ['soy', 'gluten', 'soy'],
      }),
    ).toEqual({ vegetarian: true, vegan: false, spiceLevel: 2, allergens: ['gluten', 'soy'] });
  });

  it('tells "contains none" ([]) from "not stated" (no key)', () => {
    expect(decode({ allergens: [] })).toEqual({ allergens: [] });
    expect(decode({})).toEqual({});
    expect('allergens' in decode({ allergens: null })).toBe(false);
  });

  it('reads anything it cannot read as not stated, never as a failure', () => {
    expect(decode({ vegetarian: 'yes', vegan: 1, spiceLevel: 5, allergens: 'gluten' })).toEqual({});
    expect(decode({ spiceLevel: 1.5 })).toEqual({});
    expect(decode({ spiceLevel: -1 })).toEqual({});
  });

  it('drops codes outside the closed list (the nine major allergens)', () => {
    expect(decode({ allergens: ['mustard', 'celery', 'fish', 7, null] })).toEqual({
      allergens: ['fish'],
    });
  });

  it('property: decoding never throws, and gives only facts the type allows', () => {
    const isFacts = Schema.is(Schema.toType(DietaryFactsSchema));
    fc.assert(
      fc.property(
        fc.record(
          {
            vegetarian: fc.anything(),
            vegan: fc.anything(),
            spiceLevel: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.anything()),
            allergens: fc.oneof(
              fc.array(fc.oneof(fc.constantFrom(...ALLERGENS), fc.string())),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(isFacts(decode(input))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves a product from a POS without these fields as it was, each fact not stated', () => {
    const product = Schema.decodeUnknownSync(MenuProductSchema)(aMenuProduct());
    expect(product).toEqual(aMenuProduct());
    for (const key of ['vegetarian', 'vegan', 'spiceLevel', 'allergens']) {
      expect(key in product).toBe(false);
    }
  });
});
