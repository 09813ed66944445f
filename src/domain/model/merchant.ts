import type { ServerMode } from './enums.ts';

/** One `templateEnum` → `value` pair of the merchant's settings (spec §3). */
export interface SettingValue {
  readonly templateEnum: number;
  readonly value: string;
}

export interface MerchantInfo {
  readonly id: string;
  readonly shortName: string;
  readonly desc: string;
  readonly img: string;
  readonly serverMode: ServerMode;
  readonly necessarySettingValues: readonly SettingValue[];
  /**
   * ISO 4217 code of the merchant's prices. Not in the spec's merchant info: the reference POS
   * adds it; a POS without it prices in DEFAULT_CURRENCY.
   */
  readonly currency?: string;
}

export const DEFAULT_CURRENCY = 'USD';

/**
 * The settings the web app reads, by their setting-enum ids. The spec names the settings and a few
 * ids of the large enumeration (18001, 18002, 18005, 8003) without saying which is which; the
 * mapping below is the reference POS's and is recorded in docs/decisions.md.
 */
export const MerchantSetting = {
  DineinWebSupportGuest: 18001,
  DineinWebOrderCodeRequired: 18002,
  ThemePrimaryColor: 18005,
  DineinWebClearTableShoppingCart: 8003,
} as const;
export type MerchantSetting = (typeof MerchantSetting)[keyof typeof MerchantSetting];

export const DEFAULT_THEME_PRIMARY_COLOR = '#f6821f';

/** The merchant settings after defaults are applied (spec §3 "Merchant settings used"). */
export interface WebSettings {
  readonly supportGuest: boolean;
  readonly orderCodeRequired: boolean;
  readonly themePrimaryColor: string;
  /** Minutes a cart may sit idle before the unfinished-order popup offers a restart; null: never. */
  readonly clearCartMinutes: number | null;
}
