import type { SettingValue, WebSettings } from '../../src/domain/model/merchant.ts';
import { readWebSettings } from '../../src/domain/rules/merchant-settings.ts';
import type { Queryable } from '../db/database.ts';

/** The merchant's web settings with the spec's defaults, read the way the web app reads them. */
export const merchantSettings = async (db: Queryable, merchantId: string): Promise<WebSettings> => {
  const [row] = await db.query<{ settings: Record<string, unknown> }>(
    'select settings from merchants where id = $1',
    [merchantId],
  );
  const values: SettingValue[] = Object.entries(row?.settings ?? {}).map(([key, value]) => ({
    templateEnum: Number(key),
    value: String(value),
  }));
  return readWebSettings(values);
};
