import type { Draft } from 'immer';
import type { AppEvent } from '../events.ts';
import type { Member } from '../model/member.ts';
import { initialMemberState, type MemberState } from './state.ts';

const store = (draft: Draft<MemberState>, member: Member) => {
  draft.member = member as Draft<Member>;
  draft.status = 'success';
  draft.error = null;
};

export const reduceMember = (draft: Draft<MemberState>, event: AppEvent): void => {
  switch (event.type) {
    case 'LoginSucceeded':
    case 'MemberLoaded':
    case 'GuestRegistered':
      store(draft, event.payload.member);
      return;
    case 'MemberLoadFailed':
      draft.status = 'error';
      draft.error = event.payload.message;
      return;
    case 'MemberProfileSaved':
      store(draft, event.payload.member);
      draft.profileSave = 'success';
      return;
    case 'MemberProfileSaveFailed':
      draft.profileSave = 'error';
      draft.error = event.payload.message;
      return;
    case 'LoggedOut':
      Object.assign(draft, initialMemberState);
      return;
  }
};
