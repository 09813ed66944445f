import { useMemo } from 'react';
import type { MenuCondiment, MenuModifierOption, MenuProduct } from '../../domain/model/menu.ts';
import { useReadModel } from '../worker/context.tsx';

export interface MenuIndex {
  readonly product: (productId: string) => MenuProduct | undefined;
  readonly option: (productId: string, modifierProductId: string) => MenuModifierOption | undefined;
  /** The product's condiment a line names: by id, or (lines from before ids) by its price. */
  readonly condiment: (
    productId: string,
    chosen: { readonly condimentId?: string; readonly price: number },
  ) => MenuCondiment | undefined;
}

/** Lines carry ids and prices; names in the diner's language come from the menu. */
export const useMenuIndex = (): MenuIndex => {
  const categories = useReadModel('menu').categories;
  return useMemo(() => {
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
  }, [categories]);
};
