import type { Locale } from '../../src/domain/model/enums.ts';
import type { CartOrder, Order } from '../../src/domain/model/order.ts';
import type { MemberRow } from '../auth/identity.ts';
import { addItAgain, itemUnavailable } from '../cart/codes.ts';
import { viewCart } from '../cart/present.ts';
import { markPlaced, saveLines } from '../cart/store.ts';
import type { TableRow } from '../cart/table.ts';
import type { Database } from '../db/database.ts';
import { nextId } from '../db/ids.ts';
import { buildRound } from './build.ts';
import { lockMember, markCouponsUsed, settlePoints } from './member-ledger.ts';
import { addParticipant, nextSerial, saveOrder } from './persist.ts';
import { prepareRound, roundInputOf } from './prepare.ts';
import { orderShownTo } from './queries.ts';
import { assignLineIds } from './round.ts';
import type { OrderBody } from './schema.ts';

export interface PlaceInput {
  readonly table: TableRow;
  readonly body: OrderBody;
  readonly member: MemberRow | null;
  readonly locale: Locale;
  readonly now: number;
}

type Outcome =
  | { readonly kind: 'placed'; readonly order: Order }
  | { readonly kind: 'misfit'; readonly code: 2025 | 1997; readonly cart: CartOrder };

/**
 * POST /api/member/order in one transaction: the cart row lock serialises placements and cart
 * writes at the table. Lines that no longer fit the menu are taken out of the cart and the
 * placement is refused, so the diners reload, see what went, and place again.
 */
export const placeOrder = async (db: Database, input: PlaceInput): Promise<Order> => {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const prepared = await prepareRound(tx, { ...input, lock: true });
    if (prepared.kind === 'misfit') {
      const pruned = await saveLines(tx, input.table.id, prepared.kept, input.now);
      const cart = await viewCart(tx, pruned, input.table, input.locale);
      return { kind: 'misfit', code: prepared.code, cart };
    }
    const member = input.member === null ? null : await lockMember(tx, input.member.id);
    const identity = prepared.base ?? {
      id: await nextId(tx),
      serial: await nextSerial(tx, input.table.merchant_id),
    };
    const round = buildRound(roundInputOf(prepared, input, identity, member));
    if (member !== null && (round.pointsToSpend > 0 || round.pointsToEarn > 0)) {
      await settlePoints(tx, member.id, round.pointsToSpend, round.pointsToEarn);
    }
    const orderId = round.order.id;
    const userCouponIds = prepared.coupons.map((coupon) => coupon.userCouponId);
    if (member !== null)
      await markCouponsUsed(tx, { memberId: member.id, userCouponIds, orderId, now: input.now });
    const cart = await markPlaced(tx, input.table.id, orderId, input.now);
    const order: Order = {
      ...round.order,
      orderItems: await assignLineIds(tx, round.order.orderItems),
      cartRowVersion: cart.row_version,
    };
    await saveOrder(tx, order, input.table.merchant_id, prepared.base === null, input.now);
    if (member !== null) await addParticipant(tx, orderId, member.id);
    return { kind: 'placed', order };
  });
  if (outcome.kind === 'misfit')
    throw (outcome.code === 2025 ? itemUnavailable : addItAgain)(outcome.cart);
  // A later round's placer may not be the order's member: they see the order as the table does.
  return orderShownTo(db, outcome.order, { memberId: input.member?.id ?? null });
};
