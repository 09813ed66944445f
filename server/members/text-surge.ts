import type { Logger } from 'pino';
import { PHONE_SEND_WINDOW_MS } from './phone-limits.ts';

/**
 * Login texts cost the merchant money, and the per-phone, per-seat and per-address limits bound
 * what one asker can spend, not what many can: a script holding seats at several tables, or
 * asking from many addresses, stays under each limit and still sends hundreds an hour. Capping
 * the merchant's total would let that same script keep every diner from logging in, so the
 * server says so instead (docs/security.md, "Limits"): a warning in its log, for the operator's
 * monitoring to alert on, when the merchant's texts in an hour reach this, and again at each
 * doubling (200, 400, …), so a growing surge is told and a steady one is not told at every text.
 */
export const MERCHANT_TEXTS_NOTICE_FROM = 100;

/** The level a merchant's hour of texts just reached (100, 200, 400, …), or null. */
export const surgeLevelReached = (textsInHour: number): number | null => {
  if (textsInHour < MERCHANT_TEXTS_NOTICE_FROM) return null;
  const multiple = textsInHour / MERCHANT_TEXTS_NOTICE_FROM;
  return Number.isInteger(multiple) && (multiple & (multiple - 1)) === 0 ? textsInHour : null;
};

/** Warns when this text took the merchant's hour to a surge level (see above). */
export const warnOfTextSurge = (
  deps: { readonly logger: Pick<Logger, 'warn'> },
  merchantId: string,
  textsInHour: number,
): void => {
  const level = surgeLevelReached(textsInHour);
  if (level === null) return;
  deps.logger.warn(
    {
      event: 'loginTextSurge',
      merchantId,
      textsInHour,
      windowMinutes: PHONE_SEND_WINDOW_MS / 60_000,
    },
    `merchant ${merchantId} has sent ${textsInHour} login texts in the last hour`,
  );
};
