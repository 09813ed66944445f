import { Locale } from '../model/enums.ts';
import { localeFromPath, localizePath, normaliseLocale, stripLocalePrefix } from './locale.ts';
import { parseQrLandingPath } from './qr-landing.ts';

const SPOKEN = /^(?:zh|en)(?:$|[-_])/i;

/**
 * The language a diner reads, as far as the app can tell before it is told: the one they chose
 * here before (the locale cookie), else the first of their browser's languages the app speaks
 * (any Chinese is zh-TW, as normaliseLocale has it), else the default.
 */
export const preferredLocale = (
  chosen: Locale | null,
  browserLanguages: readonly string[],
): Locale => {
  if (chosen !== null) return chosen;
  for (const tag of browserLanguages) {
    if (SPOKEN.test(tag.trim())) return normaliseLocale(tag);
  }
  return Locale.EnUS;
};

/**
 * A printed QR code and the bare root name no language, so a Chinese-reading diner who scans one
 * would land in English (the route decides the locale, spec §2). Those entry addresses open in
 * the diner's preferred language instead: where to go, or null to open the address as it is.
 * Any other plain address is an English one the diner was given or chose, and stays so.
 */
export const addressInPreferredLanguage = (address: string, preferred: Locale): string | null => {
  if (preferred === Locale.EnUS || localeFromPath(address) !== Locale.EnUS) return null;
  const path = stripLocalePrefix(address).split(/[?#]/, 1)[0] ?? '';
  const isEntry = path === '/' || parseQrLandingPath(path) !== null;
  return isEntry ? localizePath(address, preferred) : null;
};
