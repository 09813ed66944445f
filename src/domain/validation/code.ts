import { LOGIN_CODE_LENGTH } from '../constants.ts';
import { validatePhone } from './phone.ts';
import { invalid, type Validation, valid } from './result.ts';

const CODE = new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`);

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
