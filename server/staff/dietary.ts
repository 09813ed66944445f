import {
  canonicalAllergens,
  type DietaryFactsOnWire,
  isAllergen,
} from '../../src/domain/model/dietary.ts';
import type { Locale } from '../../src/domain/model/enums.ts';
import { fitsInt8 } from '../cart/int8.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { dietaryOf } from '../menu/present.ts';
import type { DietaryBody } from './schemas.ts';
import { staffBadRequest, staffError, staffMessage } from './messages.ts';

/**
 * What the staff said, checked and completed: known allergen codes, once each, in one order;
 * a vegan dish is vegetarian and a dish that is not vegetarian is not vegan (docs/dietary.md).
 * Saying "vegan" and "not vegetarian" at once is refused rather than guessed.
 */
export const checkedDietary = (body: DietaryBody, locale: Locale): DietaryFactsOnWire => {
  const unknown = body.allergens?.find((code) => !isAllergen(code));
  if (unknown !== undefined) {
    const message = staffMessage('unknownAllergen', locale).replace('{code}', unknown.slice(0, 40));
    throw new ApiError(400, 'badRequest', 400, null, message);
  }
  if (body.vegan === true && body.vegetarian === false)
    throw staffBadRequest('veganNotVegetarian', locale);
  return {
    vegetarian: body.vegan === true ? true : body.vegetarian,
    vegan: body.vegetarian === false ? false : body.vegan,
    spiceLevel: body.spiceLevel,
    allergens: body.allergens === null ? null : canonicalAllergens(body.allergens),
  };
};

/** Replaces a product's dietary facts; data: `{ productId, ...facts }` as the menu shows them. */
export const setProductDietary = async (
  q: Queryable,
  merchantId: string,
  productId: string,
  facts: DietaryFactsOnWire,
  locale: Locale,
): Promise<{ productId: string } & DietaryFactsOnWire> => {
  const [row] = fitsInt8(productId)
    ? await q.query<{
        id: string;
        vegetarian: boolean | null;
        vegan: boolean | null;
        spice_level: number | null;
        allergens: string[] | null;
      }>(
        `update products set vegetarian = $3, vegan = $4, spice_level = $5, allergens = $6
          where id = $1 and merchant_id = $2
          returning id, vegetarian, vegan, spice_level, allergens`,
        [productId, merchantId, facts.vegetarian, facts.vegan, facts.spiceLevel, facts.allergens],
      )
    : [];
  if (!row) throw staffError(404, 404, 'productNotFound', locale);
  return { productId: row.id, ...dietaryOf(row) };
};
