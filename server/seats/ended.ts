import type { Queryable } from '../db/database.ts';
import type { ApiError } from '../http/api-error.ts';
import { seatEnded, tableCleared } from './codes.ts';

/**
 * Why a seat of table session `epoch` no longer holds. A staff clear starts a new party at the
 * session it opens (seats/store.ts), so a party epoch past the seat's means its party was cleared
 * away (4035); any other step (a new order code, a new QR code) is the session alone (4031).
 * Asked only on a refusal, so the hot paths never read the party.
 */
export const sessionEnded = async (
  q: Queryable,
  tableId: string,
  epoch: number,
): Promise<ApiError> => {
  const [row] = await q.query<{ party_epoch: number }>(
    'select party_epoch from dining_tables where id = $1',
    [tableId],
  );
  return row !== undefined && row.party_epoch > epoch ? tableCleared() : seatEnded();
};
