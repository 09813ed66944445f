import type { Locale } from '../../domain/model/enums.ts';
import { normaliseLocale } from '../../domain/rules/locale.ts';
import { cookies } from '../worker/storage.ts';

/**
 * The language the diner picked with the language switch: what a printed QR code opens in
 * (domain/rules/entry-language.ts). The spec's `locale` cookie will not do: every page writes
 * its own language there, so it says where the diner last was, not what they chose.
 */
const CHOSEN = 'locale-chosen';
const cookie = cookies();

export const chosenLocale = (): Locale | null => {
  const raw = cookie.read(CHOSEN);
  return raw === null ? null : normaliseLocale(raw);
};

export const rememberChosenLocale = (locale: Locale): void => cookie.write(CHOSEN, locale);
