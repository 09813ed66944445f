import type { Queryable } from '../db/database.ts';
import type { ApiError } from '../http/api-error.ts';
import { seatEnded, tableCleared } from './codes.ts';

/**
 * Whether the staff cleared the table since its session `epoch`: a clear starts a new party at
 * the session it opens (seats/store.ts), so a party epoch past the seat's means its party went.
 */
export const partyClearedSince = async (
  q: Queryable,
  tableId: string,
  epoch: number,
): Promise<boolean> => {
  const [row] = await q.query<{ party_epoch: number }>(
    'select party_epoch from dining_tables where id = $1',
    [tableId],
  );
  return row !== undefined && row.party_epoch > epoch;
};

/**
 * Why a seat of table session `epoch` no longer holds: its party was cleared away (4035), or
 * any other step (a new order code, a new QR code) ended the session alone (4031). Asked only
 * on a refusal, so the hot paths never read the party.
 */
export const sessionEnded = async (
  q: Queryable,
  tableId: string,
  epoch: number,
): Promise<ApiError> =>
  (await partyClearedSince(q, tableId, epoch)) ? tableCleared() : seatEnded();
