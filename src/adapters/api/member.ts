import type { CouponState } from '../../domain/model/records.ts';
import type { Member } from '../../domain/model/member.ts';
import { fullName } from '../../domain/validation/enrolment.ts';
import { Effect, Schema } from 'effect';
import { SignUpRequired } from '../http/errors.ts';
import { type ApiCall, call } from './call.ts';
import { type CouponPage, CouponPageSchema } from './schemas/coupon.ts';
import { MemberSchema } from '../../domain/model/schemas/member.ts';

/** A server from before askers held a secret answers no data: the login then goes without. */
const CodeRequestReply = Schema.NullOr(
  Schema.Struct({ codeRequest: Schema.optional(Schema.String) }),
);

/**
 * POST /api/member/phone/code: sends a one-time code (4290 and 4291 are its rate limits), and
 * answers the secret that makes this client the code's asker (`codeRequest`, docs/api/members.md).
 */
export const requestLoginCode = (input: {
  readonly phone: string;
  /** What an earlier send to this phone answered: both codes then have one asker. */
  readonly codeRequest?: string | null;
}): ApiCall<string | null> =>
  call({
    method: 'POST',
    path: '/api/member/phone/code',
    body: {
      phone: input.phone,
      ...(input.codeRequest == null ? {} : { codeRequest: input.codeRequest }),
    },
    data: CodeRequestReply,
  }).pipe(Effect.map((reply) => reply?.codeRequest ?? null));

/** What the login call answers for a phone that has no member (spec §8). */
const SIGN_UP_REQUIRED = 404;

export interface LoginInput {
  readonly phone: string;
  readonly code: string;
  readonly languagePreference: string;
  /** What the send call answered, when it was this page that asked. */
  readonly codeRequest?: string | null;
}

/** POST /api/member/login with the spec's fixed flags; 404 means the phone must sign up. */
export const login = (input: LoginInput): ApiCall<Member> =>
  call({
    method: 'POST',
    path: '/api/member/login',
    body: {
      code: input.code,
      phone: input.phone,
      autoRegister: true,
      autoReceiveCoupon: false,
      autoFillingName: false,
      languagePreference: input.languagePreference,
      ...(input.codeRequest == null ? {} : { codeRequest: input.codeRequest }),
    },
    data: MemberSchema,
  }).pipe(
    Effect.catchTag('Refused', (refusal) =>
      Effect.fail(refusal.code === SIGN_UP_REQUIRED ? new SignUpRequired(refusal) : refusal),
    ),
  );

/** GET /api/member: the logged-in member (or registered guest) behind the bearer token. */
export const getMember = (): ApiCall<Member> =>
  call({ method: 'GET', path: '/api/member', data: MemberSchema });

export interface ProfileInput {
  readonly phone: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mail: string;
  /** Month and day concatenated (March 7 → 307). */
  readonly birthday: number | null;
  readonly languagePreference: string;
  readonly status: number;
  readonly isSubPromotion: boolean;
  /** The one-time code sent to a new phone; only when the phone changes. */
  readonly code?: string;
}

/** PUT /api/member: enrolment and profile edits; `name` is first, a space, then last (§7). */
export const updateMember = (input: ProfileInput): ApiCall<Member> =>
  call({
    method: 'PUT',
    path: '/api/member',
    body: { ...input, name: fullName(input.firstName, input.lastName) },
    data: MemberSchema,
  });

/** POST /api/member/register/guest: a visitor who gives a name gets a guest session token. */
export const registerGuest = (input: {
  readonly firstName: string;
  readonly lastName?: string;
}): ApiCall<Member> =>
  call({
    method: 'POST',
    path: '/api/member/register/guest',
    body: { firstName: input.firstName, lastName: input.lastName ?? '' },
    data: MemberSchema,
  });

export type { CouponState };

/** GET /api/member/coupons: one page of the member's coupons in one state. */
export const getCoupons = (input: {
  readonly state: CouponState;
  readonly page?: number;
  readonly size?: number;
}): ApiCall<CouponPage> =>
  call({ method: 'GET', path: '/api/member/coupons', query: input, data: CouponPageSchema });
