import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import { invalidInput } from './errors.ts';

/** Members live inside one merchant, so every call that makes or finds one must name it. */
export const requireMerchantId = (ctx: RequestContext): string => {
  if (ctx.merchantId === null) throw invalidInput('merchantIdRequired', ctx.locale);
  return ctx.merchantId;
};

export const requireMerchant = async (db: Queryable, ctx: RequestContext): Promise<string> => {
  const merchantId = requireMerchantId(ctx);
  const [row] = await db.query<{ id: string }>('select id from merchants where id = $1', [
    merchantId,
  ]);
  if (!row) throw new ApiError(404, 'merchantNotFound', 404);
  return merchantId;
};
