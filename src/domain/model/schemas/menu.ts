import { Schema } from 'effect';
import type {
  LocalizedText,
  MenuCategory,
  MenuCondiment,
  MenuModifierGroup,
  MenuModifierOption,
  MenuProduct,
} from '../menu.ts';
import { dietaryFields } from './dietary.ts';
import { itemMode, salesUnitType } from './enums.ts';
import { Amount, Id, amount, flag, listOf, text } from './fields.ts';

/** The menu as the POS serves it (model/menu.ts); the staff console extends these fields. */
export const LocalizedTextSchema = Schema.Struct({
  'en-US': text,
  'zh-TW': text,
}) satisfies Schema.Decoder<LocalizedText>;

const named = { name: text, nameI18n: LocalizedTextSchema };

export const MenuModifierOptionSchema = Schema.Struct({
  modifierProductId: Id,
  ...named,
  price: amount(),
}) satisfies Schema.Decoder<MenuModifierOption>;

export const MenuModifierGroupSchema = Schema.Struct({
  id: Id,
  ...named,
  min: amount(),
  max: amount(),
  options: listOf(MenuModifierOptionSchema),
}) satisfies Schema.Decoder<MenuModifierGroup>;

export const MenuCondimentSchema = Schema.Struct({
  id: Id,
  ...named,
  price: amount(),
}) satisfies Schema.Decoder<MenuCondiment>;

export const MenuProductSchema = Schema.Struct({
  id: Id,
  categoryId: Id,
  menuId: Id,
  ...named,
  description: text,
  descriptionI18n: LocalizedTextSchema,
  categoryName: text,
  price: Amount,
  img: text,
  mode: itemMode,
  salesUnitType: salesUnitType,
  salesUnitFactorList: listOf(Amount),
  pointsPrice: amount(),
  isTaxFree: flag(false),
  soldOut: flag(false),
  modifierGroups: listOf(MenuModifierGroupSchema),
  condiments: listOf(MenuCondimentSchema),
  sort: amount(),
  searchText: Schema.optionalKey(Schema.String),
  ...dietaryFields,
}) satisfies Schema.Decoder<MenuProduct>;

export const MenuCategorySchema = Schema.Struct({
  id: Id,
  menuId: Id,
  ...named,
  sort: amount(),
  products: listOf(MenuProductSchema),
}) satisfies Schema.Decoder<MenuCategory>;
