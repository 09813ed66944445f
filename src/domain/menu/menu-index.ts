import type { Locale } from '../model/enums.ts';
import type {
  LocalizedText,
  MenuCategory,
  MenuCondiment,
  MenuModifierOption,
  MenuProduct,
} from '../model/menu.ts';

export interface MenuIndex {
  readonly product: (productId: string) => MenuProduct | undefined;
  readonly option: (productId: string, modifierProductId: string) => MenuModifierOption | undefined;
  /** The product's condiment a line names: by id, or (lines from before ids) by its price. */
  readonly condiment: (
    productId: string,
    chosen: { readonly condimentId?: string; readonly price: number },
  ) => MenuCondiment | undefined;
}

/** Lines carry ids and prices; their names come from the menu (the diner app and the console). */
export const menuIndex = (categories: readonly MenuCategory[]): MenuIndex => {
  const products = new Map<string, MenuProduct>();
  for (const category of categories)
    for (const product of category.products) products.set(product.id, product);
  return {
    product: (productId) => products.get(productId),
    option: (productId, modifierProductId) =>
      products
        .get(productId)
        ?.modifierGroups.flatMap((group) => group.options)
        .find((option) => option.modifierProductId === modifierProductId),
    condiment: (productId, chosen) =>
      products
        .get(productId)
        ?.condiments.find((condiment) =>
          chosen.condimentId === undefined
            ? condiment.price === chosen.price
            : condiment.id === chosen.condimentId,
        ),
  };
};

/** Menu text in a language; the POS's own text when that language was left blank. */
export const localText = (text: LocalizedText, fallback: string, locale: Locale): string =>
  text[locale] || fallback;

export const localName = (
  named: { readonly name: string; readonly nameI18n: LocalizedText },
  locale: Locale,
): string => localText(named.nameI18n, named.name, locale);
