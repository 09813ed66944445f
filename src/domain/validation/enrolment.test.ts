import { describe, expect, it } from 'vitest';
import { type EnrolmentForm, fullName, validateEnrolment } from './enrolment.ts';

const form: EnrolmentForm = {
  firstName: ' Ann ',
  lastName: 'Lee',
  birthdayMonth: 3,
  birthdayDay: 7,
  email: 'ann@example.com',
  receiveSmsAndEmail: true,
};

describe('validateEnrolment', () => {
  it('cleans a complete form into the member update shape', () => {
    expect(validateEnrolment(form)).toEqual({
      ok: true,
      value: {
        firstName: 'Ann',
        lastName: 'Lee',
        name: 'Ann Lee',
        birthday: 307,
        mail: 'ann@example.com',
        receiveSmsAndEmail: true,
      },
    });
  });

  it('reports every field at once, the first in form order as the summary', () => {
    const result = validateEnrolment({
      firstName: '',
      lastName: ' ',
      birthdayMonth: null,
      birthdayDay: null,
      email: 'ann@',
      receiveSmsAndEmail: false,
    });
    expect(result).toEqual({
      ok: false,
      error: 'nameRequired',
      fieldErrors: {
        firstName: 'nameRequired',
        lastName: 'lastNameRequired',
        birthday: 'birthdayRequired',
        email: 'emailFormatIncorrect',
      },
    });
  });

  it.each([
    [{ lastName: '' }, { lastName: 'lastNameRequired' }],
    [{ birthdayMonth: 2, birthdayDay: 30 }, { birthday: 'birthdayInvalid' }],
    [{ email: '' }, { email: 'emailRequired' }],
  ] as const)('marks only the bad field (%j)', (patch, fieldErrors) => {
    const result = validateEnrolment({ ...form, ...patch });
    expect(result).toEqual({ ok: false, error: Object.values(fieldErrors)[0], fieldErrors });
  });
});

describe('fullName', () => {
  it('joins first and last with one space', () => {
    expect(fullName(' Ann', 'Lee ')).toBe('Ann Lee');
  });
});
