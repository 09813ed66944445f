import type { Queryable } from '../db/database.ts';
import { demoFacts } from '../demo/facts.ts';
import { insertStaffToken, newStaffToken } from './auth.ts';

export interface DemoStaffToken {
  readonly merchantId: string;
  readonly token: string;
}

const settingKey = (merchantId: string) => `demo_staff_token:${merchantId}`;

/**
 * The demo's staff tokens, printed at start so a tester can drive the staff API. staff_tokens
 * keeps only hashes, so the demo also keeps its own token in server_settings (as the live-token
 * secret is kept): a restart over the same data prints the same token. Race-safe without locks:
 * the first writer's token wins and everyone reads it back. Merchants that do not exist (a
 * database without the demo) get none.
 */
export const ensureDemoStaffToken = async (db: Queryable): Promise<DemoStaffToken[]> => {
  const tokens: DemoStaffToken[] = [];
  for (const merchantId of [demoFacts.merchantId, demoFacts.localMerchantId]) {
    const [merchant] = await db.query('select 1 from merchants where id = $1', [merchantId]);
    if (!merchant) continue;
    await db.query(
      `insert into server_settings (key, value) values ($1, $2) on conflict (key) do nothing`,
      [settingKey(merchantId), newStaffToken()],
    );
    const [row] = await db.query<{ value: string }>(
      'select value from server_settings where key = $1',
      [settingKey(merchantId)],
    );
    if (!row) throw new Error(`demo staff token of merchant ${merchantId} could not be stored`);
    await insertStaffToken(db, merchantId, row.value, 'demo');
    tokens.push({ merchantId, token: row.value });
  }
  return tokens;
};
