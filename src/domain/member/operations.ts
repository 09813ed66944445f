import type { Draft } from 'immer';
import type { Member } from '../model/member.ts';
import { initialMemberState, type MemberState } from './state.ts';

/** The server's copy of the member, after a login, a load, a registration or a save. */
export const storeMember = (draft: Draft<MemberState>, member: Member): void => {
  draft.member = member as Draft<Member>;
  draft.status = 'success';
  draft.error = null;
};

export const resetMember = (draft: Draft<MemberState>): void => {
  Object.assign(draft, initialMemberState);
};
