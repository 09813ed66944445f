import type { Locale } from '../../src/domain/model/enums.ts';
import { MerchantSetting, type WebSettings } from '../../src/domain/model/merchant.ts';
import { isCssHexColour } from '../../src/domain/rules/merchant-settings.ts';
import type { Queryable } from '../db/database.ts';
import { merchantSettings } from '../orders/settings.ts';
import { staffBadRequest } from './messages.ts';
import type { SettingsBody } from './schemas.ts';

/** Settings are stored as the text the POS sends in necessarySettingValues ('true', '30'...). */
const storedValues = (body: SettingsBody, locale: Locale): Record<string, string> => {
  const values: Record<string, string> = {};
  const put = (id: MerchantSetting, value: string | number | boolean | undefined) => {
    if (value !== undefined) values[String(id)] = String(value);
  };
  put(MerchantSetting.DineinWebSupportGuest, body.DineinWebSupportGuest);
  put(MerchantSetting.DineinWebOrderCodeRequired, body.DineinWebOrderCodeRequired);
  put(MerchantSetting.DineinWebClearTableShoppingCart, body.DineinWebClearTableShoppingCart);
  const colour = body.ThemePrimaryColor?.trim();
  if (colour !== undefined && !isCssHexColour(colour))
    throw staffBadRequest('invalidColour', locale);
  put(MerchantSetting.ThemePrimaryColor, colour);
  if (Object.keys(values).length === 0) throw staffBadRequest('settingsEmpty', locale);
  return values;
};

/** Merges the given settings into the merchant's and returns them as the web app reads them. */
export const updateSettings = async (
  q: Queryable,
  merchantId: string,
  body: SettingsBody,
  locale: Locale,
): Promise<WebSettings> => {
  const values = storedValues(body, locale);
  await q.query('update merchants set settings = settings || $2::jsonb where id = $1', [
    merchantId,
    JSON.stringify(values),
  ]);
  return merchantSettings(q, merchantId);
};
