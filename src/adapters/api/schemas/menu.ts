import { Schema } from 'effect';
import { itemMode, salesUnitType, serverMode } from './enums.ts';
import { Amount, Id, amount, flag, listOf, text } from './fields.ts';

/**
 * The menu as the reference POS serves it (server/menu). The domain has no menu model: the
 * products become order items through the cart, so these types live with their schemas.
 */
export const LocalizedTextSchema = Schema.Struct({ 'en-US': text, 'zh-TW': text });

const named = { name: text, nameI18n: LocalizedTextSchema };

export const MenuModifierOptionSchema = Schema.Struct({
  modifierProductId: Id,
  ...named,
  price: amount(),
});

export const MenuModifierGroupSchema = Schema.Struct({
  id: Id,
  ...named,
  min: amount(),
  max: amount(),
  options: listOf(MenuModifierOptionSchema),
});

export const MenuCondimentSchema = Schema.Struct({ id: Id, ...named, price: amount() });

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
});
export type MenuProduct = typeof MenuProductSchema.Type;

export const MenuCategorySchema = Schema.Struct({
  id: Id,
  menuId: Id,
  ...named,
  sort: amount(),
  products: listOf(MenuProductSchema),
});
export type MenuCategory = typeof MenuCategorySchema.Type;

export const HomeCategorySchema = Schema.Struct({
  id: Id,
  menuId: Id,
  ...named,
  sort: amount(),
  productCount: amount(),
  img: text,
});

/** GET /api/member/merchant/home: the welcome page in one call. */
export const MerchantHomeSchema = Schema.Struct({
  id: Id,
  shortName: text,
  desc: text,
  img: text,
  serverMode: serverMode,
  themePrimaryColor: text,
  productCount: amount(),
  categories: listOf(HomeCategorySchema),
});
export type MerchantHome = typeof MerchantHomeSchema.Type;
