import { RegistrationState } from './enums.ts';
import type { Member } from './member.ts';

/** A registered member with a full profile; override what a test is about. */
export const aMember = (overrides: Partial<Member> = {}): Member => ({
  id: '7001',
  token: 'token-7001',
  name: 'Ada Lovelace',
  mail: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthday: 1210,
  phone: '+12125550123',
  identifier: 'member-7001',
  languagePreference: 'en-US',
  availableUserCouponCount: 2,
  platform: 0,
  status: 1,
  growth: 0,
  points: 1200,
  memberLevel: 'Gold',
  levelExpirationTime: null,
  pointsRate: 1,
  createAt: '2026-01-01T12:00:00+08:00',
  updateAt: '2026-01-01T12:00:00+08:00',
  avatar: '',
  registrationState: RegistrationState.Registered,
  platformExtraInfo: null,
  ...overrides,
});
