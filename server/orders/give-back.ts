import type { Order } from '../../src/domain/model/order.ts';
import { lastRound } from '../../src/domain/order/rounds.ts';
import { pointsEarnedOn, pointsTotal } from '../../src/domain/pricing/points.ts';
import type { Queryable } from '../db/database.ts';
import { readExtra, writeExtra } from './extra-info.ts';
import { Money } from '../../src/domain/pricing/money.ts';

interface PointMove {
  readonly member_id: string;
  readonly spent: number;
  readonly earned: number;
  /** Taken back on a void but not there to take: settled from what the order gives back. */
  readonly unpaid: number;
  /** The money voids took off what this member earned on (numeric: read as text). */
  readonly voided_money: string;
}

/** What each member's rounds of the order spent and earned (order_point_moves). */
export const recordPointMove = async (
  tx: Queryable,
  move: { orderId: string; memberId: string; spent: number; earned: number },
): Promise<void> => {
  if (move.spent === 0 && move.earned === 0) return;
  await tx.query(
    `insert into order_point_moves (order_id, member_id, spent, earned) values ($1, $2, $3, $4)
     on conflict (order_id, member_id) do update
       set spent = order_point_moves.spent + excluded.spent,
           earned = order_point_moves.earned + excluded.earned`,
    [move.orderId, move.memberId, move.spent, move.earned],
  );
};

/**
 * Who earned on a round of the order (order_round_earners): the member who placed it, or nobody
 * (null) for a round that earned nothing, a visitor's or a guest's.
 */
export const recordRoundEarner = async (
  tx: Queryable,
  earner: { orderId: string; round: number | null; memberId: string | null },
): Promise<void> => {
  if (earner.round === null) return;
  await tx.query(
    `insert into order_round_earners (order_id, round, member_id) values ($1, $2, $3)
     on conflict (order_id, round) do nothing`,
    [earner.orderId, earner.round, earner.memberId],
  );
};

/** Who earned on the line's round; undefined for a round placed before rounds were written down. */
const roundEarnerOf = async (
  tx: Queryable,
  orderId: string,
  round: number | undefined,
): Promise<string | null | undefined> => {
  if (round === undefined) return undefined;
  const [row] = await tx.query<{ member_id: string | null }>(
    'select member_id::text as member_id from order_round_earners where order_id = $1 and round = $2',
    [orderId, round],
  );
  return row === undefined ? undefined : row.member_id;
};

const movesOf = async (tx: Queryable, order: Order): Promise<PointMove[]> => {
  const moves = await tx.query<PointMove>(
    `select member_id::text as member_id, spent, earned, unpaid, voided_money::text as voided_money
       from order_point_moves
      where order_id = $1 order by member_id for update`,
    [order.id],
  );
  if (moves.length > 0 || order.memberId === '0') return moves;
  // An order placed before the moves were kept: its member made them all.
  const spent = order.totalPointAmount;
  const earned = readExtra(order.extraInfo).pointsEarned;
  return spent > 0 || earned > 0
    ? [{ member_id: String(order.memberId), spent, earned, unpaid: 0, voided_money: '0' }]
    : [];
};

/**
 * A merge takes the source order's point moves, round earners and coupons into the target's
 * (`target` as it was before the merge), so what a later
 * void or cancel of the merged order gives back goes to the members who placed each round, and
 * the source's coupons are the target's to give back.
 */
export const moveMemberLedgerOnMerge = async (
  tx: Queryable,
  source: Order,
  target: Order,
): Promise<void> => {
  const upsert = async (move: PointMove, add: boolean) =>
    tx.query(
      `insert into order_point_moves (order_id, member_id, spent, earned, unpaid, voided_money)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (order_id, member_id) do ${
         add
           ? `update set spent = order_point_moves.spent + excluded.spent,
                  earned = order_point_moves.earned + excluded.earned,
                  unpaid = order_point_moves.unpaid + excluded.unpaid,
                  voided_money = order_point_moves.voided_money + excluded.voided_money`
           : 'nothing'
       }`,
      [target.id, move.member_id, move.spent, move.earned, move.unpaid, move.voided_money],
    );
  // An order placed before moves were kept has them only implied: written down before adding.
  for (const move of await movesOf(tx, target)) await upsert(move, false);
  for (const move of await movesOf(tx, source)) await upsert(move, true);
  await tx.query('delete from order_point_moves where order_id = $1', [source.id]);
  // The source's rounds follow the target's (staff/merge.ts), and so do who earned on them.
  await tx.query(
    `insert into order_round_earners (order_id, round, member_id)
     select $2, round + $3, member_id from order_round_earners where order_id = $1
     on conflict (order_id, round) do nothing`,
    [source.id, target.id, lastRound(target) ?? 0],
  );
  await tx.query('delete from order_round_earners where order_id = $1', [source.id]);
  await tx.query('update user_coupons set used_order_id = $2 where used_order_id = $1', [
    source.id,
    target.id,
  ]);
};

/**
 * Coupons the order used are their members' again (all of them, or those of `userCouponIds`): a
 * staff change left them taking nothing off, or the order was cancelled. One past its date comes
 * back as any unused coupon past its date: listed as expired, and refused at checkout.
 */
export const releaseCoupons = async (
  tx: Queryable,
  orderId: string,
  userCouponIds?: readonly string[],
): Promise<void> => {
  if (userCouponIds?.length === 0) return;
  await tx.query(
    `update user_coupons set state = 0, used_order_id = null, used_at = null
      where used_order_id = $1 and ($2::bigint[] is null or id = any($2::bigint[]))`,
    [orderId, userCouponIds ?? null],
  );
};

