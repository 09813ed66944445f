import { describe, expect, it } from 'vitest';
import { RegistrationState } from '../model/enums.ts';
import { aMember } from '../model/member.fixture.ts';
import type { PlatformExtraInfo } from '../model/member.ts';
import {
  isLoggedIn,
  isVisitor,
  needsEnrolment,
  protectedActionDecision,
  requireFirstName,
  showSubscribeTips,
} from './member.ts';

const visitor = aMember({ registrationState: RegistrationState.Unregistered, firstName: '' });
const extra = (isSubPromotion: boolean) => ({ isSubPromotion }) as PlatformExtraInfo;

describe('visitor or logged in', () => {
  it('is a visitor while unregistered or unknown', () => {
    expect(isVisitor(null)).toBe(true);
    expect(isVisitor(visitor)).toBe(true);
    expect(isLoggedIn(aMember())).toBe(true);
  });
});

describe('protectedActionDecision', () => {
  it.each([
    [null, 'openLogin'],
    [aMember({ registrationState: RegistrationState.Unregistered }), 'openLogin'],
    [aMember({ firstName: '  ' }), 'openEditName'],
    [aMember(), 'proceed'],
  ] as const)('%#: %s', (member, decision) => {
    expect(protectedActionDecision(member)).toBe(decision);
  });
});

describe('requireFirstName', () => {
  it('asks for a first name before ordering', () => {
    expect(requireFirstName(null)).toEqual({ ok: false, error: 'order.EnterYourNameFirst' });
    expect(requireFirstName(visitor)).toEqual({ ok: false, error: 'order.EnterYourNameFirst' });
    expect(requireFirstName({ ...visitor, firstName: ' Bo ' })).toEqual({ ok: true, value: 'Bo' });
  });
});

describe('needsEnrolment', () => {
  it('opens for a logged-in member without a readable birthday', () => {
    expect(needsEnrolment(aMember({ birthday: null }))).toBe(true);
    expect(needsEnrolment(aMember({ birthday: 0 }))).toBe(true);
    expect(needsEnrolment(aMember())).toBe(false);
    expect(needsEnrolment({ ...visitor, birthday: null })).toBe(false);
    expect(needsEnrolment(null)).toBe(false);
  });
});

describe('showSubscribeTips', () => {
  it('shows only to a subscribed, logged-in member outside the sub-promotion', () => {
    expect(showSubscribeTips(aMember(), true)).toBe(true);
    expect(showSubscribeTips(aMember({ platformExtraInfo: extra(false) }), true)).toBe(true);
    expect(showSubscribeTips(aMember({ platformExtraInfo: extra(true) }), true)).toBe(false);
    expect(showSubscribeTips(aMember(), false)).toBe(false);
    expect(showSubscribeTips(visitor, true)).toBe(false);
    expect(showSubscribeTips(null, true)).toBe(false);
  });
});
