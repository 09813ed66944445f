import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants', () => {
  it('match spec §9', () => {
    expect(c).toMatchObject({
      API_TIMEOUT_MS: 60000,
      API_TIMEOUT_SHORT_MS: 10000,
      ORDER_LIST_PAGE_SIZE: 15,
      ORDER_LIST_FIRST_PAGE: 1,
      DEFAULT_GUEST_COUNT: 1,
      RESEND_COUNTDOWN_SECONDS: 60,
      PHONE_FORMATTED_LENGTH: 12,
      PHONE_NATIONAL_DIGITS: 10,
      LOGIN_CODE_LENGTH: 6,
      ORDER_TYPE_POPUP_HEIGHT: '55%',
      TOAST_DURATION_MS: 2000,
      RELOAD_GUARD_TTL_MS: 10000,
      PAGE_PREFETCH_DELAY_MS: 1000,
      ANALYTICS_EVENT_KEY_MAX_LENGTH: 255,
      ANALYTICS_TEST_PREFIX: 'test_',
      BEHAVIOUR_LOG_MAX_ENTRIES: 100,
      BEHAVIOUR_LOG_MAX_MESSAGE_LENGTH: 200,
      LOCALE_COOKIE_MAX_AGE_DAYS: 365,
      DEFAULT_THEME_PRIMARY_COLOR: '#f6821f',
    });
    expect(c.PHONE_COUNTRY_PREFIX.length + c.PHONE_NATIONAL_DIGITS).toBe(c.PHONE_FORMATTED_LENGTH);
  });
});
