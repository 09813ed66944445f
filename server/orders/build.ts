import { emptyOrder } from '../../src/domain/model/defaults.ts';
import {
  type Locale,
  OrderStatus,
  RegistrationState,
  WebOrderType,
} from '../../src/domain/model/enums.ts';
import type { Order, OrderItem } from '../../src/domain/model/order.ts';
import { maxMoney, Money } from '../../src/domain/pricing/money.ts';
import { orderTotals } from '../../src/domain/pricing/order-totals.ts';
import { orderPointsTotal, pointsEarnedOn } from '../../src/domain/pricing/points.ts';
import type { MemberRow } from '../auth/identity.ts';
import { notEnoughPoints } from '../cart/codes.ts';
import type { TableRow } from '../cart/table.ts';
import { applyCoupons, repriceCoupons } from './coupons.ts';
import { readExtra, writeExtra } from './extra-info.ts';
import type { CouponOnHand } from './member-ledger.ts';
import { pointsNeedMember } from './points-errors.ts';
import { paymentStateOf, sendStatusOf } from './order-state.ts';
import { appendRound, posTime } from './round.ts';

export interface RoundInput {
  /** The table's Progressing order this round is appended to, or null for a first round. */
  readonly base: Order | null;
  /** The id and serial a first round's order gets ('0' and '' in a preview). */
  readonly identity: { readonly id: string; readonly serial: string };
  readonly roundLines: readonly OrderItem[];
  readonly orderType: WebOrderType;
  readonly table: TableRow;
  readonly guests: number;
  readonly member: MemberRow | null;
  readonly coupons: readonly CouponOnHand[];
  readonly now: number;
  readonly locale: Locale;
}

export interface Round {
  readonly order: Order;
  readonly pointsToSpend: number;
  readonly pointsToEarn: number;
}

/** Order type numbers follow the spec's list: dine-in 0, pickup 1, to-go 2, delivery 3. */
const orderTypeNumber = (orderType: WebOrderType): number =>
  orderType === WebOrderType.ToGo ? 2 : 0;

const shell = (input: RoundInput): Order => ({
  ...emptyOrder({ tableId: input.table.id, tableName: input.table.name }),
  id: input.identity.id,
  serial: input.identity.serial,
  type: orderTypeNumber(input.orderType),
  createAt: posTime(input.now),
  extraInfo: writeExtra({ orderType: input.orderType, pointsEarned: 0 }),
});

const nameOf = (member: MemberRow): string =>
  `${member.first_name} ${member.last_name}`.trim() || 'Guest';

/** The order's member is the first member who placed a round; their balance shows as of now. */
const withMember = (order: Order, member: MemberRow | null, balance: number): Order => {
  if (member === null || (order.memberId !== '0' && order.memberId !== member.id)) return order;
  const orderMember = { id: member.id, name: nameOf(member), points: balance };
  if (order.memberId === member.id) return { ...order, orderMember };
  return {
    ...order,
    memberId: member.id,
    customerId: member.id,
    customer: orderMember.name,
    orderMember,
    initialPointAmount: member.points,
  };
};

/** The order as it stands once this round is in: pure, so a preview and a placement agree. */
export const buildRound = (input: RoundInput): Round => {
  const start = input.base ?? shell(input);
  const pointsToSpend = orderPointsTotal(input.roundLines);
  if (pointsToSpend > 0 && input.member === null) throw pointsNeedMember(input.locale);
  if (input.member !== null && pointsToSpend > input.member.points) throw notEnoughPoints();
  const orderItems = appendRound(start.orderItems, input.roundLines, input.orderType, start.id);
  // The coupons already on the order follow it as it grows, as they do at a staff change.
  const held = repriceCoupons({ ...start, orderItems });
  const applied = applyCoupons(orderItems, held, input.coupons, input.locale);
  const totals = orderTotals({ ...start, orderItems, priceAdjustments: applied.priceAdjustments });
  const registered = input.member?.registration_state === RegistrationState.Registered;
  const roundMoney = maxMoney(0, new Money(totals.total).minus(input.base?.totalAmount ?? 0));
  const pointsToEarn = registered ? pointsEarnedOn(roundMoney, input.member?.points_rate ?? 0) : 0;
  const extra = readExtra(start.extraInfo);
  const order: Order = {
    ...start,
    // The table's count, and the parties merged in by the staff on top.
    guests: input.guests + (extra.mergedGuests ?? 0),
    orderItems,
    priceAdjustments: applied.priceAdjustments,
    orderCoupons: [...start.orderCoupons, ...applied.orderCoupons],
    userCouponIds: [...start.userCouponIds, ...input.coupons.map((c) => c.userCouponId)],
    status: OrderStatus.Progressing,
    sendStatus: sendStatusOf(orderItems),
    ...paymentStateOf(start, totals.payable),
    subTotalAmount: totals.subtotal,
    totalDiscountAmount: totals.discounts,
    totalChargeAmount: totals.charges,
    totalTaxAmount: totals.taxes,
    totalTipsAmount: totals.tips,
    totalAmount: totals.total,
    totalPointAmount: start.totalPointAmount + pointsToSpend,
    extraInfo: writeExtra({ ...extra, pointsEarned: extra.pointsEarned + pointsToEarn }),
    rowVersion: start.rowVersion + 1,
    updateAt: posTime(input.now),
  };
  const balance = (input.member?.points ?? 0) - pointsToSpend + pointsToEarn;
  return { order: withMember(order, input.member, balance), pointsToSpend, pointsToEarn };
};
