import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { aMember } from '../model/member.fixture.ts';
import { initialAppState } from '../state.ts';
import { secondsUntilResend, secondsUntilResendTo } from './state.ts';

const t0 = 1_700_000_000_000;

describe('login slice', () => {
  it('counts the resend down from the send, driven by clock events', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoginCodeRequested', payload: { phone: '+12125550123' }, at: t0 },
        { type: 'LoginCodeSent', payload: {}, at: t0 + 400 },
        { type: 'ClockTicked', payload: {}, at: t0 + 1400 },
      ]),
    );
    expect(state.login.codeRequest).toBe('success');
    expect(secondsUntilResend(state.login, state.now)).toBe(59);
    const later = foldAll(state, [{ seq: 4, at: t0 + 60_400, type: 'ClockTicked', payload: {} }]);
    expect(secondsUntilResend(later.login, later.now)).toBe(0);
  });

  it('restarts the countdown on each send', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoginCodeSent', payload: {}, at: t0 },
        { type: 'ClockTicked', payload: {}, at: t0 + 61_000 },
        { type: 'LoginCodeSent', payload: {}, at: t0 + 61_000 },
      ]),
    );
    expect(secondsUntilResend(state.login, state.now)).toBe(60);
  });

  it('counts down after the minute’s refusal too (a code went out from another page), not after others', () => {
    const refused = (code: number) =>
      foldAll(
        initialAppState,
        sequence([
          { type: 'LoginCodeRequested', payload: { phone: '+12125550123' }, at: t0 },
          { type: 'LoginCodeRequestFailed', payload: { code, message: 'm' }, at: t0 + 300 },
          { type: 'ClockTicked', payload: {}, at: t0 + 1300 },
        ]),
      );
    const minute = refused(4290);
    expect(secondsUntilResend(minute.login, minute.now)).toBe(59);
    expect(secondsUntilResendTo(minute.login.phone, 59, '+12125550123')).toBe(59);
    const byAddress = refused(4291);
    expect(secondsUntilResend(byAddress.login, byAddress.now)).toBe(0);
  });

  it('forgets the countdown of a number when a code is asked for another, sent or refused', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoginCodeRequested', payload: { phone: '+12125550101' }, at: t0 },
        { type: 'LoginCodeSent', payload: {}, at: t0 + 300 },
        { type: 'LoginCodeRequested', payload: { phone: '+12125550102' }, at: t0 + 5_000 },
        { type: 'LoginCodeRequestFailed', payload: { code: 4291, message: 'm' }, at: t0 + 5_300 },
      ]),
    );
    // No code went to the second number: nothing to wait for on it.
    expect(secondsUntilResend(state.login, state.now)).toBe(0);
  });

  it('has no countdown before any code was sent', () => {
    expect(secondsUntilResend(initialAppState.login, t0)).toBe(0);
  });

  it('keeps what was typed and the failures', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoginPhoneEntered', payload: { phone: '+1212' } },
        { type: 'LoginCodeEntered', payload: { code: '12' } },
        {
          type: 'LoginCodeRequestFailed',
          payload: { code: 4290, message: 'login.onlyOneMessagePerMinute' },
        },
      ]),
    );
    expect(state.login).toMatchObject({ phone: '+1212', code: '12', codeRequest: 'error' });
    expect(state.login.failure).toEqual({ code: 4290, message: 'login.onlyOneMessagePerMinute' });
    const verifying = foldAll(state, [
      { seq: 4, at: t0, type: 'LoginVerificationStarted', payload: {} },
    ]);
    expect(verifying.login).toMatchObject({ verification: 'pending', failure: null });
    const failed = foldAll(verifying, [
      { seq: 5, at: t0, type: 'LoginFailed', payload: { code: 404, message: 'login.mustSignUp' } },
    ]);
    expect(failed.login).toMatchObject({ verification: 'error', failure: { code: 404 } });
  });

  it('forgets phone and code once logged in, and stores the member with a new identity', () => {
    const member = aMember();
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoginPhoneEntered', payload: { phone: '+12125550123' } },
        { type: 'LoginCodeEntered', payload: { code: '123456' } },
        { type: 'LoginSucceeded', payload: { member, guestUuid: 'uuid-2' } },
      ]),
    );
    expect(state.login).toEqual(initialAppState.login);
    expect(state.member.member).toEqual(member);
    expect(state.session).toMatchObject({ memberId: member.id, guestUuid: 'uuid-2' });
  });

  it('logs out: user reset, new identity, cart forgotten', () => {
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'LoginSucceeded', payload: { member: aMember(), guestUuid: 'uuid-2' } },
        { type: 'SubscribedFlagChanged', payload: { subscribed: true } },
        { type: 'LoggedOut', payload: { guestUuid: 'uuid-3', reason: 'unauthorized' } },
      ]),
    );
    expect(state.member.member).toBeNull();
    expect(state.session).toMatchObject({ memberId: null, subscribed: false, guestUuid: 'uuid-3' });
    expect(state.cart.current).toBeNull();
  });
});

describe('the resend countdown', () => {
  it('holds for the number the code went to, not for a corrected one', () => {
    expect(secondsUntilResendTo('+12125550101', 42, '+12125550101')).toBe(42);
    expect(secondsUntilResendTo('+12125550101', 42, '+12125550102')).toBe(0);
  });
});
