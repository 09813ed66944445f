import type { DomainEvent } from '../event.ts';
import type { Member } from '../model/member.ts';

export type MemberLoaded = DomainEvent<'MemberLoaded', { readonly member: Member }>;
export type MemberLoadFailed = DomainEvent<'MemberLoadFailed', { readonly message: string }>;
export type GuestRegistered = DomainEvent<'GuestRegistered', { readonly member: Member }>;
/** The profile was saved (enrolment or edit): the server's copy of the member. */
export type MemberProfileSaved = DomainEvent<'MemberProfileSaved', { readonly member: Member }>;
export type MemberProfileSaveFailed = DomainEvent<
  'MemberProfileSaveFailed',
  { readonly code: number | null; readonly message: string }
>;

export type MemberEvent =
  MemberLoaded | MemberLoadFailed | GuestRegistered | MemberProfileSaved | MemberProfileSaveFailed;

export const memberEventTypes = [
  'MemberLoaded',
  'MemberLoadFailed',
  'GuestRegistered',
  'MemberProfileSaved',
  'MemberProfileSaveFailed',
] as const satisfies readonly MemberEvent['type'][];
