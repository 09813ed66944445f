import { Schema } from 'effect';
import { declareEvent, type EventOf, type EventsOf, eventTable } from '../event.ts';
import { MemberSchema } from '../model/schemas/member.ts';

const WithMember = Schema.Struct({ member: MemberSchema });

export const MemberLoaded = declareEvent('MemberLoaded', 1, WithMember);
export type MemberLoaded = EventOf<typeof MemberLoaded>;

export const MemberLoadFailed = declareEvent(
  'MemberLoadFailed',
  1,
  Schema.Struct({ message: Schema.String }),
);
export type MemberLoadFailed = EventOf<typeof MemberLoadFailed>;

export const GuestRegistered = declareEvent('GuestRegistered', 1, WithMember);
export type GuestRegistered = EventOf<typeof GuestRegistered>;

/** The profile was saved (enrolment or edit): the server's copy of the member. */
export const MemberProfileSaved = declareEvent('MemberProfileSaved', 1, WithMember);
export type MemberProfileSaved = EventOf<typeof MemberProfileSaved>;

export const MemberProfileSaveFailed = declareEvent(
  'MemberProfileSaveFailed',
  1,
  Schema.Struct({ code: Schema.NullOr(Schema.Number), message: Schema.String }),
);
export type MemberProfileSaveFailed = EventOf<typeof MemberProfileSaveFailed>;

export const memberEvents = eventTable({
  MemberLoaded,
  MemberLoadFailed,
  GuestRegistered,
  MemberProfileSaved,
  MemberProfileSaveFailed,
});
export type MemberEvent = EventsOf<typeof memberEvents>;
