import type { FastifyRequest } from 'fastify';
import { OrderStatus } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import { nextSort } from '../../src/domain/cart/merge-new-line.ts';
import { lastRound } from '../../src/domain/order/rounds.ts';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { readExtra, writeExtra } from '../orders/extra-info.ts';
import { saveOrder } from '../orders/persist.ts';
import type { Staff } from './auth.ts';
import { assertNoPayments } from './close.ts';
import { staffBadRequest } from './messages.ts';
import { notifyOrderUpdated } from './notify.ts';
import { assertOpen, assertVersion, settle, staffOrder } from './order-store.ts';
import { moveMemberLedgerOnMerge } from '../orders/give-back.ts';

export interface MergeInput {
  readonly orderId: string;
  readonly intoOrderId: string;
  readonly rowVersion?: number | undefined;
  readonly intoRowVersion?: number | undefined;
}

/**
 * The source's lines follow the target's, in their order, keeping their ids and send state; its
 * rounds come after the target's (round 1 of the source is not the target's round 1), each line
 * saying where it was placed; its discounts, coupons and points go along, so the merged bill is
 * the two bills together.
 */
const absorb = (target: Order, source: Order): Order => {
  const lastSort = nextSort(target.orderItems) - 1;
  const roundsBefore = lastRound(target) ?? 0;
  const from = { tableName: source.tableName, serial: source.serial };
  const moved = [...source.orderItems]
    .sort((a, b) => a.sort - b.sort)
    .map((item, index) => ({
      ...item,
      orderId: target.id,
      sort: lastSort + index + 1,
      round: roundsBefore + (item.round ?? 1),
      // Merged twice: still where it was first placed.
      mergedFrom: item.mergedFrom ?? from,
      orderItemModifiers: item.orderItemModifiers.map((m) => ({ ...m, orderId: target.id })),
    }));
  const extra = readExtra(target.extraInfo);
  return {
    ...target,
    guests: target.guests + source.guests,
    orderItems: [...target.orderItems, ...moved],
    priceAdjustments: [...target.priceAdjustments, ...source.priceAdjustments],
    orderCoupons: [...target.orderCoupons, ...source.orderCoupons],
    userCouponIds: [...target.userCouponIds, ...source.userCouponIds],
    totalPointAmount: target.totalPointAmount + source.totalPointAmount,
    extraInfo: writeExtra({
      ...extra,
      pointsEarned: extra.pointsEarned + readExtra(source.extraInfo).pointsEarned,
      mergedGuests: (extra.mergedGuests ?? 0) + source.guests,
    }),
  };
};

/** Members who placed a round of the source follow it into the target's order list. */
const moveParticipants = (tx: Queryable, sourceId: string, targetId: string) =>
  tx.query(
    `insert into order_participants (order_id, member_id)
     select $2, member_id from order_participants where order_id = $1 on conflict do nothing`,
    [sourceId, targetId],
  );

/**
 * Merges one open, unpaid order into another open order of the merchant. The source becomes
 * BeMerged (payable 0 by the domain's rule) and keeps its lines as a record. Both rows are locked
 * in id order, so two merges running against each other cannot deadlock.
 */
export const mergeOrders = async (
  deps: AppDeps,
  request: FastifyRequest,
  staff: Staff,
  input: MergeInput,
): Promise<{ order: Order; merged: Order }> => {
  const locale = request.ctx.locale;
  if (input.orderId === input.intoOrderId) throw staffBadRequest('sameOrder', locale);
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const lock = (id: string) => staffOrder(tx, staff.merchantId, id, true);
    const sourceFirst = BigInt(input.orderId) < BigInt(input.intoOrderId);
    const early = sourceFirst ? await lock(input.orderId) : null;
    const target = await lock(input.intoOrderId);
    const source = early ?? (await lock(input.orderId));
    assertOpen(source, locale);
    assertVersion(source, input.rowVersion, locale);
    assertNoPayments(source, locale);
    assertOpen(target, locale);
    assertVersion(target, input.intoRowVersion, locale);
    const merged = settle({ ...source, status: OrderStatus.BeMerged }, now);
    const order = settle(absorb(target, source), now);
    await saveOrder(tx, merged, staff.merchantId, false, now);
    await saveOrder(tx, order, staff.merchantId, false, now);
    await moveParticipants(tx, source.id, target.id);
    await moveMemberLedgerOnMerge(tx, source, target);
    return { order, merged };
  });
  await notifyOrderUpdated(deps, request.log, result.merged, staff.merchantId);
  await notifyOrderUpdated(deps, request.log, result.order, staff.merchantId);
  return result;
};
