import type { FastifyRequest } from 'fastify';
import { lockCart, saveLines } from '../cart/store.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { requireSeat, seatTokenOf } from './require.ts';

/**
 * A visitor who logs in or registers as a guest at the table keeps what they added: the seat's
 * entry in userCarts becomes the member's (spec §4 login refetches the cart, so the diner sees
 * their lines under their new name). Without a seat, or with one that no longer holds, there is
 * nothing to carry; the login stands either way.
 */
export const carryLinesOver = async (
  deps: AppDeps,
  request: FastifyRequest,
  member: { readonly id: string; readonly merchantId: string },
): Promise<void> => {
  if (seatTokenOf(request) === null) return;
  const seated = await requireSeat(deps, request, { closedTableToo: true }).catch(
    (error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    },
  );
  if (seated === null || seated.table.merchant_id !== member.merchantId) return;
  const { table, seat } = seated;
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await lockCart(tx, table, now);
    const visitor = row.user_carts.find((entry) => entry.userId === seat.dinerId);
    if (visitor === undefined || visitor.orderItems.length === 0) return;
    const known = row.user_carts.find((entry) => entry.userId === member.id);
    const orderItems = [...(known?.orderItems ?? []), ...visitor.orderItems];
    const userCarts = row.user_carts
      .filter((entry) => entry.userId !== seat.dinerId && entry.userId !== member.id)
      .concat([{ userId: member.id, orderItems }]);
    await saveLines(tx, table.id, userCarts, now);
  });
};
