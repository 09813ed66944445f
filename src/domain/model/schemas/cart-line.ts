import { Schema, Struct } from 'effect';
import type { NewCartLine, NewCartModifier } from '../../cart/merge-new-line.ts';
import { amount, Id, listOf } from './fields.ts';
import { CondimentSchema, orderItemFields } from './order.ts';

/** A modifier as the product sheet offers it (cart/merge-new-line.ts). */
export const NewCartModifierSchema = Schema.Struct({
  modifierProductId: Id,
  quantity: amount(1),
  price: amount(),
  condiments: listOf(CondimentSchema),
}) satisfies Schema.Decoder<NewCartModifier>;

/** What the product sheet hands to the cart: an order item's fields before it is one. */
export const NewCartLineSchema = Schema.Struct({
  ...Struct.pick(orderItemFields, [
    'productId',
    'menuId',
    'categoryId',
    'menuName',
    'categoryName',
    'price',
    'originalPrice',
    'quantity',
    'notes',
    'condiments',
    'salesUnitType',
    'salesUnitFactorList',
    'mode',
    'pointsPrice',
  ]),
  orderItemModifiers: Schema.Array(NewCartModifierSchema),
  coefficient: Schema.optionalKey(Schema.Number),
  isTaxFree: Schema.optionalKey(Schema.Boolean),
}) satisfies Schema.Decoder<NewCartLine>;
