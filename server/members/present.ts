import { type Locale, RegistrationState } from '../../src/domain/model/enums.ts';
import type { Member } from '../../src/domain/model/member.ts';
import { fullName } from '../../src/domain/validation/enrolment.ts';
import type { MemberRow } from '../auth/identity.ts';
import type { Queryable } from '../db/database.ts';
import { textIn } from '../http/local-text.ts';
import { countAvailableCoupons } from '../coupons/repository.ts';

/** This server is the only platform it knows of; a real POS numbers its loyalty platforms. */
const OWN_PLATFORM = 0;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const registrationStateOf = (value: number): RegistrationState =>
  value === RegistrationState.Unregistered
    ? RegistrationState.Unregistered
    : RegistrationState.Registered;

/**
 * The Member of spec §3 from its row, the session token and its count of usable coupons, its
 * level named in the caller's language.
 */
export const presentMember = (
  row: MemberRow,
  token: string,
  couponCount: number,
  locale: Locale,
): Member => {
  const levelExpirationTime = iso(row.level_expiration_time);
  const memberLevel = textIn(row.member_level, locale);
  return {
    id: row.id,
    token,
    name: fullName(row.first_name, row.last_name).trim(),
    mail: row.mail,
    firstName: row.first_name,
    lastName: row.last_name,
    birthday: row.birthday,
    phone: row.phone ?? '',
    // Guests have no phone; their id is what identifies them at the counter.
    identifier: row.phone ?? `guest-${row.id}`,
    languagePreference: row.language_preference,
    availableUserCouponCount: couponCount,
    platform: OWN_PLATFORM,
    status: row.status,
    growth: row.growth,
    points: row.points,
    memberLevel,
    levelExpirationTime,
    pointsRate: Number(row.points_rate),
    createAt: iso(row.created_at) ?? '',
    updateAt: iso(row.updated_at) ?? '',
    avatar: row.avatar,
    registrationState: registrationStateOf(row.registration_state),
    platformExtraInfo: {
      availableUserCouponCount: couponCount,
      balance: 0,
      extraInfo: '',
      growth: row.growth,
      id: row.id,
      levelExpirationTime,
      memberCard: '',
      memberId: row.id,
      memberLevel,
      platformId: String(OWN_PLATFORM),
      points: row.points,
      pointsRate: Number(row.points_rate),
      isSubPromotion: row.is_sub_promotion,
    },
  };
};

export const loadPresentedMember = async (
  db: Queryable,
  row: MemberRow,
  token: string,
  now: number,
  locale: Locale,
): Promise<Member> =>
  presentMember(row, token, await countAvailableCoupons(db, row.id, now), locale);
