import { LOCALE_COOKIE_MAX_AGE_DAYS } from '../../domain/constants.ts';

/** The three stores of spec §3, behind one shape so persistence.ts reads as a table. */
export interface KeyStore {
  readonly read: (key: string) => string | null;
  readonly write: (key: string, value: string | null) => void;
}

// Storage can throw (private mode, quota, disabled cookies): a diner still orders, unremembered.
const guarded =
  <A extends unknown[], R>(fn: (...args: A) => R, fallback: R) =>
  (...args: A): R => {
    try {
      return fn(...args);
    } catch {
      return fallback;
    }
  };

const webStorage = (storage: () => Storage): KeyStore => ({
  read: guarded((key: string) => storage().getItem(key), null),
  write: guarded((key: string, value: string | null) => {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  }, undefined),
});

export const local = webStorage(() => window.localStorage);
export const session = webStorage(() => window.sessionStorage);

const DAY_SECONDS = 24 * 60 * 60;

/** Cookies, kept for `days`; the locale cookie's 365 days is the spec's, the others follow it. */
export const cookies = (days = LOCALE_COOKIE_MAX_AGE_DAYS): KeyStore => ({
  read: guarded((key: string) => {
    const prefix = `${encodeURIComponent(key)}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
  }, null),
  write: guarded((key: string, value: string | null) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const age = value === null ? 0 : days * DAY_SECONDS;
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value ?? '')}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`;
  }, undefined),
});
