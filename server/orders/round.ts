import { addToCart } from '../../src/domain/cart/merge.ts';
import { newLineOf, nextSort } from '../../src/domain/cart/merge-new-line.ts';
import { SalesUnitType, type WebOrderType } from '../../src/domain/model/enums.ts';
import { NEW_LINE_ID } from '../../src/domain/model/ids.ts';
import type { OrderItem } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';
import { nextId } from '../db/ids.ts';
import { withAmount } from '../cart/resolve-line.ts';

/** The next round's number: one more than the last recorded (unnumbered older lines count as one round). */
export const nextRound = (orderItems: readonly OrderItem[]): number => {
  if (orderItems.length === 0) return 1;
  const last = Math.max(0, ...orderItems.map((item) => item.round ?? 0));
  return (last === 0 ? 1 : last) + 1;
};

/** One diner's lines joined by the domain's merge rule, their order kept. */
const mergedPerDiner = (round: readonly OrderItem[], orderType: WebOrderType): OrderItem[] => {
  const byDiner = new Map<string, OrderItem[]>();
  for (const line of round) {
    const key = line.addedBy?.userId ?? '';
    const lines = byDiner.get(key) ?? [];
    lines.push(line);
    byDiner.set(key, lines);
  }
  return [...byDiner.values()].flatMap((lines) => {
    const author = lines[0]?.addedBy;
    const merged = lines.reduce<readonly OrderItem[]>(
      (items, line) => addToCart(items, newLineOf(line), orderType),
      [],
    );
    return author === undefined
      ? [...merged]
      : merged.map((item) => ({ ...item, addedBy: author }));
  });
};

/**
 * A placed round waits for the staff to send it to the kitchen (qtySentToKitchen 0, waitToSend =
 * quantity, sentAt null). The domain's merge rule joins one diner's equal dishes within the round
 * only: a POS keeps each round as its own lines, so staff can send, void and trace rounds apart,
 * and each line keeps who added it and its round number. A weighed dish's weight is the diner's
 * estimate until the staff weigh it (weightEstimated, server/staff/reweigh.ts).
 */
export const appendRound = (
  orderItems: readonly OrderItem[],
  round: readonly OrderItem[],
  orderType: WebOrderType,
  orderId: string,
): OrderItem[] => {
  const lastSort = nextSort(orderItems) - 1;
  const roundNumber = nextRound(orderItems);
  const lines = mergedPerDiner(round, orderType).map((item, index) => ({
    ...item,
    sort: index + 1,
  }));
  return [
    ...orderItems,
    ...lines.map((item) =>
      withAmount({
        ...item,
        orderId,
        sort: lastSort + item.sort,
        sentAt: null,
        qtySentToKitchen: 0,
        waitToSend: item.quantity,
        round: roundNumber,
        orderItemModifiers: item.orderItemModifiers.map((m) => ({ ...m, orderId })),
        ...(item.salesUnitType === SalesUnitType.Weight ? { weightEstimated: true } : {}),
      }),
    ),
  ];
};

/** Real ids for the round's new lines and their modifiers, once the order is being stored. */
export const assignLineIds = async (
  tx: Queryable,
  items: readonly OrderItem[],
): Promise<OrderItem[]> => {
  const settled: OrderItem[] = [];
  for (const item of items) {
    if (item.id !== NEW_LINE_ID) {
      settled.push(item);
      continue;
    }
    const modifiers = [];
    for (const modifier of item.orderItemModifiers)
      modifiers.push({ ...modifier, id: await nextId(tx) });
    settled.push({ ...item, id: await nextId(tx), orderItemModifiers: modifiers });
  }
  return settled;
};

/** Local time with its offset, as the POS writes sentAt; the reference server runs in UTC. */
export const posTime = (epochMs: number): string =>
  new Date(epochMs).toISOString().replace('Z', '+00:00');
