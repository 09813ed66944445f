import type { Member } from '../../src/domain/model/member.ts';
import { validateCode } from '../../src/domain/validation/code.ts';
import { type MemberRow, requireMember } from '../auth/identity.ts';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import type { RequestContext } from '../http/context.ts';
import type { AttemptCounter } from '../limits/attempt-counter.ts';
import { codeIncorrect, invalidInput, phoneTaken } from './errors.ts';
import { type GuessSeat, loginGuessKeys } from './login-attempts.ts';
import { checkCode, markCodeUsed } from './otp-check.ts';
import { loadPresentedMember } from './present.ts';
import { type ProfileChanges, profileChanges } from './profile-changes.ts';
import { memberByPhone } from './repository.ts';
import type { ProfileBody } from './schemas.ts';

type Outcome =
  | { readonly kind: 'codeIncorrect' }
  | { readonly kind: 'phoneTaken' }
  | { readonly kind: 'ok'; readonly member: MemberRow };

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

const write = async (tx: Queryable, id: string, c: ProfileChanges, now: number) => {
  const [row] = await tx.query<MemberRow>(
    `update members set
       phone = coalesce($2::text, phone),
       first_name = coalesce($3::text, first_name),
       last_name = coalesce($4::text, last_name),
       mail = coalesce($5::text, mail),
       birthday = coalesce($6::int, birthday),
       language_preference = coalesce($7::text, language_preference),
       is_sub_promotion = coalesce($8::boolean, is_sub_promotion),
       registration_state = case when $2::text is null then registration_state else 1 end,
       updated_at = to_timestamp($9 / 1000.0)
     where id = $1 returning *`,
    [
      id,
      c.phone,
      c.firstName,
      c.lastName,
      c.mail,
      c.birthday,
      c.languagePreference,
      c.isSubPromotion,
      now,
    ],
  );
  if (!row) throw new Error('the member vanished during its update');
  return row;
};

const phoneProof = (phone: string, rawCode: string | null | undefined, ctx: RequestContext) => {
  const code = validateCode(rawCode);
  if (!code.ok) throw invalidInput(code.error, ctx.locale);
  return { phone, code: code.value };
};

/**
 * PUT /api/member. A new phone must be proven with a one-time code sent to it (as at login):
 * otherwise anyone could claim a number and inherit the account its owner later logs in to.
 * A guest who proves a phone becomes a registered member. A code's try is charged to the address
 * as a login's is (login-attempts.ts): a member could otherwise spray guesses at strangers' codes.
 */
export const updateProfile = async (
  deps: AppDeps,
  attempts: AttemptCounter,
  ctx: RequestContext,
  body: ProfileBody,
  ip: string,
  seat: GuessSeat | null,
): Promise<Member> => {
  const now = deps.clock();
  const member = await requireMember(deps.db, ctx, now);
  const changes = profileChanges(member, body, ctx.locale);
  const proof = changes.phone === null ? null : phoneProof(changes.phone, body.code, ctx);
  const guesses = proof === null ? [] : loginGuessKeys(ip, seat);
  let outcome: Outcome;
  try {
    outcome = await attempts.guess(
      guesses,
      () =>
        deps.db.transaction(async (tx): Promise<Outcome> => {
          if (proof !== null) {
            const merchantId = member.merchant_id;
            const codeRequest = body.codeRequest ?? null;
            const check = await checkCode(tx, { merchantId, ...proof, ip, codeRequest, now });
            if (!check.ok) return { kind: 'codeIncorrect' };
            if (await memberByPhone(tx, merchantId, proof.phone)) return { kind: 'phoneTaken' };
            await markCodeUsed(tx, check.otpId, now);
          }
          return { kind: 'ok', member: await write(tx, member.id, changes, now) };
        }),
      (tried) => tried.kind === 'codeIncorrect',
    );
  } catch (error) {
    // Two members claiming one number at once: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) throw phoneTaken(ctx.locale);
    throw error;
  }
  if (outcome.kind === 'codeIncorrect') throw codeIncorrect();
  if (outcome.kind === 'phoneTaken') throw phoneTaken(ctx.locale);
  return loadPresentedMember(deps.db, outcome.member, ctx.token ?? '', now, ctx.locale);
};
