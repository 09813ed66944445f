import type { Order } from '../model/order.ts';

/** The newest round of an order (its lines' `round`), or null when none says. */
export const lastRound = (order: Order | null): number | null => {
  const rounds = (order?.orderItems ?? []).flatMap((item) =>
    item.round === undefined ? [] : [item.round],
  );
  return rounds.length === 0 ? null : Math.max(...rounds);
};

/**
 * Where the table's ordering stands: its open order and that order's newest round, as one
 * value that changes whenever a round is placed (a new order included). Null with no order.
 */
export const roundsMark = (order: Order | null): string | null =>
  order === null ? null : `${order.id}#${lastRound(order) ?? 0}`;

/** The order a mark names (roundsMark), or null for a mark of no order. */
export const markedOrderId = (mark: string | null): string | null =>
  mark === null ? null : (mark.split('#')[0] ?? null);

/**
 * The lines `userId` added that rounds placed since `mark` (roundsMark then) took, or null when
 * none was placed since. Rounds of an order after the marked one all count.
 */
export const takenSince = (
  order: Order | null,
  mark: string | null,
  userId: string,
): Order['orderItems'] | null => {
  if (order === null || roundsMark(order) === mark) return null;
  const after = markedOrderId(mark) === order.id ? Number(mark?.split('#')[1]) : -1;
  return order.orderItems.filter(
    (item) => item.addedBy?.userId === userId && (item.round ?? 0) > after,
  );
};
