import { Locale } from '../model/enums.ts';

/**
 * Every route exists plain (en-US) and under /zh-tw (spec §2). The prefix is matched without
 * regard to case because the router matches paths case-insensitively.
 */
const ZH_TW_PREFIX = '/zh-tw';
const PREFIXED = /^\/zh-tw(?=$|[/?#])/i;

export const localeFromPath = (path: string): Locale =>
  PREFIXED.test(path) ? Locale.ZhTW : Locale.EnUS;

/** The path without its locale prefix; the bare prefix is the root. */
export const stripLocalePrefix = (path: string): string => {
  const rest = path.replace(PREFIXED, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
};

export const localizePath = (path: string, locale: Locale): string => {
  const bare = stripLocalePrefix(path);
  if (locale === Locale.EnUS) return bare;
  // "/zh-tw/" would be a second spelling of the zh-TW root.
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? ZH_TW_PREFIX + bare.slice(1)
    : ZH_TW_PREFIX + bare;
};

/** Route names carry the locale as a suffix, e.g. "merchant-merchantId-order___zh-tw". */
export const routeNameSuffix = (locale: Locale): string => `___${locale.toLowerCase()}`;

export const localeFromRouteName = (name: string): Locale | null => {
  if (name.endsWith(routeNameSuffix(Locale.ZhTW))) return Locale.ZhTW;
  if (name.endsWith(routeNameSuffix(Locale.EnUS))) return Locale.EnUS;
  return null;
};

/**
 * Maps a browser or stored language tag onto the two supported locales. zh-CN is mapped to
 * zh-TW by the spec; every other Chinese tag follows it, since zh-TW is the only Chinese
 * offered. Anything else falls back to the default, en-US.
 */
export const normaliseLocale = (tag: string | null | undefined): Locale =>
  tag != null && /^zh(?:$|[-_])/i.test(tag.trim()) ? Locale.ZhTW : Locale.EnUS;
