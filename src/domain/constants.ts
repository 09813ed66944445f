/**
 * Business constants and limits of spec §9. One home so no layer re-types a magic number; the
 * theme colour lives beside the merchant model and is re-exported rather than copied.
 */
export { DEFAULT_THEME_PRIMARY_COLOR } from './model/merchant.ts';

/** The spec gives two readings of the API timeout; the adapters use the short one (docs/adapters.md). */
export const API_TIMEOUT_MS = 60_000;
export const API_TIMEOUT_SHORT_MS = 10_000;

export const ORDER_LIST_PAGE_SIZE = 15;
export const ORDER_LIST_FIRST_PAGE = 1;

export const DEFAULT_GUEST_COUNT = 1;
/** Not in the spec: a table-ordering party above two digits is a typo, not a party (docs/domain-rules.md). */
export const MAX_GUEST_COUNT = 99;

export const RESEND_COUNTDOWN_SECONDS = 60;
export const PHONE_COUNTRY_PREFIX = '+1';
/** "+1" and ten national digits. */
export const PHONE_FORMATTED_LENGTH = 12;
export const PHONE_NATIONAL_DIGITS = 10;
export const LOGIN_CODE_LENGTH = 6;

export const ORDER_TYPE_POPUP_HEIGHT = '55%';
export const TOAST_DURATION_MS = 2_000;
export const RELOAD_GUARD_TTL_MS = 10_000;
/**
 * Not in the spec: one placement may be heard twice (a backplane publish retried after it had in
 * fact gone through, or the placer's own reply and a notice); a notice of the same order within
 * this window is the same placement.
 */
export const ORDER_ANNOUNCEMENT_WINDOW_MS = 10_000;
export const PAGE_PREFETCH_DELAY_MS = 1_000;

export const ANALYTICS_EVENT_KEY_MAX_LENGTH = 255;
export const ANALYTICS_TEST_PREFIX = 'test_';

export const BEHAVIOUR_LOG_MAX_ENTRIES = 100;
export const BEHAVIOUR_LOG_MAX_MESSAGE_LENGTH = 200;

export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** Spec §5: date pickers reach this many years either side of today. */
export const DATE_PICKER_SPAN_YEARS = 10;
