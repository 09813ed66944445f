import type { MenuCategory } from '../model/menu.ts';

/** The menu's dishes a diner can add now: not sold out, and on the menu at all (on the shelf). */
export const onSaleProductIds = (categories: readonly MenuCategory[]): ReadonlySet<string> =>
  new Set(
    categories.flatMap((category) =>
      category.products.filter((product) => !product.soldOut).map((product) => product.id),
    ),
  );
