import { RegistrationState } from '../../src/domain/model/enums.ts';
import type { Member } from '../../src/domain/model/member.ts';
import type { AppDeps } from '../deps.ts';
import type { RequestContext } from '../http/context.ts';
import { requireMerchant } from './merchant.ts';
import { cleanName } from './names.ts';
import { loadPresentedMember } from './present.ts';
import { insertMember } from './repository.ts';
import { issueToken } from './tokens.ts';

export interface GuestNames {
  readonly firstName: string;
  readonly lastName: string;
}

/** The names a guest gave, cleaned; a blank first name is a 400 before anything is counted. */
export const guestNamesOf = (
  body: { firstName?: string | null; lastName?: string | null },
  ctx: RequestContext,
): GuestNames => ({
  firstName: cleanName(body.firstName ?? '', ctx.locale, true),
  lastName: cleanName(body.lastName ?? '', ctx.locale, false),
});

/**
 * A visitor who only gives a name: an unregistered member (no phone) with its own session, so
 * the table's other diners see who ordered. Guest mode itself (merchant setting 18001) gates
 * placing orders, not this; a guest may still log in by phone later as a new session.
 */
export const registerGuest = async (
  deps: AppDeps,
  ctx: RequestContext,
  { firstName, lastName }: GuestNames,
): Promise<Member> => {
  const merchantId = await requireMerchant(deps.db, ctx);
  const now = deps.clock();
  const { member, token } = await deps.db.transaction(async (tx) => {
    const row = await insertMember(
      tx,
      {
        merchantId,
        phone: null,
        firstName,
        lastName,
        languagePreference: ctx.locale,
        registrationState: RegistrationState.Unregistered,
      },
      now,
    );
    return { member: row, token: await issueToken(tx, row.id, now) };
  });
  return loadPresentedMember(deps.db, member, token, now, ctx.locale);
};
