import { randomBytes } from 'node:crypto';
import type { Database } from './db/database.ts';

/**
 * The key that signs live-channel tokens. Kept in the database so every server process sharing
 * it (scale-out) verifies the others' tokens, and tokens survive a restart; LIVE_TOKEN_SECRET
 * overrides it.
 */
export const liveTokenSecret = async (
  db: Database,
  fromEnv: string | undefined,
): Promise<string> => {
  if (fromEnv !== undefined && fromEnv.length >= 16) return fromEnv;
  await db.query(
    `insert into server_settings (key, value) values ('live_token_secret', $1) on conflict (key) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    `select value from server_settings where key = 'live_token_secret'`,
  );
  if (!row) throw new Error('live token secret could not be stored');
  return row.value;
};
