import { ItemMode, type Locale, SalesUnitType } from '../../src/domain/model/enums.ts';
import {
  canonicalAllergens,
  type DietaryFactsOnWire,
  isSpiceLevel,
} from '../../src/domain/model/dietary.ts';
import type { MenuCategory, MenuProductOnWire } from '../../src/domain/model/menu.ts';
import { bothLocales, textIn } from '../http/local-text.ts';
import { condiments, factorList, modifierGroups } from './options.ts';
import type { CategoryRow, ProductRow } from './rows.ts';

// The wire shapes live once, in src/domain/model/menu.ts, shared with the client's decoding.
const itemModes: readonly ItemMode[] = Object.values(ItemMode);

/** A product's dietary facts, null where not stated (docs/api/merchant-menu-tables.md). */
export const dietaryOf = (row: {
  readonly vegetarian: boolean | null;
  readonly vegan: boolean | null;
  readonly spice_level: number | null;
  readonly allergens: readonly string[] | null;
}): DietaryFactsOnWire => ({
  vegetarian: row.vegetarian,
  vegan: row.vegan,
  spiceLevel: isSpiceLevel(row.spice_level) ? row.spice_level : null,
  allergens: row.allergens === null ? null : canonicalAllergens(row.allergens),
});

export const menuProduct = (row: ProductRow, locale: Locale): MenuProductOnWire => ({
  id: row.id,
  categoryId: row.category_id,
  menuId: row.menu_id,
  name: textIn(row.name, locale),
  nameI18n: bothLocales(row.name),
  description: textIn(row.description, locale),
  descriptionI18n: bothLocales(row.description),
  categoryName: textIn(row.category_name, locale),
  price: row.price,
  img: row.image,
  mode: itemModes.find((mode) => mode === row.mode) ?? ItemMode.Normal,
  salesUnitType:
    row.sales_unit_type === SalesUnitType.Weight ? SalesUnitType.Weight : SalesUnitType.Piece,
  salesUnitFactorList: factorList(row.sales_unit_factors),
  pointsPrice: row.points_price,
  isTaxFree: row.is_tax_free,
  soldOut: row.sold_out,
  modifierGroups: modifierGroups(row.modifier_groups, locale),
  condiments: condiments(row.condiments, locale),
  sort: row.sort,
  searchText: row.search_text ?? '',
  ...dietaryOf(row),
});

/** Categories in menu order, each with its products; a category with nothing to offer is left out. */
export const menuByCategory = (
  categories: readonly CategoryRow[],
  products: readonly ProductRow[],
  locale: Locale,
): MenuCategory<MenuProductOnWire>[] =>
  byCategory(categories, products, (row) => menuProduct(row, locale), locale);

/** A product as the staff list it: the diners' fields, and whether it is off the shelf. */
export interface StaffProduct extends MenuProductOnWire {
  readonly offShelf: boolean;
}

export type StaffMenuCategory = MenuCategory<StaffProduct>;

/** Every product by category, off the shelf included (GET /api/staff/products). */
export const staffMenu = (
  categories: readonly CategoryRow[],
  products: readonly ProductRow[],
  locale: Locale,
): StaffMenuCategory[] =>
  byCategory(
    categories,
    products,
    (row) => ({ ...menuProduct(row, locale), offShelf: row.off_shelf === true }),
    locale,
  );

const byCategory = <P>(
  categories: readonly CategoryRow[],
  products: readonly ProductRow[],
  present: (row: ProductRow) => P,
  locale: Locale,
) =>
  categories
    .map((category) => ({
      id: category.id,
      menuId: category.menu_id,
      name: textIn(category.name, locale),
      nameI18n: bothLocales(category.name),
      sort: category.sort,
      products: products.filter((product) => product.category_id === category.id).map(present),
    }))
    .filter((category) => category.products.length > 0);

/** The menu's wire shapes (tests read replies with them). */
export type MenuProduct = MenuProductOnWire;
export type MenuCategoryOnWire = MenuCategory<MenuProductOnWire>;
export type { MenuCategoryOnWire as MenuCategory };
