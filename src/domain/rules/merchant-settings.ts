import {
  DEFAULT_THEME_PRIMARY_COLOR,
  MerchantSetting,
  type SettingValue,
  type WebSettings,
} from '../model/merchant.ts';
import { isNumericString } from '../validation/http.ts';

/** The setting ids to request as `settingValueEnums` from GET /api/merchant/tiny-merchant. */
export const webSettingIds: readonly MerchantSetting[] = Object.values(MerchantSetting);

/** #rgb, #rgba, #rrggbb or #rrggbbaa: the forms a theme variable accepts without parsing. */
export const isCssHexColour = (value: string): boolean =>
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);

const parseFlag = (raw: string | undefined, fallback: boolean): boolean => {
  const value = raw?.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
};

/** Zero or an unreadable value means the merchant set no limit, not "clear at once". */
const parseMinutes = (raw: string | undefined): number | null => {
  const value = raw?.trim() ?? '';
  if (!isNumericString(value)) return null;
  const minutes = Number(value);
  return minutes > 0 ? minutes : null;
};

/**
 * Spec §3 defaults apply to absent or malformed values. Later entries win, so a caller can
 * append the local-mode settings fetched from the merchant's subdomain to the cloud ones.
 */
export const readWebSettings = (values: readonly SettingValue[]): WebSettings => {
  const byId = new Map(values.map((setting) => [setting.templateEnum, setting.value]));
  const colour = byId.get(MerchantSetting.ThemePrimaryColor)?.trim();
  return {
    supportGuest: parseFlag(byId.get(MerchantSetting.DineinWebSupportGuest), true),
    orderCodeRequired: parseFlag(byId.get(MerchantSetting.DineinWebOrderCodeRequired), true),
    themePrimaryColor:
      colour !== undefined && isCssHexColour(colour) ? colour : DEFAULT_THEME_PRIMARY_COLOR,
    clearCartMinutes: parseMinutes(byId.get(MerchantSetting.DineinWebClearTableShoppingCart)),
  };
};
