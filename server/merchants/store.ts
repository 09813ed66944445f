import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';

/** A merchant as stored (migrations/001_initial.sql). */
export interface MerchantRow {
  readonly id: string;
  readonly short_name: unknown;
  readonly description: unknown;
  readonly image: string;
  readonly server_mode: number;
  readonly settings: unknown;
  readonly currency: string;
}

export const findMerchant = async (db: Queryable, id: string): Promise<MerchantRow | null> => {
  const [row] = await db.query<MerchantRow>(
    'select id, short_name, description, image, server_mode, settings, currency from merchants where id = $1',
    [id],
  );
  return row ?? null;
};

export const requireMerchant = async (db: Queryable, id: string): Promise<MerchantRow> => {
  const row = await findMerchant(db, id);
  if (row === null) throw notFound('merchantNotFound');
  return row;
};
