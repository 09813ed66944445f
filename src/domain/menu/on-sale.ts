import type { MenuCategory } from '../model/menu.ts';

const productIdsWhere = (
  categories: readonly MenuCategory[],
  soldOut: boolean,
): ReadonlySet<string> =>
  new Set(
    categories.flatMap((category) =>
      category.products
        .filter((product) => product.soldOut === soldOut)
        .map((product) => product.id),
    ),
  );

/** The menu's dishes a diner can add now: not sold out, and on the menu at all (on the shelf). */
export const onSaleProductIds = (categories: readonly MenuCategory[]): ReadonlySet<string> =>
  productIdsWhere(categories, false);

/** The menu's dishes it shows as sold out. */
export const soldOutProductIds = (categories: readonly MenuCategory[]): ReadonlySet<string> =>
  productIdsWhere(categories, true);
