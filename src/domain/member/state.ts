import type { AsyncStatus } from '../model/enums.ts';
import type { Member } from '../model/member.ts';

export interface MemberState {
  readonly member: Member | null;
  readonly status: AsyncStatus;
  readonly profileSave: AsyncStatus;
  readonly error: string | null;
}

export const initialMemberState: MemberState = {
  member: null,
  status: 'idle',
  profileSave: 'idle',
  error: null,
};
