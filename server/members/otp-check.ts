import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { OTP_TTL_MS } from './otp-send.ts';

/**
 * Wrong guesses a code survives from the address that asked for it, and as many again from every
 * other address together; past them it is dead to those guessers, so six digits cannot be walked
 * (ten guesses in a million), and a stranger who knows the number cannot use up its owner's tries.
 */
export const MAX_CODE_ATTEMPTS = 5;

interface OtpRow {
  readonly id: string;
  readonly code: string;
  readonly sent_at: Date | string;
  readonly used_at: Date | string | null;
  readonly ip: string;
  readonly attempts: number;
  readonly stranger_attempts: number;
}

export type CodeCheck = { readonly ok: true; readonly otpId: string } | { readonly ok: false };

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code against the newest one sent to the phone for this merchant (a newer code
 * replaces older ones). A wrong guess is counted, so the caller must commit rather than throw;
 * the code is not consumed here (markCodeUsed does that once the caller has succeeded).
 */
export const checkCode = async (
  tx: Queryable,
  attempt: { merchantId: string; phone: string; code: string; ip: string; now: number },
): Promise<CodeCheck> => {
  const [row] = await tx.query<OtpRow>(
    `select id, code, sent_at, used_at, ip, attempts, stranger_attempts from otp_codes
      where merchant_id = $1 and phone = $2 order by sent_at desc, id desc limit 1 for update`,
    [attempt.merchantId, attempt.phone],
  );
  if (!row || row.used_at !== null) return { ok: false };
  const asker = row.ip === attempt.ip;
  if ((asker ? row.attempts : row.stranger_attempts) >= MAX_CODE_ATTEMPTS) return { ok: false };
  if (new Date(row.sent_at).getTime() + OTP_TTL_MS <= attempt.now) return { ok: false };
  if (sameCode(row.code, attempt.code)) return { ok: true, otpId: row.id };
  await tx.query(
    asker
      ? 'update otp_codes set attempts = attempts + 1 where id = $1'
      : 'update otp_codes set stranger_attempts = stranger_attempts + 1 where id = $1',
    [row.id],
  );
  return { ok: false };
};

export const markCodeUsed = async (tx: Queryable, otpId: string, now: number): Promise<void> => {
  await tx.query('update otp_codes set used_at = to_timestamp($2 / 1000.0) where id = $1', [
    otpId,
    now,
  ]);
};