/**
 * A cancelled order gives its members back what it took and takes back what it gave: the coupons
 * it used are available again (while they are valid), the points spent on its point items are
 * returned, and the points earned on it are taken back, as far as the balance still holds them
 * (a member who spent them meanwhile keeps a balance of 0, never below).
 */
export const giveBackOnCancel = async (tx: Queryable, order: Order): Promise<void> => {
  await releaseCoupons(tx, order.id);
  for (const move of await movesOf(tx, order)) {
    await tx.query(
      `update members set points = greatest(0, points + $2 - $3 - $4), updated_at = now()
        where id = $1`,
      [move.member_id, move.spent, move.earned, move.unpaid],
    );
  }
  await tx.query('delete from order_point_moves where order_id = $1', [order.id]);
  await tx.query('delete from order_round_earners where order_id = $1', [order.id]);
};

/**
 * Point items the staff void go back to the member who paid for them: the one member who spent
 * points on the order, or, when several did, the line's author if they were one of them.
 */
export const giveBackVoidedPoints = async (
  tx: Queryable,
  before: Order,
  after: Order,
  itemId: string,
): Promise<void> => {
  const was = before.orderItems.find((item) => String(item.id) === itemId);
  const now = after.orderItems.find((item) => String(item.id) === itemId);
  if (was === undefined || now === undefined) return;
  const refund = pointsTotal(was) - pointsTotal(now);
  if (refund <= 0) return;
  const payers = (await movesOf(tx, before)).filter((move) => move.spent >= refund);
  const author = was.addedBy === undefined ? null : String(was.addedBy.userId);
  const payer =
    payers.find((move) => move.member_id === author) ?? (payers.length === 1 ? payers[0] : null);
  if (payer == null) return;
  // Points this order already owes (a void took back more than the balance held) come first.
  const settled = Math.min(payer.unpaid, refund);
  await tx.query('update members set points = points + $2, updated_at = now() where id = $1', [
    payer.member_id,
    refund - settled,
  ]);
  await tx.query(
    `insert into order_point_moves (order_id, member_id, spent, earned, unpaid)
     values ($1, $2, $3, $4, $5)
     on conflict (order_id, member_id) do update set spent = $3, unpaid = $5`,
    [before.id, payer.member_id, payer.spent - refund, payer.earned, payer.unpaid - settled],
  );
};

/**
 * The points earned on what a staff void, or a weighing lighter than the diner's estimate, took
 * off go back too: the order's total fell (`settled`, the order as the change settles it, coupons
 * worked out again), and the member who earned on the line's round earned on that money at their
 * rate. Points are taken back on the sum of what the order's changes took off (`voided_money`),
 * so twenty small voids take back what one large one would; never more than the member earned on
 * the order, the balance never below 0 (the rest is owed). The earner is the member who placed the
 * line's round (order_round_earners; nobody for a round that earned nothing, a visitor's); for a
 * round placed before rounds were written down, the line's author when they earned on the order,
 * else the one member who did; with several and none the author, nobody is charged. The order's
 * extraInfo says what it earned now.
 */
export const takeBackEarnings = async (
  tx: Queryable,
  before: Order,
  settled: Order,
  itemId: string,
): Promise<Order> => {
  const drop = new Money(before.totalAmount).minus(settled.totalAmount);
  if (!drop.gt(0)) return settled;
  const earners = (await movesOf(tx, before)).filter((move) => move.earned > 0);
  const line = before.orderItems.find((item) => String(item.id) === itemId);
  const placer = await roundEarnerOf(tx, before.id, line?.round);
  const author = line?.addedBy === undefined ? null : String(line.addedBy.userId);
  const earner =
    placer !== undefined
      ? earners.find((move) => move.member_id === placer)
      : (earners.find((move) => move.member_id === author) ??
        (earners.length === 1 ? earners[0] : null));
  if (earner == null) return settled;
  const [member] = await tx.query<{ points_rate: string; points: number }>(
    'select points_rate::text as points_rate, points from members where id = $1 for update',
    [earner.member_id],
  );
  const rate = member?.points_rate ?? '0';
  const voidedBefore = new Money(earner.voided_money);
  const voidedNow = voidedBefore.plus(drop);
  const earnedOnVoids = pointsEarnedOn(voidedNow, rate) - pointsEarnedOn(voidedBefore, rate);
  const takeBack = Math.min(earner.earned, earnedOnVoids);
  // What the balance no longer holds (spent meanwhile) is owed, not taken below 0.
  const taken = Math.min(Math.max(0, Number(member?.points ?? 0)), takeBack);
  await tx.query('update members set points = points - $2, updated_at = now() where id = $1', [
    earner.member_id,
    taken,
  ]);
  await tx.query(
    `insert into order_point_moves (order_id, member_id, spent, earned, unpaid, voided_money)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (order_id, member_id) do update set earned = $4, unpaid = $5, voided_money = $6`,
    [
      before.id,
      earner.member_id,
      earner.spent,
      earner.earned - takeBack,
      earner.unpaid + takeBack - taken,
      voidedNow.toString(),
    ],
  );
  if (takeBack <= 0) return settled;
  const extra = readExtra(settled.extraInfo);
  const pointsEarned = Math.max(0, extra.pointsEarned - takeBack);
  return { ...settled, extraInfo: writeExtra({ ...extra, pointsEarned }) };
};
