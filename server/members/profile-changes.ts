import type { Locale } from '../../src/domain/model/enums.ts';
import { normaliseLocale } from '../../src/domain/rules/locale.ts';
import { splitBirthday } from '../../src/domain/validation/birthday.ts';
import { validateEmail } from '../../src/domain/validation/email.ts';
import { validatePhone } from '../../src/domain/validation/phone.ts';
import type { MemberRow } from '../auth/identity.ts';
import { invalidInput } from './errors.ts';
import { cleanName } from './names.ts';
import type { ProfileBody } from './schemas.ts';

/** The columns a PUT changes; null leaves one as it is. */
export interface ProfileChanges {
  readonly phone: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly mail: string | null;
  readonly birthday: number | null;
  readonly languagePreference: string | null;
  readonly isSubPromotion: boolean | null;
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * Validates a PUT /api/member body with the domain's validators. Absent or null fields stay as
 * they are (the edit-name popup sends the member's current values back, birthday null included);
 * `name` is derived from first and last and `status` belongs to the POS, so both are ignored.
 */
export const profileChanges = (
  member: MemberRow,
  body: ProfileBody,
  locale: Locale,
): ProfileChanges => {
  const firstName = given(body.firstName) ? cleanName(body.firstName, locale, true) : null;
  const lastName = given(body.lastName) ? cleanName(body.lastName, locale, false) : null;
  let mail: string | null = null;
  if (given(body.mail)) {
    const email = body.mail.trim() === '' ? null : validateEmail(body.mail);
    if (email !== null && !email.ok) throw invalidInput(email.error, locale);
    mail = email === null ? '' : email.value;
  }
  if (given(body.birthday) && splitBirthday(body.birthday) === null)
    throw invalidInput('birthdayInvalid', locale);
  let phone: string | null = null;
  // A guest's reply shows phone '' and the client sends it back; that is not a change.
  if (given(body.phone) && body.phone.trim() !== '') {
    const checked = validatePhone(body.phone);
    if (!checked.ok) throw invalidInput(checked.error, locale);
    phone = checked.value === member.phone ? null : checked.value;
  }
  return {
    phone,
    firstName,
    lastName,
    mail,
    birthday: body.birthday ?? null,
    languagePreference: given(body.languagePreference)
      ? normaliseLocale(body.languagePreference)
      : null,
    isSubPromotion: body.isSubPromotion ?? null,
  };
};
