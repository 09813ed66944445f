import { Effect } from 'effect';
import { ServerMode } from '../../domain/model/enums.ts';
import type { MerchantInfo } from '../../domain/model/merchant.ts';
import { webSettingIds } from '../../domain/rules/merchant-settings.ts';
import { type ApiCall, call } from './call.ts';
import { TinyMerchantSchema } from './schemas/merchant.ts';
import { type MerchantHome, MerchantHomeSchema } from './schemas/menu.ts';

export interface TinyMerchantInput {
  readonly merchantId: string;
  /** The setting ids to include; the web app's four by default. */
  readonly settingValueEnums?: readonly number[];
  /** Local: ask the merchant's own subdomain (spec §4, the second call of local mode). */
  readonly serverMode?: ServerMode;
}

/**
 * GET /api/merchant/tiny-merchant: the merchant's info with its settings (data.value.data).
 * Concurrent identical requests share one (spec §7).
 */
export const getTinyMerchant = (input: TinyMerchantInput): ApiCall<MerchantInfo> =>
  call({
    method: 'GET',
    path: '/api/merchant/tiny-merchant',
    query: { id: input.merchantId, settingValueEnums: input.settingValueEnums ?? webSettingIds },
    context: { merchantId: input.merchantId, serverMode: input.serverMode ?? ServerMode.Cloud },
    data: TinyMerchantSchema,
    shareInFlight: true,
  }).pipe(Effect.map((reply) => reply.value.data));

/** GET /api/member/merchant/home: who the merchant is and the menu's categories. */
export const getMerchantHome = (input: { readonly merchantId: string }): ApiCall<MerchantHome> =>
  call({
    method: 'GET',
    path: '/api/member/merchant/home',
    query: { merchantId: input.merchantId },
    data: MerchantHomeSchema,
  });
