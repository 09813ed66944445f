import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { saveOrder } from '../orders/persist.ts';
import type { Staff } from './auth.ts';
import { notifyOrderUpdated } from './notify.ts';
import { assertOpen, assertVersion, settle, staffOrder } from './order-store.ts';
import { withoutUnmetCoupons } from '../orders/coupons.ts';
import { releaseCoupons } from '../orders/give-back.ts';
import { couponsNamedIn } from '../orders/queries.ts';

export interface ChangeContext {
  readonly tx: Queryable;
  readonly now: number;
  readonly locale: Locale;
}

/** Returns the order changed, or the very same object when there is nothing to do. */
export type OrderChange = (order: Order, context: ChangeContext) => Order | Promise<Order>;

/**
 * What a change does once the order is settled (its totals worked out again), before it is
 * stored: `before` is the order as it was. Returns the order to store.
 */
export type AfterSettle = (before: Order, settled: Order, context: ChangeContext) => Promise<Order>;

/**
 * One staff change of one order: in a transaction holding the order row, checked to be open and
 * at the version the staff saw, changed, settled with the domain's pricing and stored; then the
 * table hears of it. A change that changes nothing stores nothing and tells no one. The reply
 * names the order's coupons in the staff's language (the order keeps the placer's words).
 */
export const changeOrder = async (
  deps: AppDeps,
  request: FastifyRequest,
  staff: Staff,
  target: { readonly orderId: string; readonly rowVersion?: number | undefined },
  change: OrderChange,
  afterSettle?: AfterSettle,
): Promise<Order> => {
  const locale = request.ctx.locale;
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await staffOrder(tx, staff.merchantId, target.orderId, true);
    assertOpen(current, locale);
    assertVersion(current, target.rowVersion, locale);
    const context = { tx, now, locale };
    const changed = await change(current, context);
    if (changed === current) return { order: current, changed: false };
    // A coupon the change left taking nothing off goes back to its member.
    const { order: kept, released } = withoutUnmetCoupons(changed);
    await releaseCoupons(tx, kept.id, released);
    const settled = settle(kept, now);
    const stored =
      afterSettle === undefined ? settled : await afterSettle(current, settled, context);
    await saveOrder(tx, stored, staff.merchantId, false, now);
    return { order: stored, changed: true };
  });
  if (outcome.changed) await notifyOrderUpdated(deps, request.log, outcome.order, staff.merchantId);
  return couponsNamedIn(deps.db, outcome.order, locale);
};
