import type { Observable } from 'rxjs';
import type { GuestName, MemberState } from '../../domain/member/state.ts';
import type { AsyncStatus } from '../../domain/model/enums.ts';
import type { Member } from '../../domain/model/member.ts';
import {
  isLoggedIn,
  needsEnrolment,
  type ProtectedActionDecision,
  protectedActionDecision,
  showSubscribeTips,
} from '../../domain/rules/member.ts';
import type { AppState } from '../../domain/state.ts';
import { derive } from './derive.ts';

export interface MemberView {
  /** The member without their token: the page has no use for it (`persisted` carries it). */
  readonly member: Member | null;
  /** The name given as a guest: a new member's profile starts from it. */
  readonly guestName: GuestName | null;
  readonly status: AsyncStatus;
  readonly profileSave: AsyncStatus;
  readonly error: string | null;
  readonly loggedIn: boolean;
  readonly needsEnrolment: boolean;
  readonly showSubscribeTips: boolean;
  /** Spec §4 "Login check for protected actions". */
  readonly protectedAction: ProtectedActionDecision;
}

export const memberView = (slice: MemberState, subscribed: boolean): MemberView => {
  const member = slice.member;
  return {
    member: member === null ? null : { ...member, token: '' },
    guestName: slice.guestName,
    status: slice.status,
    profileSave: slice.profileSave,
    error: slice.error,
    loggedIn: isLoggedIn(member),
    needsEnrolment: needsEnrolment(member),
    showSubscribeTips: showSubscribeTips(member, subscribed),
    protectedAction: protectedActionDecision(member),
  };
};

export const member$ = (state$: Observable<AppState>): Observable<MemberView> =>
  derive(state$, (state) => [state.member, state.session.subscribed], memberView);
