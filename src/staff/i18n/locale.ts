import { Locale } from '../../domain/model/enums.ts';
import { normaliseLocale } from '../../domain/rules/locale.ts';

const KEY = 'tablefold-staff-locale';

/**
 * The console's language is the device's setting, not a link's: a tablet at the pass keeps the
 * language chosen on it; until one is chosen, the browser's language.
 */
export const storedStaffLocale = (): Locale => {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage can be disabled; the browser's language still applies.
  }
  return normaliseLocale(stored ?? navigator.language);
};

export const storeStaffLocale = (locale: Locale): void => {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not kept past this page; the choice still applies now.
  }
};

export const STAFF_LOCALES: readonly Locale[] = [Locale.EnUS, Locale.ZhTW];
