import type { Locale, ServerMode } from '../../src/domain/model/enums.ts';
import type { Id } from '../../src/domain/model/ids.ts';
import { readWebSettings } from '../../src/domain/rules/merchant-settings.ts';
import type { Queryable } from '../db/database.ts';
import { type LocalizedText, textIn } from '../http/local-text.ts';
import { serverModeOf, settingValues } from '../merchants/present.ts';
import type { MerchantRow } from '../merchants/store.ts';
import { menuByCategory } from './present.ts';
import { menuCategories, menuProducts } from './rows.ts';

export interface HomeCategory {
  readonly id: Id;
  readonly menuId: Id;
  readonly name: string;
  readonly nameI18n: LocalizedText;
  readonly sort: number;
  readonly productCount: number;
  /** The first dish's picture, for a category tile. */
  readonly img: string;
}

/** The welcome page in one call: who the merchant is and what the menu holds. */
export interface MerchantHome {
  readonly id: Id;
  readonly shortName: string;
  readonly desc: string;
  readonly img: string;
  readonly serverMode: ServerMode;
  readonly themePrimaryColor: string;
  readonly productCount: number;
  readonly categories: readonly HomeCategory[];
}

export const loadHome = async (
  db: Queryable,
  merchant: MerchantRow,
  locale: Locale,
): Promise<MerchantHome> => {
  const [categories, products] = await Promise.all([
    menuCategories(db, merchant.id),
    menuProducts(db, merchant.id),
  ]);
  const menu = menuByCategory(categories, products, locale);
  return {
    id: merchant.id,
    shortName: textIn(merchant.short_name, locale),
    desc: textIn(merchant.description, locale),
    img: merchant.image,
    serverMode: serverModeOf(merchant),
    themePrimaryColor: readWebSettings(settingValues(merchant.settings)).themePrimaryColor,
    productCount: menu.reduce((sum, category) => sum + category.products.length, 0),
    categories: menu.map(({ products: items, ...category }) => ({
      ...category,
      productCount: items.length,
      img: items[0]?.img ?? '',
    })),
  };
};
