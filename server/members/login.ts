import { RegistrationState } from '../../src/domain/model/enums.ts';
import type { Member } from '../../src/domain/model/member.ts';
import { validateCode } from '../../src/domain/validation/code.ts';
import { validatePhone } from '../../src/domain/validation/phone.ts';
import { memberFromToken, type MemberRow } from '../auth/identity.ts';
import { grantWelcomeCoupons } from '../coupons/repository.ts';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import type { RequestContext } from '../http/context.ts';
import type { AttemptCounter } from '../limits/attempt-counter.ts';
import { codeIncorrect, invalidInput, signUpRequired } from './errors.ts';
import { requireMerchantId } from './merchant.ts';
import { type GuessSeat, loginGuessKeys } from './login-attempts.ts';
import { languagePreferenceOf } from './names.ts';
import { checkCode, markCodeUsed } from './otp-check.ts';
import { loadPresentedMember } from './present.ts';
import { insertMember, memberByPhone } from './repository.ts';
import type { LoginBody } from './schemas.ts';
import { issueToken } from './tokens.ts';

type Outcome =
  | { readonly kind: 'codeIncorrect' }
  | { readonly kind: 'signUpRequired' }
  | {
      readonly kind: 'ok';
      readonly member: MemberRow;
      readonly token: string;
      readonly now: number;
    };

interface Registration {
  readonly merchantId: string;
  readonly phone: string;
  readonly body: LoginBody;
  readonly ctx: RequestContext;
  readonly now: number;
}

/**
 * The names a new member starts with: a visitor who gave a name at the table (a guest: the call
 * carries its token) keeps it, so the table and the order still say who ordered; else
 * autoFillingName's placeholder, which the diner can change later; else none.
 */
const startingNames = async (tx: Queryable, r: Registration) => {
  const guest = await memberFromToken(tx, r.ctx, r.now).catch(() => null);
  if (guest?.registration_state === RegistrationState.Unregistered && guest.first_name !== '')
    return { firstName: guest.first_name, lastName: guest.last_name };
  const fill = r.body.autoFillingName === true;
  return { firstName: fill ? 'Member' : '', lastName: fill ? r.phone.slice(-4) : '' };
};

const register = async (tx: Queryable, r: Registration): Promise<MemberRow> => {
  const member = await insertMember(
    tx,
    {
      merchantId: r.merchantId,
      phone: r.phone,
      ...(await startingNames(tx, r)),
      languagePreference: languagePreferenceOf(r.body.languagePreference, r.ctx.locale),
      registrationState: RegistrationState.Registered,
    },
    r.now,
  );
  if (r.body.autoReceiveCoupon === true)
    await grantWelcomeCoupons(tx, r.merchantId, member.id, r.now);
  return member;
};

/** A well-formed try: the phone normalised, the code six digits. */
interface Guess {
  readonly merchantId: string;
  readonly phone: string;
  readonly code: string;
  readonly ip: string;
}

/** The code checked, and the member found or signed up, in one transaction. */
const checkAndLogIn = (
  deps: AppDeps,
  ctx: RequestContext,
  body: LoginBody,
  guess: Guess,
): Promise<Outcome> => {
  const { merchantId, phone } = guess;
  const now = deps.clock();
  return deps.db.transaction(async (tx): Promise<Outcome> => {
    const check = await checkCode(tx, { ...guess, codeRequest: body.codeRequest ?? null, now });
    if (!check.ok) return { kind: 'codeIncorrect' };
    let member = await memberByPhone(tx, merchantId, phone);
    if (member === null && body.autoRegister !== true) return { kind: 'signUpRequired' };
    member ??= await register(tx, { merchantId, phone, body, ctx, now });
    await markCodeUsed(tx, check.otpId, now);
    return { kind: 'ok', member, token: await issueToken(tx, member.id, now), now };
  });
};

/**
 * Phone and one-time code in, a member session out. Unknown phones are signed up only when the
 * client asks (autoRegister); otherwise 404 and the code stays valid for the sign-up retry.
 * Every try is charged to the address (and the seat) first (429 past its most, login-attempts.ts)
 * and given back unless the code was wrong: tries sent at once cannot all slip under the count.
 */
export const login = async (
  deps: AppDeps,
  attempts: AttemptCounter,
  ctx: RequestContext,
  body: LoginBody,
  ip: string,
  /** A seat of the table's current session the call carried (seats/current.ts), else null. */
  seat: GuessSeat | null,
): Promise<Member> => {
  const merchantId = requireMerchantId(ctx);
  const phone = validatePhone(body.phone);
  if (!phone.ok) throw invalidInput(phone.error, ctx.locale);
  const code = validateCode(body.code);
  if (!code.ok) throw invalidInput(code.error, ctx.locale);
  const guess = { merchantId, phone: phone.value, code: code.value, ip };
  const outcome = await attempts.guess(
    loginGuessKeys(ip, seat),
    () => checkAndLogIn(deps, ctx, body, guess),
    (tried) => tried.kind === 'codeIncorrect',
  );
  if (outcome.kind === 'codeIncorrect') throw codeIncorrect();
  if (outcome.kind === 'signUpRequired') throw signUpRequired();
  return loadPresentedMember(deps.db, outcome.member, outcome.token, outcome.now, ctx.locale);
};
