import type { Queryable } from '../db/database.ts';
import { toStoredText } from '../http/local-text.ts';
import { demoDietaryOf } from './dietary.ts';
import type { DemoCategory, DemoGroup, DemoProduct, Text } from './menu-types.ts';

const stored = (value: Text): string => toStoredText(value.en, value.zh);

// The jsonb shapes the menu routes read (menu/options.ts): names per locale, ids as strings.
const localized = (value: Text) => ({ 'en-US': value.en, 'zh-TW': value.zh });

const groupJson = (group: DemoGroup) => ({
  id: group.id,
  name: localized(group.name),
  min: group.min,
  max: group.max,
  options: group.options.map((option) => ({ ...option, name: localized(option.name) })),
});

/** Lower-cased names in both locales plus aliases: what search matches besides the names. */
const searchText = (product: DemoProduct): string =>
  [product.name.en, product.name.zh, product.aliases].join(' ').trim().toLowerCase();

const insertProduct = (
  tx: Queryable,
  merchantId: string,
  categoryId: string,
  product: DemoProduct,
  sort: number,
) => {
  const dietary = demoDietaryOf(product.id);
  return tx.query(
    `insert into products (id, merchant_id, category_id, name, description, price, image, mode,
       sales_unit_type, sales_unit_factors, points_price, sold_out, off_shelf, modifier_groups,
       condiments, sort, search_text, vegetarian, vegan, spice_level, allergens)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21)`,
    [
      product.id,
      merchantId,
      categoryId,
      stored(product.name),
      stored(product.description),
      product.price,
      `/images/${product.image}.svg`,
      product.mode,
      product.salesUnitType,
      JSON.stringify(product.factors),
      product.pointsPrice,
      product.soldOut,
      product.offShelf,
      JSON.stringify(product.groups.map(groupJson)),
      JSON.stringify(
        product.condiments.map((condiment) => ({ ...condiment, name: localized(condiment.name) })),
      ),
      sort,
      searchText(product),
      dietary.vegetarian,
      dietary.vegan,
      dietary.spiceLevel,
      dietary.allergens,
    ],
  );
};

/** Writes a merchant's categories and products in menu order (sort 10, 20, … leaves gaps). */
export const insertMenu = async (
  tx: Queryable,
  merchantId: string,
  menuId: string,
  categories: readonly DemoCategory[],
): Promise<void> => {
  for (const [index, category] of categories.entries()) {
    await tx.query(
      'insert into categories (id, merchant_id, menu_id, name, sort) values ($1, $2, $3, $4, $5)',
      [category.id, merchantId, menuId, stored(category.name), (index + 1) * 10],
    );
    for (const [position, product] of category.products.entries()) {
      await insertProduct(tx, merchantId, category.id, product, (position + 1) * 10);
    }
  }
};
