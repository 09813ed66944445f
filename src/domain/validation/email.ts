import { invalid, type Validation, valid } from './result.ts';

/**
 * The HTML living standard's email pattern, tightened to require a dotted domain: a diner's
 * address at a bare host is a typo, and the POS mails receipts to it.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** RFC 5321's limit on a path; longer addresses cannot be delivered. */
const MAX_EMAIL_LENGTH = 254;

export const validateEmail = (raw: string | null | undefined): Validation<string> => {
  const email = raw?.trim() ?? '';
  if (email === '') return invalid('emailRequired');
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email)
    ? valid(email)
    : invalid('emailFormatIncorrect');
};
