import { resetCart } from '../cart/operations.ts';
import { ONE_CODE_A_MINUTE } from '../errors/catalogue.ts';
import type { HandlersOf } from '../handler.ts';
import { resetMember, storeMember } from '../member/operations.ts';
import { resetPlacement } from '../order/operations.ts';
import { memberSignedIn } from '../popups/operations.ts';
import { forgetMemberRecords } from '../records/operations.ts';
import { signIn, signOut } from '../session/operations.ts';
import type { LoginEvent } from './events.ts';
import { resetLogin } from './operations.ts';

export const loginHandlers: HandlersOf<LoginEvent> = {
  LoginPhoneEntered: ({ login }, { payload }) => {
    login.phone = payload.phone;
  },
  LoginCodeEntered: ({ login }, { payload }) => {
    login.code = payload.code;
  },
  LoginCodeRequested: ({ login }, { payload }) => {
    // The countdown is the number's the last code went to: another number has none of its own
    // until a code goes to it (a refusal by address must not show the old one's wait).
    if (payload.phone !== login.phone) login.codeSentAt = null;
    login.phone = payload.phone;
    login.codeRequest = 'pending';
    login.failure = null;
  },
  LoginCodeSent: ({ login }, { at }) => {
    login.codeRequest = 'success';
    login.codeSentAt = at;
  },
  LoginCodeRequestFailed: ({ login }, { payload, at }) => {
    login.codeRequest = 'error';
    login.failure = payload;
    // The POS sent this phone a code within the minute (another page, another tab): the diner
    // waits, counted from now, which is at most a minute longer than the POS asks.
    if (payload.code === ONE_CODE_A_MINUTE) login.codeSentAt = at;
  },
  LoginVerificationStarted: ({ login }) => {
    login.verification = 'pending';
    login.failure = null;
  },
  LoginFailed: ({ login }, { payload }) => {
    login.verification = 'error';
    login.failure = payload;
  },
  /** A new identity: nothing of the visitor's cart or of another member's records is kept. */
  LoginSucceeded: (draft, { payload: { member, guestUuid } }) => {
    signIn(draft.session, member, guestUuid);
    resetCart(draft.cart);
    resetLogin(draft.login);
    storeMember(draft.member, member);
    draft.member.lapsedId = null;
    memberSignedIn(draft.popups, member);
    forgetMemberRecords(draft.records);
  },
  /** The diner is a visitor again, under a fresh uuid (`reason`: the diner's or a 401's). */
  LoggedOut: (draft, { payload }) => {
    const lapsed = payload.reason === 'unauthorized' ? draft.session.memberId : null;
    signOut(draft.session, payload.guestUuid);
    resetCart(draft.cart);
    resetPlacement(draft.order);
    resetLogin(draft.login);
    resetMember(draft.member);
    draft.member.lapsedId = lapsed;
    forgetMemberRecords(draft.records);
  },
  // Time passing moves the resend countdown (login/state.ts); the fold stamps `now` itself.
  ClockTicked: () => undefined,
};
