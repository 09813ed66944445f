import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { askerKeyOf, OTP_TTL_MS } from './otp-send.ts';

/**
 * Wrong guesses a code survives from the client that asked for it, and as many again from
 * everybody else together; past them it is dead to those guessers, so six digits cannot be walked
 * (ten guesses in a million), and a stranger who knows the number cannot use up its owner's tries.
 * The asker is who holds the send call's `codeRequest`, not an address: diners on a restaurant's
 * Wi-Fi share one, and by address a stranger at the next table was the asker too.
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
  readonly asker_key: string | null;
}

export type CodeCheck = { readonly ok: true; readonly otpId: string } | { readonly ok: false };

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const expired = (row: OtpRow, now: number): boolean =>
  new Date(row.sent_at).getTime() + OTP_TTL_MS <= now;

/**
 * Checks a code against every live code sent to the phone for this merchant: each reached the
 * phone, so any proves it is the owner's, and a stranger who asks for another code to the same
 * number cannot take back the one its owner is typing. A wrong guess is counted against each of
 * them, so the caller must commit rather than throw; the code is not consumed here (markCodeUsed
 * does that once the caller has succeeded).
 */
export const checkCode = async (
  tx: Queryable,
  attempt: {
    merchantId: string;
    phone: string;
    code: string;
    ip: string;
    /** The send call's `codeRequest`, when the client kept it. */
    codeRequest: string | null;
    now: number;
  },
): Promise<CodeCheck> => {
  const rows = await tx.query<OtpRow>(
    `select id, code, sent_at, used_at, ip, attempts, stranger_attempts, asker_key from otp_codes
      where merchant_id = $1 and phone = $2 and used_at is null
        and sent_at > to_timestamp($3 / 1000.0)
      order by sent_at desc, id desc for update`,
    [attempt.merchantId, attempt.phone, attempt.now - OTP_TTL_MS],
  );
  const askerKey = attempt.codeRequest === null ? null : askerKeyOf(attempt.codeRequest);
  // A code sent before askers held a secret is still told by the address that asked.
  const asker = (row: OtpRow) =>
    row.asker_key === null ? row.ip === attempt.ip : row.asker_key === askerKey;
  const open = rows.filter(
    (row) =>
      !expired(row, attempt.now) &&
      (asker(row) ? row.attempts : row.stranger_attempts) < MAX_CODE_ATTEMPTS,
  );
  const matched = open.find((row) => sameCode(row.code, attempt.code));
  if (matched !== undefined) return { ok: true, otpId: matched.id };
  for (const row of open) {
    await tx.query(
      asker(row)
        ? 'update otp_codes set attempts = attempts + 1 where id = $1'
        : 'update otp_codes set stranger_attempts = stranger_attempts + 1 where id = $1',
      [row.id],
    );
  }
  return { ok: false };
};

/** Uses up the code that let the caller in, and every other code the phone still held. */
export const markCodeUsed = async (tx: Queryable, otpId: string, now: number): Promise<void> => {
  await tx.query(
    `update otp_codes set used_at = to_timestamp($2 / 1000.0)
      where used_at is null
        and (merchant_id, phone) = (select merchant_id, phone from otp_codes where id = $1)`,
    [otpId, now],
  );
};
