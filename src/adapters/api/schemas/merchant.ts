import { Schema } from 'effect';
import { MerchantInfoSchema } from '../../../domain/model/schemas/merchant.ts';

/** GET /api/merchant/tiny-merchant puts the info at data.value.data (spec §7). */
export const TinyMerchantSchema = Schema.Struct({
  value: Schema.Struct({ data: MerchantInfoSchema }),
});
