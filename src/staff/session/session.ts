import type { StaffSession } from '../api/client.ts';

/**
 * The signed-in staff, kept in session storage: gone when the tab closes, never in a cookie.
 * The start banner prints a ready link, /staff#merchant=1001&token=…, read once and then
 * removed from the address bar so the token does not stay in history or a screenshot.
 */
const KEY = 'tablefold-staff-session';
const MERCHANT_ID = /^[0-9]{1,20}$/;

export const isMerchantId = (value: string): boolean => MERCHANT_ID.test(value);

const valid = (merchantId: unknown, token: unknown): StaffSession | null =>
  typeof merchantId === 'string' &&
  typeof token === 'string' &&
  isMerchantId(merchantId) &&
  token.trim() !== ''
    ? { merchantId, token: token.trim() }
    : null;

export const loadSession = (): StaffSession | null => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    return valid('merchantId' in stored && stored.merchantId, 'token' in stored && stored.token);
  } catch {
    return null;
  }
};

export const saveSession = (session: StaffSession): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage may be off (private mode): the console still works until the tab is reloaded.
  }
};

export const clearSession = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
};

/** `#merchant=…&token=…`, or `#token=…` alone (the sign-in form then asks for the merchant). */
export const takeSessionFromHash = (): Partial<StaffSession> | null => {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token === null) return null;
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  const merchantId = params.get('merchant');
  return merchantId === null ? { token } : { token, merchantId };
};
