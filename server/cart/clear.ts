import type { CartRow, StoredUserCart } from './store.ts';

const MS_PER_MINUTE = 60_000;

/**
 * What DELETE /clear leaves: a diner clears their own lines, never another's. Only when the
 * table's cart has sat idle for the merchant's clear-cart time (spec §4: an earlier party's
 * leftovers, which the unfinished-order popup offers to restart) does it clear every diner's,
 * unless the diner asked for their own lines only (`mine`: a logout, "clear my items").
 */
export const clearedLines = (
  row: CartRow,
  userId: string,
  clearCartMinutes: number | null,
  now: number,
  mine = false,
): StoredUserCart[] => {
  const idle =
    !mine &&
    clearCartMinutes !== null &&
    now - row.last_operate_time >= clearCartMinutes * MS_PER_MINUTE;
  return idle ? [] : row.user_carts.filter((entry) => entry.userId !== userId);
};
