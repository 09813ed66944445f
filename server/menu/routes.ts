import type { FastifyInstance } from 'fastify';
import { Schema } from 'effect';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { DbId } from '../merchants/ids.ts';
import { resolveMerchant } from '../merchants/scope.ts';
import { menuByCategory, menuProduct } from './present.ts';
import { menuCategories, menuProducts, productsMatching } from './rows.ts';
import { keywordWords, wordPattern } from '../../src/domain/menu/search.ts';
import { MAX_SEARCH_RESULTS, normaliseKeyword } from './search.ts';

const MenuQuery = Schema.Struct({ merchantId: Schema.optional(DbId) });
const SearchQuery = Schema.Struct({
  merchantId: Schema.optional(DbId),
  keyword: Schema.String,
});

/** The menu (products by category) and its search. */
export const registerMenuRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  app.get(
    '/api/member/merchant/products-by-categories',
    { config: { compress: true } },
    async (request) => {
      const query = decodeInput(MenuQuery, request.query);
      const id = query.merchantId ?? request.ctx.merchantId;
      const merchant = await resolveMerchant(request, deps, id, 'merchantId');
      const [categories, products] = await Promise.all([
        menuCategories(deps.db, merchant.id),
        menuProducts(deps.db, merchant.id),
      ]);
      return ok(menuByCategory(categories, products, request.ctx.locale));
    },
  );

  app.get('/api/member/merchant/search', { config: { compress: true } }, async (request) => {
    const query = decodeInput(SearchQuery, request.query);
    const keyword = normaliseKeyword(query.keyword);
    const id = query.merchantId ?? request.ctx.merchantId;
    const merchant = await resolveMerchant(request, deps, id, 'merchantId');
    // An emptied search box (or one of dashes) shows no results rather than the whole menu.
    if (keywordWords(keyword).length === 0) return ok([]);
    const rows = await productsMatching(
      deps.db,
      merchant.id,
      keywordWords(keyword).map(wordPattern),
      MAX_SEARCH_RESULTS,
    );
    return ok(rows.map((row) => menuProduct(row, request.ctx.locale)));
  });
};
