import type { FastifyInstance } from 'fastify';
import { Schema } from 'effect';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { decodeInput } from '../http/validate.ts';
import { loadHome } from '../menu/home.ts';
import { DbId } from './ids.ts';
import { merchantInfo } from './present.ts';
import { hostMerchantId, resolveMerchant } from './scope.ts';
import { QueryList, parseSettingEnums } from './setting-enums.ts';

const TinyMerchantQuery = Schema.Struct({
  id: Schema.optional(DbId),
  settingValueEnums: QueryList,
  'settingValueEnums[]': QueryList,
});

const HomeQuery = Schema.Struct({ merchantId: Schema.optional(DbId) });

/** GET /api/merchant/tiny-merchant and GET /api/member/merchant/home. */
export const registerMerchantRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/api/merchant/tiny-merchant', async (request) => {
    const query = decodeInput(TinyMerchantQuery, request.query);
    const asked = parseSettingEnums(query.settingValueEnums, query['settingValueEnums[]']);
    // On a merchant's own subdomain the host names the merchant; `id` may repeat it.
    const id = query.id ?? hostMerchantId(request, deps.config);
    const merchant = await resolveMerchant(request, deps, id, 'id');
    return ok({ value: { data: merchantInfo(merchant, request.ctx.locale, asked) } });
  });

  app.get('/api/member/merchant/home', { config: { compress: true } }, async (request) => {
    const query = decodeInput(HomeQuery, request.query);
    const id = query.merchantId ?? request.ctx.merchantId;
    const merchant = await resolveMerchant(request, deps, id, 'merchantId');
    return ok(await loadHome(deps.db, merchant, request.ctx.locale));
  });
};
