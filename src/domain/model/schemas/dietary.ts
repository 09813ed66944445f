import { Option, Schema, SchemaGetter } from 'effect';
import {
  ALLERGENS,
  type Allergen,
  canonicalAllergens,
  type DietaryFacts,
  isSpiceLevel,
  SPICE_LEVELS,
} from '../dietary.ts';

/**
 * A fact the POS may leave unsaid. Whatever it sends that this client cannot read (absent,
 * null, a string for a flag, a spice level of 5 on some other scale) is "not stated": the key
 * is left out, so the dish is never shown as safe on a guess and the menu never fails to load
 * over one field. The type side is an optional key: a log written before these fields existed
 * still reads (docs/events.md).
 */
const stated = <T>(type: Schema.Codec<T>, read: (value: unknown) => T | undefined) =>
  Schema.optional(Schema.Unknown).pipe(
    Schema.decodeTo(Schema.optionalKey(type), {
      decode: SchemaGetter.transformOptional((value: Option.Option<unknown>) =>
        Option.flatMap(value, (raw) => Option.fromUndefinedOr(read(raw))),
      ),
      encode: SchemaGetter.transformOptional((value: Option.Option<T>) => value),
    }),
  );

const Allergens = Schema.Array(Schema.Literals(ALLERGENS));

/** The dietary keys of a menu product (model/dietary.ts), spread into MenuProductSchema. */
export const dietaryFields = {
  vegetarian: stated(Schema.Boolean, (raw) => (typeof raw === 'boolean' ? raw : undefined)),
  vegan: stated(Schema.Boolean, (raw) => (typeof raw === 'boolean' ? raw : undefined)),
  spiceLevel: stated(Schema.Literals(SPICE_LEVELS), (raw) => (isSpiceLevel(raw) ? raw : undefined)),
  // Codes outside the closed list are dropped: the list speaks of the nine major allergens only.
  allergens: stated<readonly Allergen[]>(Allergens, (raw) =>
    Array.isArray(raw) ? canonicalAllergens(raw) : undefined,
  ),
};

export const DietaryFactsSchema = Schema.Struct(
  dietaryFields,
) satisfies Schema.Decoder<DietaryFacts>;
