import { describe, expect, it } from 'vitest';
import { RegistrationState } from '../../domain/model/enums.ts';
import type { Member } from '../../domain/model/member.ts';
import { clearChanged, memberForm } from './member-form.ts';

const member: Member = {
  id: '7001',
  token: '',
  name: 'Mei Lin',
  mail: 'mei@example.com',
  firstName: 'Mei',
  lastName: 'Lin',
  birthday: 314,
  phone: '+12125550101',
  identifier: '',
  languagePreference: 'en-US',
  availableUserCouponCount: 2,
  platform: 0,
  status: 0,
  growth: 0,
  points: 1500,
  memberLevel: 'Gold',
  levelExpirationTime: null,
  pointsRate: 1,
  createAt: '',
  updateAt: '',
  avatar: '',
  registrationState: RegistrationState.Registered,
  platformExtraInfo: null,
};

describe('memberForm', () => {
  it('fills the form from the member, birthday split into month and day', () => {
    expect(memberForm(member)).toEqual({
      firstName: 'Mei',
      lastName: 'Lin',
      birthdayMonth: 3,
      birthdayDay: 14,
      email: 'mei@example.com',
      receiveSmsAndEmail: false,
    });
  });

  it('starts a new member’s name from the one they gave as a guest, never over their own', () => {
    const guestName = { firstName: 'Ann', lastName: 'Lee' };
    const nameless = { ...member, firstName: '', lastName: '' };
    expect(memberForm(nameless, guestName)).toMatchObject(guestName);
    expect(memberForm(member, guestName)).toMatchObject({ firstName: 'Mei', lastName: 'Lin' });
  });

  it('starts empty without a member or a readable birthday', () => {
    expect(memberForm(null).birthdayMonth).toBeNull();
    expect(memberForm({ ...member, birthday: null }).birthdayDay).toBeNull();
  });
});

describe('clearChanged', () => {
  it('drops the changed field’s error only', () => {
    const errors = { firstName: 'nameRequired', birthday: 'birthdayRequired' } as const;
    expect(clearChanged(errors, { birthdayDay: 4 })).toEqual({ firstName: 'nameRequired' });
    expect(clearChanged(errors, { receiveSmsAndEmail: true })).toEqual(errors);
  });
});
