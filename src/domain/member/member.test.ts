import { describe, expect, it } from 'vitest';
import { sequence } from '../event.fixture.ts';
import { foldAll } from '../fold.ts';
import { RegistrationState } from '../model/enums.ts';
import { aMember } from '../model/member.fixture.ts';
import { initialAppState } from '../state.ts';

describe('member slice', () => {
  it('stores the member read from the server', () => {
    const member = aMember({ points: 50 });
    const state = foldAll(
      initialAppState,
      sequence([{ type: 'MemberLoaded', payload: { member } }]),
    );
    expect(state.member).toMatchObject({ member, status: 'success', error: null });
  });

  it('keeps the member when a read fails', () => {
    const member = aMember();
    const state = foldAll(
      initialAppState,
      sequence([
        { type: 'MemberLoaded', payload: { member } },
        { type: 'MemberLoadFailed', payload: { message: 'offline' } },
      ]),
    );
    expect(state.member).toMatchObject({ member, status: 'error', error: 'offline' });
  });

  it('tracks profile saves', () => {
    const saved = foldAll(
      initialAppState,
      sequence([
        { type: 'MemberProfileSaved', payload: { member: aMember({ lastName: 'Byron' }) } },
      ]),
    );
    expect(saved.member.profileSave).toBe('success');
    expect(saved.member.member?.lastName).toBe('Byron');
    const failed = foldAll(saved, [
      {
        seq: 2,
        at: 2,
        type: 'MemberProfileSaveFailed',
        payload: { code: 400, message: 'emailFormatIncorrect' },
      },
    ]);
    expect(failed.member).toMatchObject({ profileSave: 'error', error: 'emailFormatIncorrect' });
    expect(failed.member.member?.lastName).toBe('Byron');
  });

  it('keeps the name given as a guest through a login, for a new member’s form, not a logout', () => {
    const guest = aMember({
      firstName: 'Ann',
      lastName: '',
      registrationState: RegistrationState.Unregistered,
    });
    const newMember = aMember({
      firstName: '',
      lastName: '',
      registrationState: RegistrationState.Registered,
    });
    const loggedIn = foldAll(
      initialAppState,
      sequence([
        { type: 'GuestRegistered', payload: { member: guest } },
        { type: 'LoginSucceeded', payload: { member: newMember, guestUuid: 'u-2' } },
      ]),
    );
    expect(loggedIn.member.member?.firstName).toBe('');
    expect(loggedIn.member.guestName).toEqual({ firstName: 'Ann', lastName: '' });
    const loggedOut = foldAll(loggedIn, [
      { seq: 3, at: 3, type: 'LoggedOut', payload: { guestUuid: 'g-3', reason: 'user' } },
    ]);
    expect(loggedOut.member.guestName).toBeNull();
  });
});
