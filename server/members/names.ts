import type { Locale } from '../../src/domain/model/enums.ts';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { MAX_NAME_LENGTH } from '../../src/domain/validation/name.ts';
import { isBlankText, shownText, textLength } from '../../src/domain/validation/shown-text.ts';
import { invalidInput } from './errors.ts';

/**
 * A name as stored and shown on the table's phones: without direction controls, trimmed, at most
 * 50 characters (counted as the user sees them); one of only invisible characters is none.
 */
export const cleanName = (raw: string, locale: Locale, required: boolean): string => {
  if (isBlankText(raw)) {
    if (required) throw invalidInput('nameRequired', locale);
    return '';
  }
  const name = shownText(raw);
  if (textLength(name) > MAX_NAME_LENGTH) throw invalidInput('nameTooLong', locale);
  return name;
};

/** A stored language preference is one of the two locales; other tags map as the header does. */
export const languagePreferenceOf = (raw: string | null | undefined, fallback: Locale): Locale =>
  raw == null || raw.trim() === '' ? fallback : normaliseLocale(raw);
