import type { AsyncStatus } from '../model/enums.ts';
import type { MenuCategory, MenuProduct } from '../model/menu.ts';

export interface MenuState {
  /** Whose menu this is: a menu never outlives a change of merchant. */
  readonly merchantId: string | null;
  readonly categories: readonly MenuCategory[];
  readonly status: AsyncStatus;
  /** A translation key or the server's own message, for the last failure. */
  readonly error: string | null;
}

export const initialMenuState: MenuState = {
  merchantId: null,
  categories: [],
  status: 'idle',
  error: null,
};

export const findProduct = (
  menu: Pick<MenuState, 'categories'>,
  productId: string,
): MenuProduct | null =>
  menu.categories
    .flatMap((category) => category.products)
    .find((product) => product.id === productId) ?? null;
