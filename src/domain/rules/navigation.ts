import type { Locale } from '../model/enums.ts';
import {
  at,
  merchantHomePath,
  merchantLoginPath,
  merchantOrderPath,
  orderDetailPath,
  ROOT_PATH,
  selectGuestsPath,
} from './paths.ts';

/** Where to go after an event (spec §2 "Navigation after events", §4 "Start-up"). */
export interface NavigationTarget {
  readonly to: string;
  readonly replace: boolean;
}

const push = (to: string): NavigationTarget => ({ to, replace: false });

/**
 * Only a path inside this app may be returned to: "//host" and "/\host" are protocol-relative
 * URLs a crafted link could use to send a freshly logged-in diner elsewhere.
 */
export const isSafeReturnPath = (url: string): boolean =>
  url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/** The remembered URL is already localised; "home" is the merchant's home, or the root. */
export const afterLogin = (
  rememberedUrl: string | null,
  merchantId: string | null,
  locale: Locale,
): NavigationTarget => {
  if (rememberedUrl !== null && isSafeReturnPath(rememberedUrl)) return push(rememberedUrl);
  return push(at(locale, merchantId !== null ? merchantHomePath(merchantId) : ROOT_PATH));
};

export const afterEnrolment = (merchantId: string, locale: Locale): NavigationTarget =>
  push(at(locale, merchantOrderPath(merchantId)));

export const afterSkipLogin = afterEnrolment;

/** Replace, so Back does not return to a page of the member who left. */
export const afterLogout = (merchantId: string, locale: Locale): NavigationTarget => ({
  to: at(locale, merchantLoginPath(merchantId)),
  replace: true,
});

/**
 * Once the table is active: its first order's detail, or choosing guests when it has none. It
 * replaces the QR landing, which only starts the table: Back to it would start the table again
 * and come straight back, so Back seemed stuck.
 */
export const afterTableActive = (
  merchantId: string,
  orderIds: readonly string[],
  locale: Locale,
): NavigationTarget => {
  const [first] = orderIds;
  const to =
    first !== undefined ? orderDetailPath(merchantId, first) : selectGuestsPath(merchantId);
  return { to: at(locale, to), replace: true };
};
