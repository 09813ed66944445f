import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/model/enums.ts';
import type { Order } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { saveOrder } from '../orders/persist.ts';
import type { Staff } from './auth.ts';
import { notifyOrderUpdated } from './notify.ts';
import { assertOpen, assertVersion, settle, staffOrder } from './order-store.ts';
import { releaseCoupons, withoutUnmetCoupons } from '../orders/coupons.ts';

export interface ChangeContext {
  readonly tx: Queryable;
  readonly now: number;
  readonly locale: Locale;
}

/** Returns the order changed, or the very same object when there is nothing to do. */
export type OrderChange = (order: Order, context: ChangeContext) => Order | Promise<Order>;

/**
 * One staff change of one order: in a transaction holding the order row, checked to be open and
 * at the version the staff saw, changed, settled with the domain's pricing and stored; then the
 * table hears of it. A change that changes nothing stores nothing and tells no one.
 */
export const changeOrder = async (
  deps: AppDeps,
  request: FastifyRequest,
  staff: Staff,
  target: { readonly orderId: string; readonly rowVersion?: number | undefined },
  change: OrderChange,
): Promise<Order> => {
  const locale = request.ctx.locale;
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await staffOrder(tx, staff.merchantId, target.orderId, true);
    assertOpen(current, locale);
    assertVersion(current, target.rowVersion, locale);
    const changed = await change(current, { tx, now, locale });
    if (changed === current) return { order: current, changed: false };
    // A coupon the change left taking nothing off goes back to its member.
    const { order: kept, released } = withoutUnmetCoupons(changed);
    await releaseCoupons(tx, kept.id, released);
    const settled = settle(kept, now);
    await saveOrder(tx, settled, staff.merchantId, false, now);
    return { order: settled, changed: true };
  });
  if (outcome.changed) await notifyOrderUpdated(deps, request.log, outcome.order, staff.merchantId);
  return outcome.order;
};
