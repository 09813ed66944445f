import { ItemMode, type Locale, SalesUnitType } from '../../src/domain/model/enums.ts';
import type { Id } from '../../src/domain/model/ids.ts';
import { type LocalizedText, bothLocales, textIn } from '../http/local-text.ts';
import {
  type MenuCondiment,
  type MenuModifierGroup,
  condiments,
  factorList,
  modifierGroups,
} from './options.ts';
import type { CategoryRow, ProductRow } from './rows.ts';

/** One dish as the menu shows it; field names follow the order item it becomes (spec §3). */
export interface MenuProduct {
  readonly id: Id;
  readonly categoryId: Id;
  readonly menuId: Id;
  /** The request's locale; `…I18n` holds both, so a language switch needs no refetch. */
  readonly name: string;
  readonly nameI18n: LocalizedText;
  readonly description: string;
  readonly descriptionI18n: LocalizedText;
  readonly categoryName: string;
  readonly price: number;
  /** A path on this API's origin, e.g. /images/dumplings-jade.svg. */
  readonly img: string;
  readonly mode: ItemMode;
  readonly salesUnitType: SalesUnitType;
  readonly salesUnitFactorList: readonly number[];
  readonly pointsPrice: number;
  readonly isTaxFree: boolean;
  readonly soldOut: boolean;
  readonly modifierGroups: readonly MenuModifierGroup[];
  readonly condiments: readonly MenuCondiment[];
  readonly sort: number;
}

export interface MenuCategory {
  readonly id: Id;
  readonly menuId: Id;
  readonly name: string;
  readonly nameI18n: LocalizedText;
  readonly sort: number;
  readonly products: readonly MenuProduct[];
}

const itemModes: readonly ItemMode[] = Object.values(ItemMode);

export const menuProduct = (row: ProductRow, locale: Locale): MenuProduct => ({
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
});

/** Categories in menu order, each with its products; a category with nothing to offer is left out. */
export const menuByCategory = (
  categories: readonly CategoryRow[],
  products: readonly ProductRow[],
  locale: Locale,
): MenuCategory[] =>
  categories
    .map((category) => ({
      id: category.id,
      menuId: category.menu_id,
      name: textIn(category.name, locale),
      nameI18n: bothLocales(category.name),
      sort: category.sort,
      products: products
        .filter((product) => product.category_id === category.id)
        .map((product) => menuProduct(product, locale)),
    }))
    .filter((category) => category.products.length > 0);
