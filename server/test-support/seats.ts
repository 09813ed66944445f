import type { Queryable } from '../db/database.ts';
import { SEAT_LIFETIME_S } from '../seats/limits.ts';
import { signSeat } from '../seats/token.ts';

type Minter = (tableId: string, dinerId: string) => Promise<string | null>;

const minters = new Map<string, Minter>();

/**
 * Tests of what a seated diner may do (cart rules, placement, live) name their diners
 * ('g-ada'); this signs a seat for such a diner at the table's current session with the test
 * server's key, as the QR lookup would. Access itself is tested with real QR-issued seats and
 * with none (server/seats/access.test.ts).
 */
export const seatMinter =
  (db: Queryable, key: Buffer, clock: () => number): Minter =>
  async (tableId, dinerId) => {
    if (!/^[0-9]{1,18}$/.test(tableId)) return null;
    const [table] = await db.query<{ merchant_id: string; seat_epoch: number }>(
      'select merchant_id, seat_epoch from dining_tables where id = $1',
      [tableId],
    );
    if (!table) return null;
    return signSeat(
      {
        merchantId: table.merchant_id,
        tableId,
        dinerId,
        browserId: `browser-${dinerId}`,
        epoch: table.seat_epoch,
        exp: Math.floor(clock() / 1000) + SEAT_LIFETIME_S,
      },
      key,
    );
  };

export const registerSeatMinter = (baseUrl: string, minter: Minter): void => {
  minters.set(baseUrl, minter);
};

export const forgetSeatMinter = (baseUrl: string): void => {
  minters.delete(baseUrl);
};

export const mintSeat = (
  baseUrl: string,
  tableId: string,
  dinerId: string,
): Promise<string | null> => minters.get(baseUrl)?.(tableId, dinerId) ?? Promise.resolve(null);
