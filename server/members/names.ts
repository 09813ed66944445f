import type { Locale } from '../../src/domain/model/enums.ts';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { MAX_NAME_LENGTH } from '../../src/domain/validation/name.ts';
import { invalidInput } from './errors.ts';

/** A name as stored: trimmed, at most 50 characters (counted as the user sees them). */
export const cleanName = (raw: string, locale: Locale, required: boolean): string => {
  const name = raw.trim();
  if (required && name === '') throw invalidInput('nameRequired', locale);
  if ([...name].length > MAX_NAME_LENGTH) throw invalidInput('nameTooLong', locale);
  return name;
};

/** A stored language preference is one of the two locales; other tags map as the header does. */
export const languagePreferenceOf = (raw: string | null | undefined, fallback: Locale): Locale =>
  raw == null || raw.trim() === '' ? fallback : normaliseLocale(raw);
