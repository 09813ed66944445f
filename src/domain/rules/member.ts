import { RegistrationState } from '../model/enums.ts';
import type { Member } from '../model/member.ts';
import { splitBirthday } from '../validation/birthday.ts';
import { invalid, type Validation, valid } from '../validation/result.ts';

/** Spec §4: a visitor while Unregistered; no member at all is a visitor too. */
export const isVisitor = (member: Member | null): boolean =>
  member === null || member.registrationState === RegistrationState.Unregistered;

export const isLoggedIn = (member: Member | null): boolean => !isVisitor(member);

const hasFirstName = (member: Member): boolean => member.firstName.trim() !== '';

export type ProtectedActionDecision = 'openLogin' | 'openEditName' | 'proceed';

/** Spec §4 "Login check for protected actions". */
export const protectedActionDecision = (member: Member | null): ProtectedActionDecision => {
  if (member === null || isVisitor(member)) return 'openLogin';
  return hasFirstName(member) ? 'proceed' : 'openEditName';
};

/**
 * Spec §5: a first name is needed before adding items or viewing details, because the other
 * diners' order-submitted dialog shows who ordered. Asked of members too: a member without a
 * first name is no better named than a visitor.
 */
export const requireFirstName = (member: Member | null): Validation<string> =>
  member !== null && hasFirstName(member)
    ? valid(member.firstName.trim())
    : invalid('order.EnterYourNameFirst');

/** Spec §2: the enrolment popup opens for a logged-in member with no (readable) birthday. */
export const needsEnrolment = (member: Member | null): boolean =>
  member !== null && isLoggedIn(member) && splitBirthday(member.birthday) === null;

/** Spec §4 "Subscribe tips": logged in, subscribed, and not already in the sub-promotion. */
export const showSubscribeTips = (member: Member | null, subscribed: boolean): boolean =>
  member !== null &&
  isLoggedIn(member) &&
  subscribed &&
  member.platformExtraInfo?.isSubPromotion !== true;
