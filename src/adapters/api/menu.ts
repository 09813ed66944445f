import { Schema } from 'effect';
import { type ApiCall, call } from './call.ts';
import type { MenuCategory, MenuProduct } from '../../domain/model/menu.ts';
import { MenuCategorySchema, MenuProductSchema } from '../../domain/model/schemas/menu.ts';

/** GET /api/member/merchant/products-by-categories: the menu, category by category. */
export const getMenu = (input: { readonly merchantId: string }): ApiCall<readonly MenuCategory[]> =>
  call({
    method: 'GET',
    path: '/api/member/merchant/products-by-categories',
    query: { merchantId: input.merchantId },
    data: Schema.Array(MenuCategorySchema),
  });

/** GET /api/member/merchant/search: products whose name holds the keyword. */
export const searchMenu = (input: {
  readonly merchantId: string;
  readonly keyword: string;
}): ApiCall<readonly MenuProduct[]> =>
  call({
    method: 'GET',
    path: '/api/member/merchant/search',
    query: { merchantId: input.merchantId, keyword: input.keyword },
    data: Schema.Array(MenuProductSchema),
  });
