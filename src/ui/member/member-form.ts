import { type RefObject, useEffect, useState } from 'react';
import type { GuestName } from '../../domain/member/state.ts';
import type { Member } from '../../domain/model/member.ts';
import { splitBirthday } from '../../domain/validation/birthday.ts';
import type {
  EnrolmentField,
  EnrolmentFieldErrors,
  EnrolmentForm,
} from '../../domain/validation/enrolment.ts';

/**
 * The form as the member's record fills it: what they gave before is not asked again, not even
 * the name they gave as a guest before logging in as a new member.
 */
export const memberForm = (
  member: Member | null,
  guestName: GuestName | null = null,
): EnrolmentForm => {
  const birthday = splitBirthday(member?.birthday);
  const given = (recorded: string | undefined, asGuest: string | undefined) =>
    recorded === undefined || recorded === '' ? (asGuest ?? '') : recorded;
  return {
    firstName: given(member?.firstName, guestName?.firstName),
    lastName: given(member?.lastName, guestName?.lastName),
    birthdayMonth: birthday?.month ?? null,
    birthdayDay: birthday?.day ?? null,
    email: member?.mail ?? '',
    receiveSmsAndEmail: member?.platformExtraInfo?.isSubPromotion ?? false,
  };
};

const fieldOfChange: Readonly<Record<keyof EnrolmentForm, EnrolmentField | null>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  birthdayMonth: 'birthday',
  birthdayDay: 'birthday',
  email: 'email',
  receiveSmsAndEmail: null,
};

/** A field's error goes once the diner changes that field; the others stay until checked again. */
export const clearChanged = (
  errors: EnrolmentFieldErrors,
  changes: Partial<EnrolmentForm>,
): EnrolmentFieldErrors => {
  const cleared = new Set(
    (Object.keys(changes) as (keyof EnrolmentForm)[]).map((key) => fieldOfChange[key]),
  );
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !cleared.has(field as EnrolmentField)),
  );
};

/**
 * After a refused check the first marked control, in page order, gets the focus. Asked for from
 * an event handler; done in an effect, once React has drawn the marks.
 */
export const useFocusFirstInvalid = (form: RefObject<HTMLFormElement | null>): (() => void) => {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests, form]);
  return () => setRequests((n) => n + 1);
};
