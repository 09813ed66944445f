import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session for the member: 32 random bytes, base64url, valid for 30 days from `now`. */
export const issueToken = async (db: Queryable, memberId: string, now: number): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into member_tokens (token, member_id, created_at, expires_at)
     values ($1, $2, to_timestamp($3 / 1000.0), to_timestamp($4 / 1000.0))`,
    [token, memberId, now, now + TOKEN_LIFETIME_MS],
  );
  return token;
};
