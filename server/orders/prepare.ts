import type { CartOrder, Order, OrderItem } from '../../src/domain/model/order.ts';
import type { MemberRow } from '../auth/identity.ts';
import { cartEmpty, cartUpdated, couponUnavailable, orderSubmitted } from '../cart/codes.ts';
import { loadMenu } from '../cart/menu.ts';
import { dinerNames, productIdsOf, viewCart } from '../cart/present.ts';
import { type CartRow, emptyCartRow, lockCart, placedBy, readCart } from '../cart/store.ts';
import type { TableRow } from '../cart/table.ts';
import type { Queryable } from '../db/database.ts';
import { type Locale, WebOrderType } from '../../src/domain/model/enums.ts';
import type { RoundInput } from './build.ts';
import { sameLines, tableLines } from './cart-lines.ts';
import { orderTypeIn } from './extra-info.ts';
import { type CouponOnHand, couponsOnHand } from './member-ledger.ts';
import { activeOrder } from './queries.ts';
import type { OrderBody } from './schema.ts';

export interface PrepareInput {
  readonly table: TableRow;
  readonly body: OrderBody;
  readonly member: MemberRow | null;
  readonly locale: Locale;
  readonly now: number;
  /** Placement locks what it will change (cart, order); a preview only reads. */
  readonly lock: boolean;
  /** The placing seat's diner id (placement only). */
  readonly placer?: string;
}

export type Prepared =
  | {
      readonly kind: 'ready';
      readonly row: CartRow;
      readonly lines: readonly OrderItem[];
      readonly base: Order | null;
      readonly coupons: readonly CouponOnHand[];
    }
  | {
      /** The same placement again (a retry after a lost reply): the order it already made. */
      readonly kind: 'alreadyPlaced';
      readonly orderId: string;
    }
  | {
      readonly kind: 'misfit';
      readonly code: 2025 | 1997;
      readonly row: CartRow;
      readonly kept: ReturnType<typeof tableLines>['kept'];
    };

/**
 * A placement is exactly-once: the version it was made from is the one just before the
 * placement the table remembers, and the same diner placed it, so a retry gets that order back
 * instead of 10087. Another diner who tapped at the same moment gets 10087: the order is the
 * table's, but they did not submit it. (A placement from before placers were recorded counts
 * as anyone's.)
 */
const retriedPlacement = async (
  q: Queryable,
  input: PrepareInput,
  row: CartRow,
): Promise<string | null> => {
  if (!input.lock || row.placed_order_id === null) return null;
  if (input.body.cartRowVersion + 1 !== row.placed_version) return null;
  const placer = await placedBy(q, input.table.id);
  return placer === null || placer === input.placer ? row.placed_order_id : null;
};

/**
 * The version a client placed from tells what happened since: a placement after it means the
 * cart it saw is already an order (10087); any other change is an ordinary 66666.
 */
const checkVersion = async (q: Queryable, input: PrepareInput, row: CartRow): Promise<void> => {
  if (input.body.cartRowVersion === row.row_version) return;
  const cart: CartOrder = await viewCart(q, row, input.table, input.locale);
  throw input.body.cartRowVersion < row.placed_version ? orderSubmitted(cart) : cartUpdated(cart);
};

const requestedCoupons = async (q: Queryable, input: PrepareInput): Promise<CouponOnHand[]> => {
  const ids = [...new Set(input.body.userCouponIds ?? [])];
  if (ids.length === 0) return [];
  if (input.member === null) throw couponUnavailable();
  const coupons = await couponsOnHand(q, input.member.id, ids, input.now);
  if (coupons.length !== ids.length) throw couponUnavailable();
  return coupons;
};

/** The round's input once prepared: placement and preview price exactly the same thing. */
export const roundInputOf = (
  prepared: Extract<Prepared, { kind: 'ready' }>,
  input: Omit<PrepareInput, 'lock'>,
  identity: RoundInput['identity'],
  member: MemberRow | null,
): RoundInput => ({
  base: prepared.base,
  identity,
  roundLines: prepared.lines,
  orderType: prepared.row.order_type ?? orderTypeIn(input.body.extraInfo) ?? WebOrderType.DineIn,
  table: input.table,
  guests: prepared.row.guests,
  member,
  coupons: prepared.coupons,
  now: input.now,
  locale: input.locale,
});

/** The read half of a placement, shared with the preview so both price the same order. */
export const prepareRound = async (q: Queryable, input: PrepareInput): Promise<Prepared> => {
  const row = input.lock
    ? await lockCart(q, input.table, input.now)
    : ((await readCart(q, input.table.id)) ?? emptyCartRow(input.table.id));
  const placedBefore = await retriedPlacement(q, input, row);
  if (placedBefore !== null) return { kind: 'alreadyPlaced', orderId: placedBefore };
  await checkVersion(q, input, row);
  const menu = await loadMenu(q, input.table.merchant_id, productIdsOf(row));
  const names = await dinerNames(q, row);
  const { lines, problem, kept } = tableLines(row, menu, input.locale, names);
  // Lines that no longer fit are left out when the client's lines are exactly the ones that
  // still do: it was shown the others as gone, outside the total, so what it places is what it
  // saw. A client still counting one (it read the cart before the dish sold out) is refused.
  const sawThemGone = lines.length > 0 && sameLines(input.body.orderItems, lines);
  if (problem !== null && !sawThemGone) return { kind: 'misfit', code: problem, row, kept };
  if (lines.length === 0) throw cartEmpty();
  if (!sameLines(input.body.orderItems, lines))
    throw cartUpdated(await viewCart(q, row, input.table, input.locale));
  const base = await activeOrder(q, input.table.id, input.lock);
  return { kind: 'ready', row, lines, base, coupons: await requestedCoupons(q, input) };
};
