import type { SettingsBody } from '../api/staff-api.ts';
import type { MerchantInfo } from '../api/types.ts';
import { checkColour, checkInteger } from '../forms/amount.ts';
import type { StaffMessage } from '../i18n/catalogues.ts';

/** The four web settings as the form edits them (setting ids of spec §3). */
export interface SettingsDraft {
  readonly supportGuest: boolean;
  readonly orderCodeRequired: boolean;
  readonly clearCartMinutes: string;
  readonly themePrimaryColor: string;
}

const SUPPORT_GUEST = 18001;
const ORDER_CODE_REQUIRED = 18002;
const THEME_PRIMARY_COLOR = 18005;
const CLEAR_CART_MINUTES = 8003;

/** The merchant's values, or the web app's defaults (guests on, codes on, orange, never). */
export const draftOf = (merchant: MerchantInfo): SettingsDraft => {
  const value = (id: number) =>
    merchant.necessarySettingValues.findLast((entry) => entry.templateEnum === id)?.value;
  return {
    supportGuest: value(SUPPORT_GUEST) !== 'false',
    orderCodeRequired: value(ORDER_CODE_REQUIRED) !== 'false',
    clearCartMinutes: /^\d+$/.test(value(CLEAR_CART_MINUTES) ?? '')
      ? String(Number(value(CLEAR_CART_MINUTES)))
      : '0',
    themePrimaryColor: value(THEME_PRIMARY_COLOR) ?? '#f6821f',
  };
};

/** What is wrong with each field, as messages (useCheckText puts them in words). */
export interface DraftErrors {
  readonly minutes?: StaffMessage;
  readonly colour?: StaffMessage;
}

export type Checked =
  | { readonly ok: true; readonly body: SettingsBody }
  | { readonly ok: false; readonly errors: DraftErrors };

export const checkDraft = (draft: SettingsDraft): Checked => {
  const minutes = checkInteger(draft.clearCartMinutes, {
    min: 0,
    max: 9999,
    what: 'forms.what.minutes',
  });
  const colour = checkColour(draft.themePrimaryColor);
  if (!minutes.ok || !colour.ok)
    return {
      ok: false,
      errors: {
        minutes: minutes.ok ? undefined : minutes.error,
        colour: colour.ok ? undefined : colour.error,
      },
    };
  return {
    ok: true,
    body: {
      DineinWebSupportGuest: draft.supportGuest,
      DineinWebOrderCodeRequired: draft.orderCodeRequired,
      DineinWebClearTableShoppingCart: minutes.value,
      ThemePrimaryColor: colour.value,
    },
  };
};
