import type { Locale } from '../../src/domain/model/enums.ts';
import type { Order, OrderItem } from '../../src/domain/model/order.ts';
import { posTime } from '../orders/round.ts';
import { staffError } from './messages.ts';

/** The lines named, each of which must be on the order; null names every line. */
export const linesNamed = (
  order: Order,
  itemIds: readonly string[] | null,
  locale: Locale,
): ReadonlySet<string> => {
  if (itemIds === null) return new Set(order.orderItems.map((item) => item.id));
  const onOrder = new Set(order.orderItems.map((item) => item.id));
  if (itemIds.some((id) => !onOrder.has(id))) throw staffError(404, 404, 'itemNotFound', locale);
  return new Set(itemIds);
};

const sent = (item: OrderItem, sentAt: string): OrderItem => ({
  ...item,
  qtySentToKitchen: item.qtySentToKitchen + item.waitToSend,
  waitToSend: 0,
  sentAt,
});

/**
 * Sends what waits on the chosen lines to the kitchen. Lines with nothing waiting are left as
 * they are, so sending twice is harmless: the second time nothing changes.
 */
export const sendLines = (
  order: Order,
  itemIds: readonly string[] | null,
  now: number,
  locale: Locale,
): Order => {
  const chosen = linesNamed(order, itemIds, locale);
  const due = (item: OrderItem) => chosen.has(item.id) && item.waitToSend > 0;
  if (!order.orderItems.some(due)) return order;
  const sentAt = posTime(now);
  return {
    ...order,
    orderItems: order.orderItems.map((item) => (due(item) ? sent(item, sentAt) : item)),
  };
};
