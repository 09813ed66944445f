import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { nextId } from '../db/ids.ts';
import { ApiError } from '../http/api-error.ts';
import type { SeatClaims } from '../seats/token.ts';
import { MemberCode } from './errors.ts';
import { addressLimitReached, SEATED_SEND_WINDOW_MS } from './otp-limits.ts';
import { PHONE_MINUTE_MS, PHONE_SEND_WINDOW_MS, phoneLimitReached } from './phone-limits.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
// Serialises the check-then-insert of every send, so two requests cannot both slip under a limit.
const OTP_SEND_LOCK = 704_301;

export interface OtpRequest {
  readonly merchantId: string;
  readonly phone: string;
  readonly ip: string;
  /** A seat of the table's current session the call carried (seats/current.ts), else null. */
  readonly seat?: Pick<SeatClaims, 'tableId' | 'dinerId'> | null;
  /** The secret the client holds from asking before, kept when it is one the server could make. */
  readonly codeRequest?: string | null;
}

/** What a sent code answers the asker, and the merchant's hour of texts with it (text-surge.ts). */
export interface SentCode {
  readonly codeRequest: string;
  /** The merchant's login texts in the last hour, this one included: the server's own to read. */
  readonly merchantTextsInHour: number;
}

const CODE_REQUEST = /^[A-Za-z0-9_-]{32}$/;

/** What the asker proves itself with: only a hash of the secret is stored. */
export const askerKeyOf = (codeRequest: string): string =>
  createHash('sha256').update(codeRequest).digest('base64url');

/**
 * Issues a fresh six-digit code for the phone at this merchant, within the rate limits: one per
 * phone per merchant per minute (4290), and the phone's hour by seat, table or address
 * (phone-limits.ts, a plain 429); from one address, three a minute without a seat (4291), and with
 * one the seat's, its table's and all seated sends' (429, otp-limits.ts). Only sent codes count.
 * Answers the secret that makes its holder the code's asker (`codeRequest`): the asker's wrong
 * guesses are counted apart from everybody else's.
 */
export const sendLoginCode = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'sendOtp'>,
  request: OtpRequest,
): Promise<SentCode> => {
  const now = deps.clock();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeRequest =
    request.codeRequest != null && CODE_REQUEST.test(request.codeRequest)
      ? request.codeRequest
      : randomBytes(24).toString('base64url');
  const { otpId: id, merchantTextsInHour } = await deps.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [OTP_SEND_LOCK]);
    // The phone's minute is the merchant's: a code asked for at one restaurant does not keep its
    // owner from logging in at another. Its hour is counted by who asked (phone-limits.ts): by
    // address only without a seat, as diners on one Wi-Fi share theirs.
    const seat = request.seat ?? null;
    const [counts] = await tx.query<{
      phone_minute: number;
      phone_hour: number;
      phone_seat: number;
      phone_table: number;
      phone_unseated_here: number;
      phone_unseated: number;
      by_ip: number;
      by_seat: number;
      by_table_ip: number;
      by_seated_ip: number;
      merchant_hour: number;
    }>(
      `select count(*) filter (where phone = $2 and merchant_id = $4
                                 and sent_at > to_timestamp($1 / 1000.0))::int as phone_minute,
              count(*) filter (where phone = $2)::int as phone_hour,
              count(*) filter (where phone = $2 and table_id = $6::text
                                 and diner_id = $7::text)::int as phone_seat,
              count(*) filter (where phone = $2 and table_id = $6::text)::int as phone_table,
              count(*) filter (where phone = $2 and table_id is null
                                 and ip = $3)::int as phone_unseated_here,
              count(*) filter (where phone = $2 and table_id is null)::int as phone_unseated,
              count(*) filter (where ip = $3 and table_id is null
                                 and sent_at > to_timestamp($1 / 1000.0))::int as by_ip,
              count(*) filter (where table_id = $6::text and diner_id = $7::text
                                 and sent_at > to_timestamp($8 / 1000.0))::int as by_seat,
              count(*) filter (where table_id = $6::text and ip = $3
                                 and sent_at > to_timestamp($8 / 1000.0))::int as by_table_ip,
              count(*) filter (where table_id is not null and ip = $3
                                 and sent_at > to_timestamp($8 / 1000.0))::int as by_seated_ip,
              count(*) filter (where merchant_id = $4)::int as merchant_hour
         from otp_codes where sent_at > to_timestamp($5 / 1000.0)`,
      [
        now - PHONE_MINUTE_MS,
        request.phone,
        request.ip,
        request.merchantId,
        now - PHONE_SEND_WINDOW_MS,
        seat?.tableId ?? null,
        seat?.dinerId ?? null,
        now - SEATED_SEND_WINDOW_MS,
      ],
    );
    const phoneLimit = phoneLimitReached(
      {
        minute: counts?.phone_minute ?? 0,
        hour: counts?.phone_hour ?? 0,
        seat: counts?.phone_seat ?? 0,
        table: counts?.phone_table ?? 0,
        unseatedAddress: counts?.phone_unseated_here ?? 0,
        unseated: counts?.phone_unseated ?? 0,
      },
      seat !== null,
    );
    if (phoneLimit === 'minute')
      throw new ApiError(MemberCode.onlyOneMessagePerMinute, 'onlyOneMessagePerMinute', 429);
    // Not 4290 either, whose words (and the app's countdown) say a minute: this is the hour's.
    if (phoneLimit === 'hour') throw new ApiError(429, 'tooManyCodesToPhone', 429);
    const reached = addressLimitReached(
      {
        unseated: counts?.by_ip ?? 0,
        seat: counts?.by_seat ?? 0,
        tableAddress: counts?.by_table_ip ?? 0,
        seatedAddress: counts?.by_seated_ip ?? 0,
      },
      seat !== null,
    );
    if (reached === 'unseated')
      throw new ApiError(
        MemberCode.oneIpThreeMessagesPerMinute,
        'oneIpThreeMessagesPerMinute',
        429,
      );
    // Not 4291, whose words say three a minute: the seated windows are others, and last longer.
    if (reached === 'seated') throw new ApiError(429, 'tooManyRequests', 429);
    const otpId = await nextId(tx);
    await tx.query(
      `insert into otp_codes (id, merchant_id, phone, code, ip, sent_at, asker_key, table_id,
                              diner_id)
       values ($1, $2, $3, $4, $5, to_timestamp($6 / 1000.0), $7, $8, $9)`,
      [
        otpId,
        request.merchantId,
        request.phone,
        code,
        request.ip,
        now,
        askerKeyOf(codeRequest),
        seat?.tableId ?? null,
        seat?.dinerId ?? null,
      ],
    );
    return { otpId, merchantTextsInHour: (counts?.merchant_hour ?? 0) + 1 };
  });
  try {
    await deps.sendOtp(request.phone, code);
  } catch (error) {
    // A code that never left must not hold the phone's minute or count against the IP.
    await deps.db.query('delete from otp_codes where id = $1', [id]);
    throw error;
  }
  return { codeRequest, merchantTextsInHour };
};
