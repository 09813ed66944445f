import { Schema } from 'effect';

/** Absent and null both mean "not given"; the domain validators then say what is missing. */
const MaybeString = Schema.optional(Schema.NullOr(Schema.String));
const MaybeBoolean = Schema.optional(Schema.NullOr(Schema.Boolean));
const MaybeInt = Schema.optional(Schema.NullOr(Schema.Int));

/** The send call's secret, kept by the client that asked: at most what the server hands out. */
const CodeRequest = Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64))));

/**
 * A client asking again for the same phone sends the secret it holds, so it stays the asker of
 * both codes (the login sends one secret).
 */
export const SendCodeBody = Schema.Struct({ phone: MaybeString, codeRequest: CodeRequest });

export const LoginBody = Schema.Struct({
  phone: MaybeString,
  code: MaybeString,
  codeRequest: CodeRequest,
  autoRegister: MaybeBoolean,
  autoReceiveCoupon: MaybeBoolean,
  autoFillingName: MaybeBoolean,
  languagePreference: MaybeString,
});
export type LoginBody = typeof LoginBody.Type;

export const GuestBody = Schema.Struct({ firstName: MaybeString, lastName: MaybeString });

export const ProfileBody = Schema.Struct({
  phone: MaybeString,
  /** The one-time code sent to a new phone; needed only when the phone changes. */
  code: MaybeString,
  codeRequest: CodeRequest,
  name: MaybeString,
  firstName: MaybeString,
  lastName: MaybeString,
  mail: MaybeString,
  birthday: MaybeInt,
  languagePreference: MaybeString,
  status: MaybeInt,
  isSubPromotion: MaybeBoolean,
});
export type ProfileBody = typeof ProfileBody.Type;

const QueryInt = (minimum: number, maximum: number) =>
  Schema.optional(
    Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })),
  );

export const CouponQuery = Schema.Struct({
  state: Schema.optional(Schema.Literals(['available', 'used', 'expired'])),
  page: QueryInt(1, 100_000),
  size: QueryInt(1, 100),
});
