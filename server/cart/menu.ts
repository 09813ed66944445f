import type { ItemMode, SalesUnitType } from '../../src/domain/model/enums.ts';
import type { Queryable } from '../db/database.ts';
import { bothLocales, type LocalizedText } from '../http/local-text.ts';
import { fitsInt8 } from './int8.ts';

export interface MenuOption {
  readonly modifierProductId: string;
  readonly price: number;
}

/**
 * A condiment as the menu sells it: its price and its coefficient. The menu's condiments are
 * regular portions (the products' `condiments` hold no coefficient), so the coefficient is 1; a
 * client's coefficient is never read.
 */
export interface MenuCondiment {
  readonly id: string;
  readonly price: number;
  readonly coefficient: number;
}

export const MENU_CONDIMENT_COEFFICIENT = 1;

export interface MenuModifierGroup {
  readonly id: string;
  readonly min: number;
  readonly max: number;
  readonly options: readonly MenuOption[];
}

/** A product as the server prices it: what a cart line may never take from the client. */
export interface MenuProduct {
  readonly id: string;
  readonly categoryId: string;
  readonly menuId: string;
  readonly name: LocalizedText;
  readonly categoryName: LocalizedText;
  readonly price: number;
  readonly mode: ItemMode;
  readonly salesUnitType: SalesUnitType;
  readonly salesUnitFactors: readonly number[];
  readonly pointsPrice: number;
  readonly isTaxFree: boolean;
  readonly orderable: boolean;
  readonly modifierGroups: readonly MenuModifierGroup[];
  readonly condiments: readonly MenuCondiment[];
}

export type Menu = ReadonlyMap<string, MenuProduct>;

interface ProductRow {
  id: string;
  category_id: string;
  menu_id: string;
  name: unknown;
  category_name: unknown;
  price: number;
  mode: ItemMode;
  sales_unit_type: SalesUnitType;
  sales_unit_factors: number[];
  points_price: number;
  is_tax_free: boolean;
  sold_out: boolean;
  off_shelf: boolean;
  modifier_groups: { id: unknown; min?: number; max?: number; options?: MenuOption[] }[];
  condiments: { id?: unknown; price: number }[];
}

const toProduct = (row: ProductRow): MenuProduct => ({
  id: row.id,
  categoryId: row.category_id,
  menuId: row.menu_id,
  name: bothLocales(row.name),
  categoryName: bothLocales(row.category_name),
  price: row.price,
  mode: row.mode,
  salesUnitType: row.sales_unit_type,
  salesUnitFactors: row.sales_unit_factors.map(Number),
  pointsPrice: row.points_price,
  isTaxFree: row.is_tax_free,
  orderable: !row.sold_out && !row.off_shelf,
  modifierGroups: row.modifier_groups.map((group) => ({
    id: String(group.id),
    min: Number(group.min ?? 0),
    max: Number(group.max ?? 0),
    options: (group.options ?? []).map((option) => ({
      modifierProductId: String(option.modifierProductId),
      price: Number(option.price),
    })),
  })),
  condiments: row.condiments.map((condiment) => ({
    id: String(condiment.id ?? ''),
    price: Number(condiment.price),
    coefficient: MENU_CONDIMENT_COEFFICIENT,
  })),
});

/** The merchant's products among `ids`; an id the merchant does not sell is simply absent. */
export const loadMenu = async (
  db: Queryable,
  merchantId: string,
  ids: Iterable<string>,
): Promise<Menu> => {
  const wanted = [...new Set(ids)].filter(fitsInt8);
  if (wanted.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `select p.id, p.category_id, c.menu_id, p.name, c.name as category_name, p.price, p.mode,
            p.sales_unit_type, p.sales_unit_factors, p.points_price, p.is_tax_free, p.sold_out,
            p.off_shelf, p.modifier_groups, p.condiments
       from products p join categories c on c.id = p.category_id
      where p.merchant_id = $1 and p.id = any($2::bigint[])`,
    [merchantId, wanted],
  );
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
};
