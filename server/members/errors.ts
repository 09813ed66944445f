import type { Locale } from '../../src/domain/model/enums.ts';
import { ApiError } from '../http/api-error.ts';
import { type MemberMessageKey, memberMessage } from './messages.ts';

/** The codes this slice answers with besides the generic 400/401/404 (docs/api/members.md). */
export const MemberCode = {
  signUpRequired: 404,
  codeIncorrect: 4001,
  notEnoughPoints: 4002,
  couponUnavailable: 4003,
  phoneTaken: 4090,
  onlyOneMessagePerMinute: 4290,
  oneIpThreeMessagesPerMinute: 4291,
} as const;

/** A 400 whose message is a domain validation key, in the caller's language. */
export const invalidInput = (key: MemberMessageKey, locale: Locale): ApiError =>
  new ApiError(400, 'badRequest', 400, null, memberMessage(key, locale));

export const codeIncorrect = (): ApiError =>
  new ApiError(MemberCode.codeIncorrect, 'codeIncorrect', 400);

export const signUpRequired = (): ApiError =>
  new ApiError(MemberCode.signUpRequired, 'signUpRequired', 404);

export const notEnoughPoints = (): ApiError =>
  new ApiError(MemberCode.notEnoughPoints, 'notEnoughPoints', 409);

export const phoneTaken = (locale: Locale): ApiError =>
  new ApiError(MemberCode.phoneTaken, 'badRequest', 409, null, memberMessage('phoneTaken', locale));
