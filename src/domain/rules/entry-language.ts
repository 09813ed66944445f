import { Locale } from '../model/enums.ts';
import { localeFromPath, localizePath, normaliseLocale, stripLocalePrefix } from './locale.ts';
import { parseQrLandingPath } from './qr-landing.ts';

const SPOKEN = /^(?:zh|en)(?:$|[-_])/i;

/**
 * The language a diner reads, as far as the app can tell before it is told: the one they chose
 * here with the language switch, else the first of their browser's languages the app speaks
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
 * Where the app opens: where start-up leads (`leadsTo`, qr-landing.ts startupAddress), else the
 * address itself; null to open the address as it is. A printed QR code, the bare root and any
 * address carrying a table's code name no language, so a Chinese-reading diner who scanned one
 * would land in English (the route decides the locale, spec §2): those open in the diner's
 * preferred language. Any other plain address is an English page the diner was sent to or chose,
 * and stays so.
 */
export const openingAddress = (
  address: string,
  leadsTo: string | null,
  preferred: Locale,
): string | null => {
  const target = leadsTo ?? address;
  if (preferred === Locale.EnUS || localeFromPath(address) !== Locale.EnUS) return leadsTo;
  const path = stripLocalePrefix(address).split(/[?#]/, 1)[0] ?? '';
  const isEntry = leadsTo !== null || path === '/' || parseQrLandingPath(path) !== null;
  return isEntry ? localizePath(target, preferred) : leadsTo;
};
