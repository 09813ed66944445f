import type { Locale } from '../../src/domain/model/enums.ts';
import type { CartOrder, Order } from '../../src/domain/model/order.ts';
import type { MemberRow } from '../auth/identity.ts';
import { addItAgain, itemUnavailable, orderSubmitted } from '../cart/codes.ts';
import { viewCart } from '../cart/present.ts';
import { emptyCartRow, markPlaced, readCart, saveLines } from '../cart/store.ts';
import type { TableRow } from '../cart/table.ts';
import type { Database } from '../db/database.ts';
import type { ApiError } from '../http/api-error.ts';
import { nextId } from '../db/ids.ts';
import { buildRound } from './build.ts';
import { recordPointMove, recordRoundEarner } from './give-back.ts';
import { lastRound } from '../../src/domain/order/rounds.ts';
import { lockMember, markCouponsUsed, settlePoints } from './member-ledger.ts';
import { addParticipant, nextSerial, saveOrder } from './persist.ts';
import { prepareRound, roundInputOf } from './prepare.ts';
import { orderForViewer, orderShownTo } from './queries.ts';
import { assignLineIds } from './round.ts';
import { sessionEnded } from '../seats/ended.ts';
import { isCurrentSession } from '../seats/store.ts';
import type { OrderBody } from './schema.ts';

export interface PlaceInput {
  readonly table: TableRow;
  /**
   * The placing diner's seat: who placed the round, for a retry to be told from another's tap, and
   * the table session it is of, which the order is written down in.
   */
  readonly seat: { readonly dinerId: string; readonly epoch: number };
  readonly body: OrderBody;
  readonly member: MemberRow | null;
  readonly locale: Locale;
  readonly now: number;
}

/** What a placement did, for the reply and for the table's notices. */
export type Placement =
  | {
      readonly kind: 'placed';
      readonly order: Order;
      /** The table's first round (placeOrder) or a later one (updateOrder). */
      readonly firstRound: boolean;
      /** The emptied cart and the live version the placement made. */
      readonly cart: CartOrder;
      readonly liveVersion: number;
    }
  | { readonly kind: 'alreadyPlaced'; readonly order: Order }
  | {
      /** Lines that no longer fit were taken out (committed); the placement is refused. */
      readonly kind: 'misfit';
      readonly error: ApiError;
      readonly cart: CartOrder;
      readonly liveVersion: number;
    };

type Outcome =
  | { readonly kind: 'placed'; readonly order: Order; readonly firstRound: boolean }
  | { readonly kind: 'alreadyPlaced'; readonly orderId: string }
  | { readonly kind: 'misfit'; readonly code: 2025 | 1997 };

const currentRow = async (db: Database, table: TableRow) =>
  (await readCart(db, table.id)) ?? emptyCartRow(table.id);

/**
 * POST /api/member/order in one transaction: the cart row lock serialises placements and cart
 * writes at the table. Lines that no longer fit the menu go without the round when the client
 * placed exactly the lines that still do (it showed the others as gone, prepare.ts); otherwise
 * they are taken out of the cart and the placement is refused, so the diners reload, see what
 * went, and place again.
 */
export const placeOrder = async (db: Database, input: PlaceInput): Promise<Placement> => {
  const { outcome, row } = await db.transaction(async (tx) => {
    const prepared = await prepareRound(tx, { ...input, lock: true, placer: input.seat.dinerId });
    // The cart's lock is held: a staff clear came before it (and ended this seat) or waits for it.
    if (!(await isCurrentSession(tx, input.table.id, input.seat.epoch)))
      throw await sessionEnded(tx, input.table.id, input.seat.epoch);
    if (prepared.kind === 'alreadyPlaced') {
      return {
        outcome: { kind: 'alreadyPlaced', orderId: prepared.orderId } as Outcome,
        row: null,
      };
    }
    if (prepared.kind === 'misfit') {
      const pruned = await saveLines(tx, prepared.row, prepared.kept, input.now);
      return { outcome: { kind: 'misfit', code: prepared.code } as Outcome, row: pruned };
    }
    const member = input.member === null ? null : await lockMember(tx, input.member.id);
    const identity = prepared.base ?? {
      id: await nextId(tx),
      serial: await nextSerial(tx, input.table.merchant_id),
    };
    const round = buildRound(roundInputOf(prepared, input, identity, member));
    const orderId = round.order.id;
    if (member !== null && (round.pointsToSpend > 0 || round.pointsToEarn > 0)) {
      await settlePoints(tx, member.id, round.pointsToSpend, round.pointsToEarn);
      const move = { spent: round.pointsToSpend, earned: round.pointsToEarn };
      await recordPointMove(tx, { orderId, memberId: member.id, ...move });
    }
    const earner = member !== null && round.pointsToEarn > 0 ? member.id : null;
    await recordRoundEarner(tx, { orderId, round: lastRound(round.order), memberId: earner });
    const userCouponIds = prepared.coupons.map((coupon) => coupon.userCouponId);
    if (member !== null)
      await markCouponsUsed(tx, { memberId: member.id, userCouponIds, orderId, now: input.now });
    const cart = await markPlaced(tx, input.table.id, orderId, input.now, input.seat.dinerId);
    const order: Order = {
      ...round.order,
      orderItems: await assignLineIds(tx, round.order.orderItems),
      cartRowVersion: cart.row_version,
    };
    await saveOrder(tx, order, input.table.merchant_id, prepared.base === null, input.now, {
      seatEpoch: input.seat.epoch,
    });
    if (member !== null) await addParticipant(tx, orderId, member.id);
    const placed: Outcome = { kind: 'placed', order, firstRound: prepared.base === null };
    return { outcome: placed, row: cart };
  });
  const viewer = { memberId: input.member?.id ?? null };
  if (outcome.kind === 'alreadyPlaced') {
    const order = await orderForViewer(
      db,
      outcome.orderId,
      {
        ...viewer,
        tableId: input.table.id,
        merchantId: input.table.merchant_id,
      },
      input.locale,
    );
    if (order !== null) return { kind: 'alreadyPlaced', order };
    // Finished since and not this diner's to see: the old answer, the cart is already an order.
    throw orderSubmitted(
      await viewCart(db, await currentRow(db, input.table), input.table, input.locale),
    );
  }
  if (row === null) throw new Error('a placement that changed the cart has its row');
  const cart = await viewCart(db, row, input.table, input.locale);
  if (outcome.kind === 'misfit') {
    const error = (outcome.code === 2025 ? itemUnavailable : addItAgain)(cart);
    return { kind: 'misfit', error, cart, liveVersion: row.live_version };
  }
  // A later round's placer may not be the order's member: they see the order as the table does.
  return {
    kind: 'placed',
    order: await orderShownTo(db, outcome.order, viewer, input.locale),
    firstRound: outcome.firstRound,
    cart,
    liveVersion: row.live_version,
  };
};
