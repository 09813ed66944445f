import { LOGIN_CODE_LENGTH } from '../constants.ts';
import { keptDigits, validatePhone } from './phone.ts';
import { invalid, type Validation, valid } from './result.ts';

const CODE = new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`);

/**
 * The code field as the diner types or pastes: digits only (full-width ones read as digits), at
 * most the code's length, so "123 456" pasted or a seventh digit never leaves the field unusable
 * without a word.
 */
export const formatCodeInput = (raw: string): string => keptDigits(raw, LOGIN_CODE_LENGTH);

/** Surrounding spaces are paste artefacts and are trimmed; inner ones make the code invalid. */
export const validateCode = (raw: string | null | undefined): Validation<string> => {
  const code = raw?.trim() ?? '';
  if (code === '') return invalid('codeRequired');
  return CODE.test(code) ? valid(code) : invalid('codeInvalid');
};

/** The order-now button is active only with a full valid phone and a six-digit code (spec §5). */
export const canSubmitLogin = (
  phone: string | null | undefined,
  code: string | null | undefined,
): boolean => validatePhone(phone).ok && validateCode(code).ok;
