import type { LineAuthor, Order, OrderItem } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';
import { addParticipant, saveOrder } from '../orders/persist.ts';
import { activeOrder } from '../orders/queries.ts';

const authoredBy = (item: OrderItem, earlier: ReadonlySet<string>): boolean =>
  item.addedBy !== undefined && earlier.has(String(item.addedBy.userId));

/**
 * A claimed line is the member's, under the name it was placed under: the kitchen's ticket and
 * the other diners already read "Amy" on that round, and a login is not a new round. Only a line
 * placed without a name takes the member's (a visitor who got to order nameless).
 */
export const claimedAuthor = (
  memberId: string,
  memberName: string,
  before: LineAuthor,
): LineAuthor => {
  const name = (before.name ?? '') === '' ? memberName : (before.name ?? '');
  return name === '' ? { userId: memberId } : { userId: memberId, name };
};

/**
 * A diner who logs in at the table is one diner before and after: the rounds they placed as a
 * visitor (or as a name-only guest) become the member's, so the order detail, the split by
 * diner and the member's order list count them once. The caller holds the cart's lock, which a
 * placement takes first too; the row version stays, since no amount or state changes and a
 * staff view made before is still right.
 */
export const claimRounds = async (
  tx: Queryable,
  table: { readonly id: string; readonly merchant_id: string },
  earlier: ReadonlySet<string>,
  memberId: string,
  now: number,
): Promise<Order | null> => {
  const order = await activeOrder(tx, table.id, true);
  if (order === null || !order.orderItems.some((item) => authoredBy(item, earlier))) return null;
  const [member] = await tx.query<{ first_name: string }>(
    'select first_name from members where id = $1',
    [memberId],
  );
  const memberName = member?.first_name.trim() ?? '';
  const claimed: Order = {
    ...order,
    orderItems: order.orderItems.map((item) =>
      item.addedBy !== undefined && authoredBy(item, earlier)
        ? { ...item, addedBy: claimedAuthor(memberId, memberName, item.addedBy) }
        : item,
    ),
  };
  await saveOrder(tx, claimed, table.merchant_id, false, now);
  await addParticipant(tx, order.id, memberId);
  return claimed;
};
