import type { MemberRow } from '../auth/identity.ts';
import type { Queryable } from '../db/database.ts';
import { nextId } from '../db/ids.ts';
import { notFound } from '../http/api-error.ts';
import { notEnoughPoints } from './errors.ts';

export const memberById = async (db: Queryable, memberId: string): Promise<MemberRow | null> => {
  const [row] = await db.query<MemberRow>('select * from members where id = $1', [memberId]);
  return row ?? null;
};

export const memberByPhone = async (
  db: Queryable,
  merchantId: string,
  phone: string,
): Promise<MemberRow | null> => {
  const [row] = await db.query<MemberRow>(
    'select * from members where merchant_id = $1 and phone = $2',
    [merchantId, phone],
  );
  return row ?? null;
};

export interface NewMember {
  readonly merchantId: string;
  readonly phone: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly languagePreference: string;
  readonly registrationState: number;
}

export const insertMember = async (
  db: Queryable,
  member: NewMember,
  now: number,
): Promise<MemberRow> => {
  const id = await nextId(db);
  const [row] = await db.query<MemberRow>(
    `insert into members (id, merchant_id, phone, first_name, last_name, language_preference,
       registration_state, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8 / 1000.0), to_timestamp($8 / 1000.0))
     returning *`,
    [
      id,
      member.merchantId,
      member.phone,
      member.firstName,
      member.lastName,
      member.languagePreference,
      member.registrationState,
      now,
    ],
  );
  if (!row) throw new Error('member insert returned nothing');
  return row;
};

/**
 * Adds `delta` points (negative to spend) and returns the new balance. Meant to run inside the
 * caller's transaction, so an order and the points it spends commit or roll back together; the
 * single conditional update keeps two concurrent spends from overdrawing the balance.
 */
export const adjustPoints = async (
  tx: Queryable,
  memberId: string,
  delta: number,
): Promise<number> => {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`points must be whole, not ${delta}`);
  const [row] = await tx.query<{ points: number }>(
    `update members set points = points + $2, updated_at = now()
      where id = $1 and points + $2 >= 0 returning points`,
    [memberId, delta],
  );
  if (row) return row.points;
  if ((await memberById(tx, memberId)) === null) throw notFound();
  throw notEnoughPoints();
};
