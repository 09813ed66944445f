import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable, NoPayload } from '../event.ts';
import { MemberSchema } from '../model/schemas/member.ts';

/** A §8 code when the server answered, null when the request never completed. */
const Failure = Schema.Struct({ code: Schema.NullOr(Schema.Number), message: Schema.String });

export const LoginPhoneEntered = declareEvent(
  'LoginPhoneEntered',
  1,
  Schema.Struct({ phone: Schema.String }),
);
export type LoginPhoneEntered = EventOf<typeof LoginPhoneEntered>;

export const LoginCodeEntered = declareEvent(
  'LoginCodeEntered',
  1,
  Schema.Struct({ code: Schema.String }),
);
export type LoginCodeEntered = EventOf<typeof LoginCodeEntered>;

export const LoginCodeRequested = declareEvent(
  'LoginCodeRequested',
  1,
  Schema.Struct({ phone: Schema.String }),
);
export type LoginCodeRequested = EventOf<typeof LoginCodeRequested>;

/** The countdown to the next send starts at this event's `at`. */
export const LoginCodeSent = declareEvent('LoginCodeSent', 1, NoPayload);
export type LoginCodeSent = EventOf<typeof LoginCodeSent>;

export const LoginCodeRequestFailed = declareEvent('LoginCodeRequestFailed', 1, Failure);
export type LoginCodeRequestFailed = EventOf<typeof LoginCodeRequestFailed>;

export const LoginVerificationStarted = declareEvent('LoginVerificationStarted', 1, NoPayload);
export type LoginVerificationStarted = EventOf<typeof LoginVerificationStarted>;

/** `guestUuid` is the fresh uuid the worker drew: a new identity for the new user's cart. */
export const LoginSucceeded = declareEvent(
  'LoginSucceeded',
  1,
  Schema.Struct({ member: MemberSchema, guestUuid: Schema.String }),
);
export type LoginSucceeded = EventOf<typeof LoginSucceeded>;

export const LoginFailed = declareEvent('LoginFailed', 1, Failure);
export type LoginFailed = EventOf<typeof LoginFailed>;

export const LoggedOut = declareEvent(
  'LoggedOut',
  1,
  Schema.Struct({ guestUuid: Schema.String, reason: Schema.Literals(['user', 'unauthorized']) }),
);
export type LoggedOut = EventOf<typeof LoggedOut>;

/** A second passing, while a countdown runs; carries nothing but its `at`. */
export const ClockTicked = declareEvent('ClockTicked', 1, NoPayload);
export type ClockTicked = EventOf<typeof ClockTicked>;

export const loginEvents = eventTable({
  LoginPhoneEntered,
  LoginCodeEntered,
  LoginCodeRequested,
  LoginCodeSent,
  LoginCodeRequestFailed,
  LoginVerificationStarted,
  LoginSucceeded,
  LoginFailed,
  LoggedOut,
  ClockTicked,
});
export type LoginEvent = EventsOf<typeof loginEvents>;
