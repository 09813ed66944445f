import type { HandlersOf } from '../handler.ts';
import { profileSaved } from '../popups/operations.ts';
import { renewToken, takeIdentity } from '../session/operations.ts';
import type { MemberEvent } from './events.ts';
import { storeMember } from './operations.ts';

export const memberHandlers: HandlersOf<MemberEvent> = {
  MemberLoaded: ({ member, session }, { payload }) => {
    renewToken(session, payload.member);
    storeMember(member, payload.member);
  },
  MemberLoadFailed: ({ member }, { payload }) => {
    member.status = 'error';
    member.error = payload.message;
  },
  GuestRegistered: ({ member, session }, { payload }) => {
    takeIdentity(session, payload.member);
    storeMember(member, payload.member);
  },
  MemberProfileSaved: ({ member, session, popups }, { payload }) => {
    renewToken(session, payload.member);
    storeMember(member, payload.member);
    member.profileSave = 'success';
    profileSaved(popups, payload.member);
  },
  MemberProfileSaveFailed: ({ member }, { payload }) => {
    member.profileSave = 'error';
    member.error = payload.message;
  },
};
