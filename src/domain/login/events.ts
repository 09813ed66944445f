import type { DomainEvent } from '../event.ts';
import type { Member } from '../model/member.ts';

type NoPayload = Record<string, never>;

export type LoginPhoneEntered = DomainEvent<'LoginPhoneEntered', { readonly phone: string }>;
export type LoginCodeEntered = DomainEvent<'LoginCodeEntered', { readonly code: string }>;
export type LoginCodeRequested = DomainEvent<'LoginCodeRequested', { readonly phone: string }>;
/** The countdown to the next send starts at this event's `at`. */
export type LoginCodeSent = DomainEvent<'LoginCodeSent', NoPayload>;
export type LoginCodeRequestFailed = DomainEvent<
  'LoginCodeRequestFailed',
  { readonly code: number | null; readonly message: string }
>;
export type LoginVerificationStarted = DomainEvent<'LoginVerificationStarted', NoPayload>;
/** `guestUuid` is the fresh uuid the worker drew: a new identity for the new user's cart. */
export type LoginSucceeded = DomainEvent<
  'LoginSucceeded',
  { readonly member: Member; readonly guestUuid: string }
>;
export type LoginFailed = DomainEvent<
  'LoginFailed',
  { readonly code: number | null; readonly message: string }
>;
export type LoggedOut = DomainEvent<
  'LoggedOut',
  { readonly guestUuid: string; readonly reason: 'user' | 'unauthorized' }
>;
/** A second passing, while a countdown runs; carries nothing but its `at`. */
export type ClockTicked = DomainEvent<'ClockTicked', NoPayload>;

export type LoginEvent =
  | LoginPhoneEntered
  | LoginCodeEntered
  | LoginCodeRequested
  | LoginCodeSent
  | LoginCodeRequestFailed
  | LoginVerificationStarted
  | LoginSucceeded
  | LoginFailed
  | LoggedOut
  | ClockTicked;

export const loginEventTypes = [
  'LoginPhoneEntered',
  'LoginCodeEntered',
  'LoginCodeRequested',
  'LoginCodeSent',
  'LoginCodeRequestFailed',
  'LoginVerificationStarted',
  'LoginSucceeded',
  'LoginFailed',
  'LoggedOut',
  'ClockTicked',
] as const satisfies readonly LoginEvent['type'][];
