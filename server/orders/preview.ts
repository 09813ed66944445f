import type { Order } from '../../src/domain/model/order.ts';
import { addItAgain, itemUnavailable } from '../cart/codes.ts';
import { viewCart } from '../cart/present.ts';
import type { Queryable } from '../db/database.ts';
import { buildRound } from './build.ts';
import type { PlaceInput } from './place.ts';
import { prepareRound, roundInputOf } from './prepare.ts';
import { orderShownTo } from './queries.ts';

export interface Preview {
  readonly order: Order;
  readonly pointsToSpend: number;
  readonly pointsToEarn: number;
}

/**
 * The order the placement would produce, priced the same way and checked the same way (coupons,
 * points, menu), but nothing is locked or written; new lines and a new order carry id 0.
 */
export const previewOrder = async (db: Queryable, input: PlaceInput): Promise<Preview> => {
  const prepared = await prepareRound(db, { ...input, lock: false });
  // A preview never locks, so it never meets a placement's retry.
  if (prepared.kind === 'alreadyPlaced') throw new Error('a preview cannot be a retried placement');
  if (prepared.kind === 'misfit') {
    const cart = await viewCart(db, prepared.row, input.table, input.locale);
    throw (prepared.code === 2025 ? itemUnavailable : addItAgain)(cart);
  }
  const round = buildRound(roundInputOf(prepared, input, { id: '0', serial: '' }, input.member));
  const viewer = { memberId: input.member?.id ?? null };
  return { ...round, order: await orderShownTo(db, round.order, viewer, input.locale) };
};
