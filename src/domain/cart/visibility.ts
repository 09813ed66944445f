import { ItemMode } from '../model/enums.ts';
import type { OrderItem } from '../model/order.ts';

type LineCounts = Pick<OrderItem, 'quantity' | 'qtySentToKitchen'>;

/**
 * A line the diner removed before the kitchen saw it. Saved lines linger at quantity 0 so the
 * server learns of the removal (see merge.ts), but there is nothing to show for them.
 */
export function isHiddenLine(item: LineCounts): boolean {
  return item.quantity === 0 && item.qtySentToKitchen === 0;
}

/** Everything the kitchen got was voided; the line stays listed (struck through) but bills 0. */
export function isFullyVoided(item: LineCounts & Pick<OrderItem, 'qtyVoid'>): boolean {
  return item.qtyVoid > 0 && item.qtyVoid === item.qtySentToKitchen && item.quantity === 0;
}

/** Stored-value top-ups are not food: they never appear in the cart or order lists. */
export function isListedMode(item: Pick<OrderItem, 'mode'>): boolean {
  return item.mode !== ItemMode.Recharge;
}

export function visibleLines<T extends OrderItem>(items: readonly T[]): T[] {
  return items.filter((item) => isListedMode(item) && !isHiddenLine(item));
}
