import type { FastifyRequest } from 'fastify';
import { RegistrationState } from '../../src/domain/model/enums.ts';
import { memberFromToken } from '../auth/identity.ts';
import { bumpLiveVersion, lockCart, saveLines } from '../cart/store.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { requireSeat, seatTokenOf } from './require.ts';
import { viewCart } from '../cart/present.ts';
import { tableFeed } from '../table-feed/announce.ts';
import { claimRounds } from './claim-rounds.ts';

/**
 * A visitor who logs in or registers as a guest at the table keeps what they added: the seat's
 * entry in userCarts (and a name-only guest's) becomes the member's (spec §4 login refetches the
 * cart, so the diner sees their lines under their new name), and so do the rounds they placed
 * (claim-rounds.ts). Without a seat, or with one that no longer holds, there is nothing to
 * carry; the login stands either way.
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
  const earlier = await memberFromToken(deps.db, request.ctx, deps.clock()).catch(() => null);
  // Whose lines were the diner's until now: the seat's, and a guest's who only gave a name
  // (never another registered member's: switching accounts takes nobody's dishes along).
  const from = new Set([seat.dinerId]);
  if (earlier?.registration_state === RegistrationState.Unregistered) from.add(earlier.id);
  from.delete(member.id);
  const { written, claimed } = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await lockCart(tx, table, now);
    const claimed = (await claimRounds(tx, table, from, member.id, now)) !== null;
    const carried = row.user_carts.filter((entry) => from.has(entry.userId));
    if (carried.every((entry) => entry.orderItems.length === 0)) return { written: null, claimed };
    const known = row.user_carts.find((entry) => entry.userId === member.id);
    const orderItems = [known, ...carried].flatMap((entry) => entry?.orderItems ?? []);
    const userCarts = row.user_carts
      .filter((entry) => !from.has(entry.userId) && entry.userId !== member.id)
      .concat([{ userId: member.id, orderItems }]);
    const saved = await saveLines(tx, row, userCarts, now);
    const cart = await viewCart(tx, saved, table, request.ctx.locale);
    return { written: { cart, liveVersion: saved.live_version }, claimed };
  });
  const feed = tableFeed(deps, request.log);
  const change = (liveVersion: number) => ({
    tableId: table.id,
    merchantId: table.merchant_id,
    liveVersion,
    changedBy: seat.dinerId,
  });
  // The other diners see the lines under the member's name without waiting for a refetch.
  if (written !== null)
    feed.cartChanged(change(written.liveVersion), written.cart, request.ctx.locale);
  if (!claimed) return;
  // And the order's: a version step they have not heard makes them read the table again, quietly
  // (a toast for a name would be about nothing they did).
  const liveVersion = await bumpLiveVersion(deps.db, {
    id: table.id,
    merchantId: table.merchant_id,
  }).catch((error: unknown) => {
    request.log.warn({ err: error, tableId: table.id }, 'live version not moved');
    return null;
  });
  if (liveVersion !== null) feed.versionMoved(change(liveVersion));
};
