import type { DomainMessageKey } from '../errors/message-keys.ts';
import { validateBirthday } from './birthday.ts';
import { validateEmail } from './email.ts';
import type { Validation } from './result.ts';

/** The member-enrolment popup's fields (spec §3 "Enrolment form"). */
export interface EnrolmentForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthdayMonth: number | null;
  readonly birthdayDay: number | null;
  readonly email: string;
  readonly receiveSmsAndEmail: boolean;
}

/** The cleaned form, in the shape PUT /api/member needs it. */
export interface EnrolmentValue {
  readonly firstName: string;
  readonly lastName: string;
  /** First plus space plus last (spec §7). */
  readonly name: string;
  readonly birthday: number;
  readonly mail: string;
  readonly receiveSmsAndEmail: boolean;
}

export type EnrolmentField = 'firstName' | 'lastName' | 'birthday' | 'email';

/** In the order the popup shows them. */
export const enrolmentFields: readonly EnrolmentField[] = [
  'firstName',
  'lastName',
  'birthday',
  'email',
];

export type EnrolmentFieldErrors = Readonly<Partial<Record<EnrolmentField, DomainMessageKey>>>;

/** A Validation whose failure also carries every field's error, so the form marks them at once. */
export type EnrolmentValidation =
  | { readonly ok: true; readonly value: EnrolmentValue }
  | {
      readonly ok: false;
      readonly error: DomainMessageKey;
      readonly fieldErrors: EnrolmentFieldErrors;
    };

export const fullName = (firstName: string, lastName: string): string =>
  `${firstName.trim()} ${lastName.trim()}`;

const errorOf = <T>(result: Validation<T>): DomainMessageKey | undefined =>
  result.ok ? undefined : result.error;

export const validateEnrolment = (form: EnrolmentForm): EnrolmentValidation => {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const birthday = validateBirthday(form.birthdayMonth, form.birthdayDay);
  const email = validateEmail(form.email);

  if (firstName !== '' && lastName !== '' && birthday.ok && email.ok) {
    return {
      ok: true,
      value: {
        firstName,
        lastName,
        name: fullName(firstName, lastName),
        birthday: birthday.value,
        mail: email.value,
        receiveSmsAndEmail: form.receiveSmsAndEmail,
      },
    };
  }
  const candidates: [EnrolmentField, DomainMessageKey | undefined][] = [
    ['firstName', firstName === '' ? 'nameRequired' : undefined],
    ['lastName', lastName === '' ? 'lastNameRequired' : undefined],
    ['birthday', errorOf(birthday)],
    ['email', errorOf(email)],
  ];
  const fieldErrors: Partial<Record<EnrolmentField, DomainMessageKey>> = Object.fromEntries(
    candidates.filter(([, error]) => error !== undefined),
  );
  // The summary error is the first marked field in form order; one is always marked here.
  const error = enrolmentFields.map((field) => fieldErrors[field]).find((e) => e !== undefined);
  return { ok: false, error: error ?? 'nameRequired', fieldErrors };
};
