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

const PRODUCT_COLUMNS = `p.id, p.category_id, c.menu_id, p.name, c.name as category_name, p.price,
  p.mode, p.sales_unit_type, p.sales_unit_factors, p.points_price, p.is_tax_free, p.sold_out,
  p.off_shelf, p.modifier_groups, p.condiments`;

/** The merchant's products among `ids`; an id the merchant does not sell is simply absent. */
export const loadMenu = async (
  db: Queryable,
  merchantId: string,
  ids: Iterable<string>,
): Promise<Menu> => {
  const wanted = [...new Set(ids)].filter(fitsInt8);
  if (wanted.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS}
       from products p join categories c on c.id = p.category_id
      where p.merchant_id = $1 and p.id = any($2::bigint[])`,
    [merchantId, wanted],
  );
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
};

/** The SQL of a merchant's menu version (migrations/971_menu_versions.sql); `$n` its id. */
export const menuVersionSql = (merchantParam: string): string =>
  `coalesce((select version from menu_versions where merchant_id = ${merchantParam}), 0)::float8`;

/** A merchant's whole menu as of one menu version. */
export interface VersionedMenu {
  readonly version: number;
  readonly menu: Menu;
}

/** The merchant's whole menu and the version it is, read in one statement (one snapshot). */
export const loadWholeMenu = async (db: Queryable, merchantId: string): Promise<VersionedMenu> => {
  const rows = await db.query<ProductRow & { menu_version: number }>(
    `select v.menu_version, ${PRODUCT_COLUMNS}
       from (select ${menuVersionSql('$1')} as menu_version) v
       left join (products p join categories c on c.id = p.category_id) on p.merchant_id = $1`,
    [merchantId],
  );
  const version = rows[0]?.menu_version ?? 0;
  const products = rows.filter((row) => row.id !== null);
  return { version, menu: new Map(products.map((row) => [row.id, toProduct(row)])) };
};

/** How many merchants' menus a process keeps at most; the least recently used goes first. */
const MENUS_KEPT = 200;

/**
 * Merchants' menus kept in memory between cart writes. An entry is only a guess: whoever uses
 * it checks its version against the database's in the statement that depends on it, and reloads
 * when they differ (`reload`), so a menu changed by any process, or by hand, is never priced
 * with after the change committed.
 */
export class MenuCache {
  private readonly menus = new Map<string, Promise<VersionedMenu>>();

  /** The menu as last read (read now when this process has none). */
  get(db: Queryable, merchantId: string): Promise<VersionedMenu> {
    const kept = this.menus.get(merchantId);
    if (kept !== undefined) {
      this.menus.delete(merchantId);
      this.menus.set(merchantId, kept);
      return kept;
    }
    return this.reload(db, merchantId);
  }

  /** Reads the menu again: the version it was kept at is no longer the database's. */
  reload(db: Queryable, merchantId: string): Promise<VersionedMenu> {
    const loading = loadWholeMenu(db, merchantId);
    this.menus.delete(merchantId);
    this.menus.set(merchantId, loading);
    // A failed read is not kept: the next write reads again.
    loading.catch(() => {
      if (this.menus.get(merchantId) === loading) this.menus.delete(merchantId);
    });
    for (const oldest of this.menus.keys()) {
      if (this.menus.size <= MENUS_KEPT) break;
      this.menus.delete(oldest);
    }
    return loading;
  }
}
