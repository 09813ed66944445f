import { addToCart } from '../../src/domain/cart/merge.ts';
import { newLineOf, nextSort } from '../../src/domain/cart/merge-new-line.ts';
import { SalesUnitType, type WebOrderType } from '../../src/domain/model/enums.ts';
import { NEW_LINE_ID } from '../../src/domain/model/ids.ts';
import type { OrderItem } from '../../src/domain/model/order.ts';
import type { Queryable } from '../db/database.ts';
import { nextId } from '../db/ids.ts';
import { withAmount } from '../cart/resolve-line.ts';

/**
 * A placed round waits for the staff to send it to the kitchen (qtySentToKitchen 0, waitToSend =
 * quantity, sentAt null). The domain's merge rule joins equal dishes within the round only: a POS
 * keeps each round as its own lines, so staff can send, void and trace rounds apart, and a line
 * already sent is never merged into anyway. A weighed dish's weight is the diner's estimate
 * until the staff weigh it (weightEstimated, server/staff/reweigh.ts).
 */
export const appendRound = (
  orderItems: readonly OrderItem[],
  round: readonly OrderItem[],
  orderType: WebOrderType,
  orderId: string,
): OrderItem[] => {
  const lastSort = nextSort(orderItems) - 1;
  const lines = round.reduce<readonly OrderItem[]>(
    (items, line) => addToCart(items, newLineOf(line), orderType),
    [],
  );
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
