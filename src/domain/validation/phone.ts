import {
  PHONE_COUNTRY_PREFIX,
  PHONE_FORMATTED_LENGTH,
  PHONE_NATIONAL_DIGITS,
} from '../constants.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * North American numbers only (spec §5, prefix +1). A national number never starts with 1, so
 * a leading 1 among the digits can only be the country code and is dropped.
 */
const nationalDigits = (raw: string): string =>
  asciiDigits(raw)
    .replace(/[^0-9]/g, '')
    .replace(/^1/, '');

/**
 * Full-width digits (１２３, as a Chinese keyboard may type them) and other compatibility forms
 * read as the digits they are, rather than vanishing from the field.
 */
export const asciiDigits = (raw: string): string => raw.normalize('NFKC');

/** A code field's value: its digits (full-width ones too), kept first, then cut to `length`. */
export const keptDigits = (raw: string, length: number): string =>
  asciiDigits(raw)
    .replace(/[^0-9]/g, '')
    .slice(0, length);

/**
 * Formats a phone field as the user types: "+1" then at most ten national digits, so the value
 * never exceeds the 12 characters of spec §9. Only an empty field stays empty; anything else
 * shows the prefix, so typing "+" or "1" does not vanish under the user's finger.
 */
export const formatPhoneInput = (raw: string): string =>
  raw.trim() === ''
    ? ''
    : PHONE_COUNTRY_PREFIX + nationalDigits(raw).slice(0, PHONE_NATIONAL_DIGITS);

/** Area code [2-9][0-8]x, exchange [2-9]xx, line xxxx. */
const NANP = /^[2-9][0-8][0-9][2-9][0-9]{6}$/;
/** Digits and the punctuation people type in phone numbers; letters make the input unusable. */
const PHONE_CHARACTERS = /^[0-9+\-().\s]+$/;

/** Returns the number as "+1" and ten digits, the form the login call sends. */
export const validatePhone = (raw: string | null | undefined): Validation<string> => {
  if (raw == null || raw.trim() === '') return invalid('phoneRequired');
  if (!PHONE_CHARACTERS.test(asciiDigits(raw))) return invalid('phoneInvalid');
  const national = nationalDigits(raw);
  const formatted = PHONE_COUNTRY_PREFIX + national;
  return formatted.length === PHONE_FORMATTED_LENGTH && NANP.test(national)
    ? valid(formatted)
    : invalid('phoneInvalid');
};

/**
 * A stored number as people read it: "+1 (212) 555-0101". Anything that is not "+1" and ten
 * digits is shown as it is.
 */
export const phoneForDisplay = (phone: string): string => {
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return parts === null ? phone : `+1 (${parts[1]}) ${parts[2]}-${parts[3]}`;
};
