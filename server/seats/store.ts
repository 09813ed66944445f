import type { Queryable } from '../db/database.ts';
import { MAX_SEATS_PER_SESSION } from './limits.ts';

/**
 * Takes one seat of the table's current session. Null when the session has handed out all it
 * may; otherwise the session's epoch, read in the same statement so a concurrent clear cannot
 * slip between the count and the seat.
 */
export const takeSeatNumber = async (q: Queryable, tableId: string): Promise<number | null> => {
  const [row] = await q.query<{ seat_epoch: number }>(
    `update dining_tables set seats_issued = seats_issued + 1
      where id = $1 and seats_issued < $2 returning seat_epoch`,
    [tableId, MAX_SEATS_PER_SESSION],
  );
  return row?.seat_epoch ?? null;
};

/** Whether the table's session is still the one `epoch` names (no clear, rotation or new code). */
export const isCurrentSession = async (
  q: Queryable,
  tableId: string,
  epoch: number,
): Promise<boolean> => {
  const [row] = await q.query<{ seat_epoch: number }>(
    'select seat_epoch from dining_tables where id = $1',
    [tableId],
  );
  return row?.seat_epoch === epoch;
};

/**
 * Ends the table's session: every seat handed out so far stops working. A table clear also
 * frees the seat count and starts a new party (the party has gone: the orders placed before are
 * no longer shown to the table's seats); an order-code rotation keeps both (the party stays and
 * renews its seats), and a new QR code frees the count but keeps the party.
 */
export const endTableSession = async (
  q: Queryable,
  tableId: string,
  options: { readonly freeSeats: boolean; readonly partyLeft: boolean },
): Promise<void> => {
  await q.query(
    `update dining_tables set seat_epoch = seat_epoch + 1,
            seats_issued = case when $2::boolean then 0 else seats_issued end,
            party_epoch = case when $3::boolean then seat_epoch + 1 else party_epoch end
      where id = $1`,
    [tableId, options.freeSeats, options.partyLeft],
  );
};
