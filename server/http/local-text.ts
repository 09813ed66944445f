import { Locale } from '../../src/domain/model/enums.ts';

/** Text stored once per locale, as jsonb `{"en-US": "...", "zh-TW": "..."}`. */
export type LocalizedText = Readonly<Record<Locale, string>>;

const textOf = (stored: unknown, locale: Locale): string | undefined => {
  if (typeof stored === 'string') return stored;
  if (stored === null || typeof stored !== 'object') return undefined;
  const value = (stored as Record<string, unknown>)[locale];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Both locales of a stored text. A locale left blank falls back to the other one, so a
 * half-translated menu still shows a name rather than an empty line.
 */
export const bothLocales = (stored: unknown): LocalizedText => {
  const en = textOf(stored, Locale.EnUS);
  const zh = textOf(stored, Locale.ZhTW);
  return { [Locale.EnUS]: en ?? zh ?? '', [Locale.ZhTW]: zh ?? en ?? '' };
};

export const textIn = (stored: unknown, locale: Locale): string => bothLocales(stored)[locale];

export const toStoredText = (en: string, zh: string): string =>
  JSON.stringify({ [Locale.EnUS]: en, [Locale.ZhTW]: zh });
