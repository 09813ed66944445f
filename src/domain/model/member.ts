import type { RegistrationState } from './enums.ts';
import type { Id } from './ids.ts';

export interface PlatformExtraInfo {
  readonly availableUserCouponCount: number;
  readonly balance: number;
  readonly extraInfo: string;
  readonly growth: number;
  readonly id: Id;
  readonly levelExpirationTime: string | null;
  readonly memberCard: string;
  readonly memberId: Id;
  readonly memberLevel: string;
  readonly platformId: Id;
  readonly points: number;
  readonly pointsRate: number;
  readonly isSubPromotion: boolean;
}

/** The user or member of spec §3. `birthday` is month and day concatenated (March 7 → 307). */
export interface Member {
  readonly id: Id;
  readonly token: string;
  readonly name: string;
  readonly mail: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthday: number | null;
  readonly phone: string;
  readonly identifier: string;
  readonly languagePreference: string;
  readonly availableUserCouponCount: number;
  readonly platform: number;
  readonly status: number;
  readonly growth: number;
  readonly points: number;
  readonly memberLevel: string;
  readonly levelExpirationTime: string | null;
  readonly pointsRate: number;
  readonly createAt: string;
  readonly updateAt: string;
  readonly avatar: string;
  readonly registrationState: RegistrationState;
  readonly platformExtraInfo: PlatformExtraInfo | null;
}
