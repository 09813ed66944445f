import type { Draft } from 'immer';
import { RegistrationState } from '../model/enums.ts';
import type { Member } from '../model/member.ts';
import { initialMemberState, type MemberState } from './state.ts';

/**
 * The server's copy of the member, after a login, a load, a registration or a save. A guest's
 * name (registered before ordering, or read again after a reload) is kept apart as well.
 */
export const storeMember = (draft: Draft<MemberState>, member: Member): void => {
  draft.member = member as Draft<Member>;
  if (member.registrationState === RegistrationState.Unregistered && member.firstName !== '') {
    draft.guestName = { firstName: member.firstName, lastName: member.lastName };
  }
  draft.status = 'success';
  draft.error = null;
};

export const resetMember = (draft: Draft<MemberState>): void => {
  Object.assign(draft, initialMemberState);
};
