import { type ApiResult, request, type StaffSession } from './client.ts';
import { Schema } from 'effect';
import { MerchantInfoSchema } from './schemas.ts';
import type { MerchantInfo } from './types.ts';

const TinyMerchantSchema = Schema.Struct({
  value: Schema.Struct({ data: MerchantInfoSchema }),
});

/** The diner API's public merchant call the console also reads (docs/api/merchant-menu-tables.md). */
export const getMerchant = async (s: StaffSession): Promise<ApiResult<MerchantInfo>> => {
  const id = encodeURIComponent(s.merchantId);
  const reply = await request(
    s,
    'GET',
    `/api/merchant/tiny-merchant?id=${id}`,
    TinyMerchantSchema,
    undefined,
    false,
  );
  return reply.ok ? { ok: true, data: reply.data.value.data } : reply;
};
