import { Schema } from 'effect';
import type { Member, PlatformExtraInfo } from '../member.ts';
import { registrationState } from './enums.ts';
import { Id, amount, flag, id, nullable, text } from './fields.ts';

const PlatformExtraInfoSchema: Schema.Decoder<PlatformExtraInfo> = Schema.Struct({
  availableUserCouponCount: amount(),
  balance: amount(),
  extraInfo: text,
  growth: amount(),
  id: id,
  levelExpirationTime: nullable(Schema.String),
  memberCard: text,
  memberId: id,
  memberLevel: text,
  platformId: id,
  points: amount(),
  pointsRate: amount(),
  isSubPromotion: flag(false),
});

/** The user or member of spec §3, as login, guest registration, GET and PUT /api/member send it. */
export const MemberSchema: Schema.Decoder<Member> = Schema.Struct({
  id: Id,
  token: text,
  name: text,
  mail: text,
  firstName: text,
  lastName: text,
  birthday: nullable(Schema.Int),
  phone: text,
  identifier: text,
  languagePreference: text,
  availableUserCouponCount: amount(),
  platform: amount(),
  status: amount(),
  growth: amount(),
  points: amount(),
  memberLevel: text,
  levelExpirationTime: nullable(Schema.String),
  pointsRate: amount(),
  createAt: text,
  updateAt: text,
  avatar: text,
  registrationState: registrationState,
  platformExtraInfo: nullable(PlatformExtraInfoSchema),
});
