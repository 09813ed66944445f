import { isFullyVoided, visibleLines } from './visibility.ts';
import type { OrderItem } from '../model/order.ts';
import { itemTotal } from '../pricing/item-total.ts';
import { pointsTotal } from '../pricing/points.ts';

/** One line as the cart and the order show it, priced by the domain. */
export interface LineView {
  /** The line's position among its diner's own lines: what reduceItem and editNotes take. */
  readonly lineIndex: number;
  readonly item: OrderItem;
  /** What the line bills; for a fully voided line, what the voided quantity would have (shown struck). */
  readonly itemTotal: number;
  /** Points the line costs (point-exchange items, shown as 'N Pts'); 0 for money lines. */
  readonly points: number;
  readonly fullyVoided: boolean;
}

/** Visible lines only (spec §5: hidden and recharge lines are not listed), indices kept. */
export const lineViews = (items: readonly OrderItem[]): LineView[] => {
  const shown = new Set(visibleLines(items));
  return items.flatMap((item, lineIndex) =>
    shown.has(item)
      ? [
          {
            lineIndex,
            item,
            itemTotal: isFullyVoided(item)
              ? itemTotal({ ...item, quantity: item.qtyVoid })
              : itemTotal(item),
            points: pointsTotal(item),
            fullyVoided: isFullyVoided(item),
          },
        ]
      : [],
  );
};
