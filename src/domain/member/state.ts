import type { AsyncStatus } from '../model/enums.ts';
import type { Member } from '../model/member.ts';

/** The name a visitor gave before ordering (spec §5), kept for when they enrol as a member. */
export interface GuestName {
  readonly firstName: string;
  readonly lastName: string;
}

export interface MemberState {
  readonly member: Member | null;
  /** Kept through a login (not a logout): a new member's form starts with it. */
  readonly guestName: GuestName | null;
  readonly status: AsyncStatus;
  readonly profileSave: AsyncStatus;
  readonly error: string | null;
  /**
   * The member whose session the POS ended (a 401) on this page: their dishes not yet ordered
   * are still in the table's cart under their id, which this page, a visitor's now, cannot
   * change. The cart says so and offers to log in again; a login of anyone clears it.
   */
  readonly lapsedId: string | null;
}

export const initialMemberState: MemberState = {
  member: null,
  guestName: null,
  status: 'idle',
  profileSave: 'idle',
  error: null,
  lapsedId: null,
};
