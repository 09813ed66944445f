import type { Draft } from 'immer';
import type { LiveInstruction } from '../live/messages.ts';
import type { Member } from '../model/member.ts';
import type { SessionState } from './state.ts';

/*
 * What other slices' events do to the session: a member signs in or out, the server renews a
 * token, the table's settings arrive live.
 */

/** A new identity: the member's, and the fresh uuid the worker drew for its cart. */
export const signIn = (
  session: Draft<SessionState>,
  member: Pick<Member, 'id' | 'token'>,
  guestUuid: string,
): void => {
  takeIdentity(session, member);
  session.guestUuid = guestUuid;
};

/** A guest who registered a name keeps its cart: only the id and token are new. */
export const takeIdentity = (
  session: Draft<SessionState>,
  member: Pick<Member, 'id' | 'token'>,
): void => {
  session.memberId = member.id;
  session.token = member.token;
};

/** The server answers with the token the call was made with; an empty one changes nothing. */
export const renewToken = (session: Draft<SessionState>, member: Pick<Member, 'token'>): void => {
  if (member.token !== '') session.token = member.token;
};

export const signOut = (session: Draft<SessionState>, guestUuid: string): void => {
  session.memberId = null;
  session.token = null;
  session.subscribed = false;
  session.guestUuid = guestUuid;
};

/** The table's guest count or order type, as the server announced it. */
export const takeTableSetting = (
  session: Draft<SessionState>,
  instruction: LiveInstruction,
): void => {
  if (instruction.kind === 'guestCountChanged') session.guestCount = instruction.count;
  if (instruction.kind === 'orderTypeChanged') session.orderType = instruction.orderType;
};
