import { ServerMode, type Locale } from '../../src/domain/model/enums.ts';
import type { MerchantInfo, SettingValue } from '../../src/domain/model/merchant.ts';
import { textIn } from '../http/local-text.ts';
import type { MerchantRow } from './store.ts';

/** The stored settings object (`{"18001": "true"}`) as the spec's templateEnum/value pairs. */
export const settingValues = (settings: unknown): SettingValue[] => {
  if (settings === null || typeof settings !== 'object') return [];
  return Object.entries(settings as Record<string, unknown>)
    .filter(([key, value]) => /^[0-9]{1,9}$/.test(key) && value !== null && value !== undefined)
    .map(([key, value]) => ({ templateEnum: Number(key), value: String(value) }))
    .sort((a, b) => a.templateEnum - b.templateEnum);
};

export const serverModeOf = (row: MerchantRow): ServerMode =>
  row.server_mode === ServerMode.Local ? ServerMode.Local : ServerMode.Cloud;

/**
 * `asked` null means every setting. Settings asked for but never set are left out rather than
 * invented: the client applies the spec's defaults to what is missing.
 */
export const merchantInfo = (
  row: MerchantRow,
  locale: Locale,
  asked: ReadonlySet<number> | null,
): MerchantInfo => ({
  id: row.id,
  shortName: textIn(row.short_name, locale),
  desc: textIn(row.description, locale),
  img: row.image,
  serverMode: serverModeOf(row),
  necessarySettingValues: settingValues(row.settings).filter(
    (setting) => asked === null || asked.has(setting.templateEnum),
  ),
  currency: row.currency,
});
