import type { Queryable } from '../db/database.ts';

/** A product row joined with what the menu needs of its category. */
export interface ProductRow {
  readonly id: string;
  readonly category_id: string;
  readonly menu_id: string;
  readonly category_name: unknown;
  readonly name: unknown;
  readonly description: unknown;
  readonly price: number;
  readonly image: string;
  readonly mode: number;
  readonly sales_unit_type: number;
  readonly sales_unit_factors: unknown;
  readonly points_price: number;
  readonly is_tax_free: boolean;
  readonly sold_out: boolean;
  /** Read for the staff's product list only: the diners' menu never holds such products. */
  readonly off_shelf?: boolean;
  readonly modifier_groups: unknown;
  readonly condiments: unknown;
  readonly sort: number;
  /** Lower-cased names and aliases: what search matches besides the names. */
  readonly search_text: string | null;
  /** Dietary facts: null where nobody has stated them (migration 981). */
  readonly vegetarian: boolean | null;
  readonly vegan: boolean | null;
  readonly spice_level: number | null;
  readonly allergens: readonly string[] | null;
}

export interface CategoryRow {
  readonly id: string;
  readonly menu_id: string;
  readonly name: unknown;
  readonly sort: number;
}

const DIETARY = 'p.vegetarian, p.vegan, p.spice_level, p.allergens';

// Off-shelf products are withdrawn from the menu altogether; sold-out ones stay, flagged.
const PRODUCTS = `
  select p.id, p.category_id, c.menu_id, c.name as category_name, p.name, p.description, p.price,
         p.image, p.mode, p.sales_unit_type, p.sales_unit_factors, p.points_price, p.is_tax_free,
         p.sold_out, p.modifier_groups, p.condiments, p.sort, p.search_text,
         ${DIETARY}
    from products p join categories c on c.id = p.category_id
   where p.merchant_id = $1 and not p.off_shelf`;
const MENU_ORDER = 'order by c.sort, c.id, p.sort, p.id';

export const menuProducts = (db: Queryable, merchantId: string): Promise<ProductRow[]> =>
  db.query<ProductRow>(`${PRODUCTS} ${MENU_ORDER}`, [merchantId]);

/** Every product of the merchant, off the shelf too, for the staff (GET /api/staff/products). */
export const allProducts = (db: Queryable, merchantId: string): Promise<ProductRow[]> =>
  db.query<ProductRow>(
    `select p.id, p.category_id, c.menu_id, c.name as category_name, p.name, p.description,
            p.price, p.image, p.mode, p.sales_unit_type, p.sales_unit_factors, p.points_price,
            p.is_tax_free, p.sold_out, p.off_shelf, p.modifier_groups, p.condiments, p.sort, p.search_text,
            ${DIETARY}
       from products p join categories c on c.id = p.category_id
      where p.merchant_id = $1 ${MENU_ORDER}`,
    [merchantId],
  );

/**
 * The dishes whose names (both languages) and search words together match every pattern (one a
 * word of the keyword, `wordPattern` of src/domain/menu/search.ts, the app's own rule), dashes
 * read as spaces.
 */
export const productsMatching = (
  db: Queryable,
  merchantId: string,
  patterns: readonly string[],
  limit: number,
): Promise<ProductRow[]> =>
  db.query<ProductRow>(
    `${PRODUCTS}
       and translate(lower(coalesce(p.name ->> 'en-US', '') || E'\\n' ||
                           coalesce(p.name ->> 'zh-TW', '') || E'\\n' ||
                           coalesce(p.search_text, '')),
                     '-‐‑‒–—', '      ') ~ all ($2::text[])
     ${MENU_ORDER} limit $3`,
    [merchantId, patterns, limit],
  );

export const menuCategories = (db: Queryable, merchantId: string): Promise<CategoryRow[]> =>
  db.query<CategoryRow>(
    'select id, menu_id, name, sort from categories where merchant_id = $1 order by sort, id',
    [merchantId],
  );
