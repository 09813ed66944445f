import type { Order } from '../../src/domain/model/order.ts';

/**
 * Who reads an order through the diner API: a member (their id) or a visitor (null). The POS reads
 * orders through the staff API, which never redacts.
 */
export interface OrderViewer {
  readonly memberId: string | null;
}

/** The order's member is the first member who placed a round of it (build.ts `withMember`). */
export const isOrderMember = (order: Pick<Order, 'memberId'>, viewer: OrderViewer): boolean =>
  viewer.memberId !== null &&
  String(order.memberId) !== '0' &&
  String(order.memberId) === viewer.memberId;

const withoutPointsEarned = (extraInfo: string): string => {
  let value: unknown;
  try {
    value = JSON.parse(extraInfo);
  } catch {
    return extraInfo;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return extraInfo;
  if (!('pointsEarned' in value)) return extraInfo;
  const kept: Record<string, unknown> = { ...value };
  delete kept.pointsEarned;
  return JSON.stringify(kept);
};

/**
 * Who added each line is shown by first name; the id (a member's id, or another diner's seat id)
 * only to the member it is. Anyone else's is masked as `~1`, `~2`… in the order those diners
 * first added a line: the same diner keeps one mask, so the order still tells diners apart (two
 * of them named Amy, or guests with no name) when it is split by diner (issue 16).
 */
const withAuthorsFor = (order: Order, viewer: OrderViewer): Order => {
  const hidden = (item: Order['orderItems'][number]) =>
    item.addedBy !== undefined && String(item.addedBy.userId) !== viewer.memberId;
  if (!order.orderItems.some(hidden)) return order;
  const masks = new Map<string, string>();
  const maskOf = (userId: string) => {
    const known = masks.get(userId);
    if (known !== undefined) return known;
    const mask = `~${masks.size + 1}`;
    masks.set(userId, mask);
    return mask;
  };
  return {
    ...order,
    orderItems: order.orderItems.map((item) =>
      hidden(item) && item.addedBy !== undefined
        ? { ...item, addedBy: { ...item.addedBy, userId: maskOf(String(item.addedBy.userId)) } }
        : item,
    ),
  };
};

/**
 * The order as a diner may see it. The member's personal data (full name, member id, points
 * balance and what the order earned them, whose coupons were used) goes only to that member;
 * anyone else at the table sees the member's first name as `customer` (or 'Guest' when they gave
 * none). Every field the client decodes stays, with a neutral value: ids '0', `orderMember` null
 * (it is nullable), `initialPointAmount` 0, `pointsEarned` left out of `extraInfo`, `userCarts`
 * empty. Coupons stay (their names and amounts explain the total) without their owner or ids; lines keep
 * who added them by first name only. Pure:
 * `firstName` is the member's first name as the members table holds it (null when unknown).
 */
export const redactForViewer = (
  order: Order,
  viewer: OrderViewer,
  firstName: string | null,
): Order => {
  if (isOrderMember(order, viewer)) return withAuthorsFor(order, viewer);
  const hasMember = String(order.memberId) !== '0' || order.orderMember !== null;
  const shownName = hasMember ? firstName?.trim() || 'Guest' : '';
  return {
    ...order,
    memberId: '0',
    customerId: '0',
    customer: shownName,
    orderMember: null,
    initialPointAmount: 0,
    extraInfo: withoutPointsEarned(order.extraInfo),
    orderItems: withAuthorsFor(order, viewer).orderItems,
    // Which of the member's coupons they were is the member's to know, as is whose they are.
    orderCoupons: order.orderCoupons.map((coupon) => ({
      ...coupon,
      id: '0',
      userCouponId: '0',
      userId: '0',
    })),
    userCouponIds: [],
    // An order keeps no diners' carts (they are the cart's); were one there, its keys are ids.
    userCarts: [],
  };
};
